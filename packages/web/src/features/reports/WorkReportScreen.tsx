// /business-clients/dashboard/work-report: the range and grouping, the totals, three
// charts each with its table beside it, and the range's visits with a CSV export.
import type { WorkedVisit } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import { dateFormat, numberFormat } from '../../shared/format';
import { useMessageText } from '../../shared/use-message-text';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { formatInstant } from '../../shared/format';
import type { ChartSeries } from './WorkChart';
import { WorkReportViewModel } from './work-report.view-model';
import './work-report.css';

// The chart library is fetched once the figures are on the screen, not before the screen can draw:
// the tables beside the charts carry the same figures meanwhile.
const WorkChart = lazy(() => import('./WorkChart').then(({ WorkChart }) => ({ default: WorkChart })));

/** Okabe–Ito colours (told apart with colour-blindness too); grey is everyone else. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442'];
const OTHERS = '#8A8F98';
const OUTCOME_COLOURS = { finished: '#009E73', cancelled: '#D55E00' } as const;

/** A day as a Date at noon UTC, formatted in UTC: the browser's time zone never shifts it. */
const utcNoon = (date: Temporal.PlainDate) => new Date(Date.UTC(date.year, date.month - 1, date.day, 12));

function useFormats(language: string) {
  return useMemo(() => {
    const hours = numberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 });
    const minutes = numberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 0 });
    const count = numberFormat(language, { maximumFractionDigits: 0 });
    // Shared formatters: a Temporal date's own toLocaleString builds one per call (a table of
    // periods made hundreds).
    const date = (options: Intl.DateTimeFormatOptions) => {
      const format = dateFormat(language, { ...options, timeZone: 'UTC' });
      return (value: Temporal.PlainDate) => format.format(utcNoon(value));
    };
    const weekTick = date({ day: 'numeric', month: 'short' });
    const monthTick = date({ month: 'short', year: 'numeric' });
    return {
      hours: (value: number) => hours.format(value),
      minutes: (value: number) => minutes.format(value),
      count: (value: number) => count.format(value),
      /** "3 Nov" for a week, "Nov 2026" for a month: short, for the chart's axis. */
      tick: (start: Temporal.PlainDate, grain: 'week' | 'month') => (grain === 'week' ? weekTick(start) : monthTick(start)),
      day: date({ day: 'numeric', month: 'short', year: 'numeric' }),
      month: date({ month: 'long', year: 'numeric' }),
    };
  }, [language]);
}

