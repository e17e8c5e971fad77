// /business-clients/dashboard/time-sheet: the period and whose sheet, the totals, the teams' and
// collaborators' figures, and each collaborator's days; a CSV download and a printed page (on
// paper only the sheet, its tables across an A4 page).
import type { TimeSheetDay, TimeSheetFigures } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import { CHOSEN_SEPARATORS } from '../../shared/csv';
import { dateFormat, numberFormat } from '../../shared/format';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { ALL, NONE, TimeSheetViewModel, type SheetPeriod } from './time-sheet.view-model';
import './time-sheet.css';

/** A day as a Date at noon UTC, formatted in UTC: the browser's time zone never shifts it. */
const utcNoon = (date: Temporal.PlainDate) => new Date(Date.UTC(date.year, date.month - 1, date.day, 12));

function useFormats(language: string, timeZone: string) {
  return useMemo(() => {
    const hours = numberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 0 });
    const minutes = numberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 0 });
    const decimal = numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = numberFormat(language, { maximumFractionDigits: 0 });
    const day = dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDay = dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const time = dateFormat(language, { hour: '2-digit', minute: '2-digit', timeZone });
    return {
      /** "2 hr 30 min", to the nearest minute. */
      duration: (ms: number) => {
        const total = Math.round(ms / 60_000);
        const [h, m] = [Math.floor(total / 60), total % 60];
        return h === 0 ? minutes.format(m) : m === 0 ? hours.format(h) : `${hours.format(h)} ${minutes.format(m)}`;
      },
      hours: (value: number) => decimal.format(value),
      count: (value: number) => count.format(value),
      day: (date: Temporal.PlainDate) => day.format(utcNoon(date)),
      longDay: (date: Temporal.PlainDate) => longDay.format(utcNoon(date)),
      time: (instant: Temporal.Instant) => time.format(new Date(instant.epochMilliseconds)),
    };
  }, [language, timeZone]);
}

type Formats = ReturnType<typeof useFormats>;

interface SheetColumn<Row> {
  readonly key: string;
  readonly header: string;
  readonly render: (row: Row) => ReactNode;
  readonly number?: boolean;
  /** A date or a time: kept on one line. */
  readonly nowrap?: boolean;
}