export const WorkReportScreen = observer(function WorkReportScreen() {
  const { t, i18n } = useTranslation(['work', 'common']);
  const language = i18n.language;
  const vm = useViewModel(WorkReportViewModel);
  useEffect(() => void vm.load(), [vm]);
  const text = useMessageText();
  const format = useFormats(language);
  const labels = usePaginationLabels();
  const periodName = (start: Temporal.PlainDate) => (vm.grain === 'week' ? t('weekOf', { date: format.day(start) }) : format.month(start));
  const ticks = (periods: readonly Temporal.PlainDate[]) => periods.map((start) => format.tick(start, vm.grain));

  // The figures are drawn in a deferred render, which React splits into short tasks: the three
  // tables and the visits drawn in one went over the 200 ms a tap may wait, on a slow phone.
  const drawn = useDeferredValue(!vm.loading, false);
  const hours = vm.hours;
  const outcomes = vm.outcomes;
  const duration = vm.duration;
  const seriesName = (name: string | null) => (name === null ? t('others') : name === '' ? t('unnamed') : name);
  const hoursTitle = t(vm.grouping === 'collaborator' ? 'hours.collaborator' : 'hours.client');
  const hoursSeries: ChartSeries[] = (hours?.series ?? []).map((s, index) => ({ label: seriesName(s.name), values: s.hours, colour: s.name === null ? OTHERS : PALETTE[index % PALETTE.length]! }));
  const outcomeSeries: ChartSeries[] = outcomes
    ? [
        { label: t('outcomes.finished'), values: outcomes.finished, colour: OUTCOME_COLOURS.finished },
        { label: t('outcomes.cancelled'), values: outcomes.cancelled, colour: OUTCOME_COLOURS.cancelled },
      ]
    : [];
  const durationSeries: ChartSeries[] = duration ? [{ label: t('duration.series'), values: duration.minutes, colour: PALETTE[0]! }] : [];

  const exportCsv = () =>
    void vm.exportCsv(
      { date: t('rows.date'), client: t('rows.client'), collaborator: t('rows.collaborator'), started: t('rows.started'), finished: t('rows.finished'), hours: t('rows.hours'), observation: t('rows.observation') },
      language,
    );

  return (
    <div className="ft-work">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={
          <p className="ft-work__links">
            <Link to="/business-clients/dashboard/task-reports">{t('taskReports')}</Link>
            <Link to="/business-clients/dashboard/time-sheet">{t('sheet.open')}</Link>
          </p>
        }
      />
      <section className="ft-card ft-work__filters" aria-label={t('filters.label')}>
        <div className="ft-work__dates">
          <TextField type="date" label={t('filters.from')} value={vm.from} max={vm.to || undefined} onChange={(value) => void vm.setFrom(value)} />
          <TextField type="date" label={t('filters.to')} value={vm.to} min={vm.from || undefined} onChange={(value) => void vm.setTo(value)} />
          <SelectField
            label={t('filters.grain')}
            value={vm.grain}
            options={[
              { value: 'week' as const, label: t('filters.week') },
              { value: 'month' as const, label: t('filters.month') },
            ]}
            onChange={(grain) => void vm.setGrain(grain)}
          />
          <SelectField
            label={t('filters.grouping')}
            value={vm.grouping}
            options={[
              { value: 'collaborator' as const, label: t('filters.collaborator') },
              { value: 'client' as const, label: t('filters.client') },
            ]}
            onChange={(grouping) => void vm.setGrouping(grouping)}
          />
        </div>
        <div className="ft-work__presets" role="group" aria-label={t('filters.presets')}>
          {(['thisMonth', 'last3Months', 'last12Months'] as const).map((preset) => (
            <Button key={preset} size="small" variant="secondary" onClick={() => void vm.usePreset(preset)}>
              {t(`filters.${preset}`)}
            </Button>
          ))}
          <Button size="small" onClick={exportCsv} disabled={vm.rangeProblem !== null || vm.loading || vm.exporting}>
            {t('export')}
          </Button>
        </div>
        {vm.rangeProblem && <Alert tone="error">{text(vm.rangeProblem)}</Alert>}
      </section>

      {vm.loading || !drawn ? (
        <WaitingText>{t('loading')}</WaitingText>
      ) : (
        hours &&
        outcomes &&
        duration && (
          <>
            <dl className="ft-work__totals" aria-label={t('kpi.label')}>
              <div>
                <dt>{t('kpi.hours')}</dt>
                <dd>{format.hours(hours.total)}</dd>
              </div>
              <div>
                <dt>{t('kpi.finished')}</dt>
                <dd>{format.count(outcomes.totals.finished)}</dd>
              </div>
              <div>
                <dt>{t('kpi.cancelled')}</dt>
                <dd>{format.count(outcomes.totals.cancelled)}</dd>
              </div>
              <div>
                <dt>{t('kpi.average')}</dt>
                <dd>{duration.overall === null ? t('none') : format.minutes(duration.overall)}</dd>
              </div>
            </dl>
            <ChartWithTable
              title={hoursTitle}
              periods={hours.periods}
              periodName={periodName}
              ticks={ticks(hours.periods)}
              series={hoursSeries}
              kind="lines"
              format={format.hours}
              totals={hours.series.map((s) => s.total)}
            />
            <ChartWithTable
              title={t('outcomes.title')}
              periods={outcomes.periods}
              periodName={periodName}
              ticks={ticks(outcomes.periods)}
              series={outcomeSeries}
              kind="bars"
              format={format.count}
              totals={[outcomes.totals.finished, outcomes.totals.cancelled]}
            />
            <ChartWithTable
              title={t('duration.title')}
              periods={duration.periods}
              periodName={periodName}
              ticks={ticks(duration.periods)}
              series={durationSeries}
              kind="bars"
              format={format.minutes}
              totals={[duration.overall]}
            />
            <VisitRows vm={vm} format={format} />
            <Pagination page={vm.page} pageCount={vm.pageCount} onChange={(page) => void vm.setPage(page)} labels={labels} />
          </>
        )
      )}
    </div>
  );
});

interface ChartWithTableProps {
  readonly title: string;
  readonly periods: readonly Temporal.PlainDate[];
  readonly periodName: (start: Temporal.PlainDate) => string;
  readonly ticks: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly kind: 'bars' | 'lines';
  readonly format: (value: number) => string;
  /** Each series' figure for the whole range (a sum, or the overall average). */
  readonly totals: readonly (number | null)[];
}

/** A chart with the same figures as a table beside it (below it on a phone). */
const ChartWithTable = observer(function ChartWithTable({ title, periods, periodName, ticks, series, kind, format, totals }: ChartWithTableProps) {
  const { t } = useTranslation('work');
  const headingId = `work-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const cell = (value: number | null | undefined) => (value === null || value === undefined ? t('none') : format(value));
  // The chart is redrawn only when what it shows changes, not on every render.
  const chart = useMemo(() => ({ label: t('chart', { title }), periods: ticks, series, kind, format }), [t, title, ticks.join('|'), JSON.stringify(series), kind, format]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="ft-card ft-work__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="ft-work__pair">
        {series.length > 0 ? (
          <Suspense fallback={<div className="ft-work-chart" role="img" aria-label={chart.label} />}>
            <WorkChart {...chart} />
          </Suspense>
        ) : (
          <p className="ft-empty">{t('rows.empty')}</p>
        )}
        <div className="ft-work__table" role="region" aria-label={t('figures', { title })} tabIndex={0}>
          <table className="ft-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('period')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="ft-work__number">
                    <span className="ft-work__swatch" style={{ background: s.colour }} aria-hidden="true" />
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((start, row) => (
                <tr key={start.toString()}>
                  <th scope="row">{periodName(start)}</th>
                  {series.map((s) => (
                    <td key={s.label} className="ft-work__number">
                      {cell(s.values[row])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('total')}</th>
                {series.map((s, index) => (
                  <td key={s.label} className="ft-work__number">
                    {cell(totals[index])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  );
});

const VisitRows = observer(function VisitRows({ vm, format }: { vm: WorkReportViewModel; format: ReturnType<typeof useFormats> }) {
  const zoneText = useMessageText();
  const { t, i18n } = useTranslation('work');
  const when = (instant: Temporal.Instant | null) => (instant ? formatInstant(instant, i18n.language, vm.timeZone) : t('none'));
  const columns: Column<WorkedVisit>[] = [
    { key: 'date', header: t('rows.date'), label: t('rows.date'), render: (v) => format.day(v.date) },
    { key: 'client', header: t('rows.client'), label: t('rows.client'), render: (v) => v.clientName },
    { key: 'collaborator', header: t('rows.collaborator'), label: t('rows.collaborator'), render: (v) => v.collaborator ?? t('unnamed') },
    { key: 'started', header: t('rows.started'), label: t('rows.started'), render: (v) => when(v.startedAt) },
    { key: 'finished', header: t('rows.finished'), label: t('rows.finished'), render: (v) => when(v.finishedAt) },
    { key: 'hours', header: t('rows.hours'), label: t('rows.hours'), align: 'end', render: (v) => (v.minutes === null ? t('none') : format.hours(v.minutes / 60)) },
  ];
  return (
    <section className="ft-work__rows" aria-labelledby="work-rows">
      <h2 id="work-rows">{t('rows.title')}</h2>
      {vm.zones.note ? <p className="ft-field__hint">{zoneText(vm.zones.note)}</p> : null}
      <Table caption={t('rows.title')} columns={columns} rows={vm.pageRows} rowKey={(v) => v.key} empty={t('rows.empty')} />
    </section>
  );
});