/** A table of the sheet: stacked into labelled rows on a phone's screen, never on paper. */
function SheetTable<Row>({ id, title, columns, rows, rowKey, footer }: { id: string; title: string; columns: readonly SheetColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row) => string; footer?: readonly ReactNode[] }) {
  return (
    <section className="ft-sheet__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <table className="ft-table ft-sheet__table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.number ? 'ft-sheet__number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={column.number ? 'ft-sheet__number' : column.nowrap ? 'ft-sheet__nowrap' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index} data-label={columns[index]?.header} className={columns[index]?.number ? 'ft-sheet__number' : undefined}>{cell}</td>))}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}

/** The figures' columns every table ends with. */
function figureColumns<Row extends TimeSheetFigures>(t: (key: string) => string, format: Formats, withOpen: boolean): SheetColumn<Row>[] {
  return [
    { key: 'visits', header: t('sheet.columns.visits'), number: true, render: (row) => format.count(row.visits) },
    ...(withOpen ? [{ key: 'open', header: t('sheet.columns.open'), number: true, render: (row: Row) => format.count(row.open) }] : []),
    { key: 'onSite', header: t('sheet.columns.onSite'), number: true, render: (row) => format.duration(row.onSiteMs) },
    { key: 'between', header: t('sheet.columns.between'), number: true, render: (row) => format.duration(row.betweenMs) },
    { key: 'hours', header: t('sheet.columns.hours'), number: true, render: (row) => format.hours(row.hours) },
  ];
}

const figureCells = (figures: TimeSheetFigures, format: Formats, withOpen: boolean): ReactNode[] => [
  format.count(figures.visits),
  ...(withOpen ? [format.count(figures.open)] : []),
  format.duration(figures.onSiteMs),
  format.duration(figures.betweenMs),
  format.hours(figures.hours),
];

export const TimeSheetScreen = observer(function TimeSheetScreen() {
  const { t, i18n } = useTranslation(['work', 'common']);
  const language = i18n.language;
  const vm = useViewModel(TimeSheetViewModel);
  useEffect(() => void vm.load(), [vm]);
  const text = useMessageText();
  const format = useFormats(language, vm.timeZone);
  const sheet = vm.shown;
  const range = vm.range.ok ? vm.range.value : null;
  const name = (collaborator: string | null) => (collaborator === null || collaborator === '' ? t('unnamed') : collaborator);
  const span = range ? (range.from.equals(range.to) ? format.longDay(range.from) : t('sheet.span', { from: format.longDay(range.from), to: format.longDay(range.to) })) : '';
  const teamName = vm.team === null ? null : vm.team === '' ? t('sheet.filters.noTeam') : (vm.teamOptions.find((o) => o.value === vm.teamValue)?.name ?? '');
  const who = [teamName === null ? null : t('sheet.whoTeam', { team: teamName }), vm.collaborator === null ? null : t('sheet.whoCollaborator', { name: name(vm.collaborator) })].filter(Boolean).join(' · ') || t('sheet.whoEveryone');
  const unit = vm.period === 'week' ? 'Week' : 'Day';

  const download = () =>
    vm.exportCsv(
      {
        date: t('sheet.columns.date'),
        collaborator: t('sheet.columns.collaborator'),
        firstStart: t('sheet.columns.firstStart'),
        lastFinish: t('sheet.columns.lastFinish'),
        visits: t('sheet.columns.visits'),
        open: t('sheet.columns.open'),
        onSite: t('sheet.csv.onSite'),
        between: t('sheet.csv.between'),
        total: t('sheet.total'),
        unnamed: t('unnamed'),
      },
      language,
    );

  const finish = (day: TimeSheetDay) => {
    if (!day.lastFinish) return t('sheet.none');
    const time = format.time(day.lastFinish);
    return day.lastFinish.toZonedDateTimeISO(vm.timeZone).toPlainDate().equals(day.date) ? time : t('sheet.nextDay', { time });
  };
  const dayColumns: SheetColumn<TimeSheetDay>[] = [
    { key: 'date', header: t('sheet.columns.date'), nowrap: true, render: (day) => format.day(day.date) },
    ...(vm.showsPeople ? [{ key: 'collaborator', header: t('sheet.columns.collaborator'), render: (day: TimeSheetDay) => name(day.collaborator) }] : []),
    { key: 'firstStart', header: t('sheet.columns.firstStart'), nowrap: true, render: (day) => (day.firstStart ? format.time(day.firstStart) : t('sheet.none')) },
    { key: 'lastFinish', header: t('sheet.columns.lastFinish'), nowrap: true, render: finish },
    ...figureColumns<TimeSheetDay>(t, format, true),
  ];

  return (
    <div className="ft-sheet">
      <PageHeader
        title={t('sheet.title')}
        subtitle={t('sheet.subtitle')}
        actions={
          <p className="ft-sheet__links">
            <Link to="/business-clients/dashboard/work-report">{t('title')}</Link>
            <Link to="/business-clients/dashboard/task-reports">{t('taskReports')}</Link>
          </p>
        }
      />
      <section className="ft-card ft-sheet__filters" aria-label={t('sheet.filters.label')}>
        <div className="ft-sheet__fields">
          <SelectField
            label={t('sheet.filters.period')}
            value={vm.period}
            options={(['day', 'week', 'range'] as const).map((period: SheetPeriod) => ({ value: period, label: t(`sheet.filters.${period}`) }))}
            onChange={(period) => void vm.setPeriod(period)}
          />
          {vm.period === 'range' ? (
            <>
              <TextField type="date" label={t('filters.from')} value={vm.from} max={vm.to || undefined} onChange={(value) => void vm.setFrom(value)} />
              <TextField type="date" label={t('filters.to')} value={vm.to} min={vm.from || undefined} onChange={(value) => void vm.setTo(value)} />
            </>
          ) : (
            <TextField type="date" label={t(vm.period === 'week' ? 'sheet.filters.weekDate' : 'sheet.filters.date')} value={vm.date} onChange={(value) => void vm.setDate(value)} />
          )}
          <SelectField
            label={t('sheet.filters.team')}
            value={vm.teamValue}
            options={[{ value: ALL, label: t('sheet.filters.allTeams') }, ...vm.teamOptions.map((o) => ({ value: o.value, label: o.name })), { value: NONE, label: t('sheet.filters.noTeam') }]}
            onChange={(value) => void vm.setTeamValue(value)}
          />
          <SelectField
            label={t('sheet.filters.collaborator')}
            value={vm.collaboratorValue}
            options={[{ value: ALL, label: t('sheet.filters.everyone') }, ...vm.collaboratorOptions.map((o) => ({ value: o.value, label: name(o.name) }))]}
            onChange={(value) => void vm.setCollaboratorValue(value)}
          />
          <SelectField
            label={t('sheet.filters.separator')}
            value={vm.separator}
            options={CHOSEN_SEPARATORS.map((separator) => ({ value: separator, label: t(separator === ';' ? 'sheet.filters.semicolon' : 'sheet.filters.comma') }))}
            onChange={(separator) => vm.setSeparator(separator)}
            hint={t('sheet.filters.separatorHint')}
          />
        </div>
        <div className="ft-sheet__actions">
          {vm.period !== 'range' && (
            <div className="ft-sheet__steps" role="group" aria-label={t('sheet.filters.steps')}>
              <Button size="small" variant="secondary" onClick={() => void vm.step(-1)}>
                {t(`sheet.filters.previous${unit}`)}
              </Button>
              <Button size="small" variant="secondary" onClick={() => void vm.toToday()}>
                {t(vm.period === 'week' ? 'sheet.filters.thisWeek' : 'sheet.filters.today')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => void vm.step(1)}>
                {t(`sheet.filters.next${unit}`)}
              </Button>
            </div>
          )}
          <div className="ft-sheet__buttons">
            <Button size="small" onClick={download} disabled={!sheet || vm.loading}>
              {t('sheet.download')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => window.print()} disabled={!sheet || vm.loading}>
              {t('sheet.print')}
            </Button>
          </div>
        </div>
        {vm.rangeProblem && <Alert tone="error">{text(vm.rangeProblem)}</Alert>}
      </section>

      {vm.loading ? (
        <WaitingText>{t('sheet.loading')}</WaitingText>
      ) : (
        sheet && (
          <article className="ft-sheet__paper" aria-labelledby="sheet-heading">
            <h2 id="sheet-heading" className="ft-sheet__heading">
              {t('sheet.heading', { range: span })}
            </h2>
            <p className="ft-sheet__who">
              {who} · {t('sheet.zone', { zone: vm.timeZone })}
            </p>
            <dl className="ft-sheet__totals" aria-label={t('sheet.kpi.label')}>
              <div>
                <dt>{t('sheet.kpi.onSite')}</dt>
                <dd>
                  {format.duration(sheet.total.onSiteMs)} <small>({format.hours(sheet.total.hours)})</small>
                </dd>
              </div>
              <div>
                <dt>{t('sheet.kpi.between')}</dt>
                <dd>{format.duration(sheet.total.betweenMs)}</dd>
              </div>
              <div>
                <dt>{t('sheet.kpi.visits')}</dt>
                <dd>{format.count(sheet.total.visits)}</dd>
              </div>
              <div>
                <dt>{t('sheet.kpi.open')}</dt>
                <dd>{format.count(sheet.total.open)}</dd>
              </div>
            </dl>
            {sheet.days.length === 0 ? (
              <p className="ft-empty">{t('sheet.empty')}</p>
            ) : (
              <>
                {vm.showsTeams && (
                  <SheetTable
                    id="sheet-teams"
                    title={t('sheet.teams')}
                    columns={[{ key: 'team', header: t('sheet.columns.team'), render: (team: (typeof sheet.teams)[number]) => team.name ?? t('sheet.noTeam') }, ...figureColumns(t, format, true)]}
                    rows={sheet.teams}
                    rowKey={(team) => team.id}
                    footer={[t('sheet.total'), ...figureCells(sheet.total, format, true)]}
                  />
                )}
                {vm.showsPeople && (
                  <SheetTable
                    id="sheet-people"
                    title={t('sheet.people')}
                    columns={[{ key: 'name', header: t('sheet.columns.collaborator'), render: (person: (typeof sheet.people)[number]) => name(person.name) }, ...figureColumns(t, format, true)]}
                    rows={sheet.people}
                    rowKey={(person) => person.name}
                    footer={[t('sheet.total'), ...figureCells(sheet.total, format, true)]}
                  />
                )}
                <SheetTable
                  id="sheet-days"
                  title={t('sheet.days')}
                  columns={dayColumns}
                  rows={sheet.days}
                  rowKey={(day) => `${day.date.toString()}:${day.collaborator}`}
                  footer={[t('sheet.total'), ...Array.from({ length: dayColumns.length - 6 }, () => ''), ...figureCells(sheet.total, format, true)]}
                />
              </>
            )}
            <p className="ft-sheet__rules">{t('sheet.rules')}</p>
          </article>
        )
      )}
    </div>
  );
});
