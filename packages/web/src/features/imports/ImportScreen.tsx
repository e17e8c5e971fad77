// /business-clients/import, /business-services/import, /business-colaborators/import
import { IMPORT_FIELDS, REQUIRED_FIELDS, ROUTES, type CheckedRow, type ImportField, type ImportKind } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { useMessageText } from '../../shared/use-message-text';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmailText } from '../../ui/EmailText';
import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { Toolbar } from '../../ui/Toolbar';
import { WaitingText } from '../../ui/WaitingText';
import { fieldLabel, noteText, problemText } from './import-texts';
import { COLUMNS_SHOWN, ImportViewModel, type ReviewTab } from './import.view-model';
import './imports.css';

const NONE = '__none';
/** What the file picker offers: text files (CSV, Excel's Unicode Text) and Excel workbooks. */
const ACCEPTED_FILES = '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ChooseFile = observer(function ChooseFile({ vm }: { vm: ImportViewModel }) {
  const { t } = useTranslation('transfer');
  const text = useMessageText();
  const id = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void vm.chooseFile({ name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) });
  };
  const required = (REQUIRED_FIELDS[vm.kind] as readonly string[]).map((field) => text(fieldLabel(vm.kind, field)));
  return (
    <Card className="ft-import-card">
      <h2 className="ft-section__title">{t('file.title')}</h2>
      <p>{t('file.intro', { fields: required.join(', ') })}</p>
      <p className="ft-field__hint">{t('file.formats')}</p>
      <div className="ft-field">
        <label className="ft-field__label" htmlFor={id}>
          {t('file.choose')}
        </label>
        <input id={id} className="ft-file-input" type="file" accept={ACCEPTED_FILES} onChange={onFile} />
      </div>
      {vm.reading !== null && <WaitingText>{t('file.reading', { file: vm.reading })}</WaitingText>}
      {vm.fileProblem && <Alert tone="error">{text(vm.fileProblem)}</Alert>}
    </Card>
  );
});

/**
 * The team every row joins, asked for when no column names the rows' teams: every client belongs
 * to a team, and without one every row would be refused for it.
 */
const TeamForAllRows = observer(function TeamForAllRows({ vm }: { vm: ImportViewModel }) {
  const { t } = useTranslation('transfer');
  const titleId = useId();
  return (
    <section className="ft-import-team" aria-labelledby={titleId}>
      <h3 id={titleId} className="ft-import-team__title">
        {t('map.teamTitle')}
      </h3>
      <p>{t('map.teamWhy')}</p>
      {vm.teamsLoaded && vm.teams.length === 0 ? (
        <Alert tone="error">
          {t('map.noTeams')} <Link to={ROUTES.businessTeam}>{t('map.teamsPage')}</Link>
        </Alert>
      ) : (
        <SelectField
          label={t('map.teamForAll')}
          value={vm.defaultTeamId ?? ''}
          placeholder={t('map.chooseTeam')}
          options={vm.teams.map((team) => ({ value: team.id, label: team.name }))}
          onChange={(value) => vm.setDefaultTeam(value)}
        />
      )}
    </section>
  );
});

const MapColumns = observer(function MapColumns({ vm }: { vm: ImportViewModel }) {
  const { t } = useTranslation('transfer');
  const text = useMessageText();
  const sheet = vm.sheet!;
  const fields = IMPORT_FIELDS[vm.kind] as readonly ImportField[];
  const options = [{ value: NONE, label: t('map.leaveOut') }, ...fields.map((field) => ({ value: field as string, label: text(fieldLabel(vm.kind, field)) }))];
  const waitsId = useId();
  const columnsId = useId();
  const hidden = sheet.headers.length - COLUMNS_SHOWN;
  return (
    <Card className="ft-import-card">
      <h2 className="ft-section__title">{t('map.title')}</h2>
      <p>{t('map.intro', { file: vm.fileName, count: sheet.rows.length })}</p>
      <div className="ft-import-mapping" id={columnsId}>
        {sheet.headers.slice(0, vm.shownColumns).map((header, column) => (
          <div className="ft-import-mapping__row" key={`${column}-${header}`}>
            <SelectField
              label={t('map.column', { header: header || t('map.untitled', { n: column + 1 }) })}
              value={vm.mapping[column] ?? NONE}
              options={options}
              onChange={(value) => vm.setField(column, value === NONE ? null : (value as ImportField))}
            />
            <span className="ft-field__hint ft-import-mapping__sample">{vm.sample.map((cells) => cells[column] ?? '').filter((cell) => cell.trim() !== '').slice(0, 2).join(' · ')}</span>
          </div>
        ))}
      </div>
      {hidden > 0 && (
        <div className="ft-import-more">
          <Button variant="secondary" size="small" aria-expanded={vm.allColumnsShown} aria-controls={columnsId} onClick={() => vm.showAllColumns(!vm.allColumnsShown)}>
            {vm.allColumnsShown ? t('map.fewerColumns', { count: COLUMNS_SHOWN }) : t('map.moreColumns', { count: hidden })}
          </Button>
          {!vm.allColumnsShown && vm.hiddenMatched > 0 && <span className="ft-field__hint">{t('map.hiddenMatched', { count: vm.hiddenMatched })}</span>}
        </div>
      )}
      {vm.needsTeamForAllRows ? (
        <TeamForAllRows vm={vm} />
      ) : (
        vm.kind === 'clients' && (
          <SelectField
            label={t('map.defaultTeam')}
            value={vm.defaultTeamId ?? NONE}
            options={[{ value: NONE, label: t('map.noDefaultTeam') }, ...vm.teams.map((team) => ({ value: team.id, label: team.name }))]}
            onChange={(value) => vm.setDefaultTeam(value === NONE ? null : value)}
          />
        )
      )}
      {!vm.canCheck && (
        <p id={waitsId} className="ft-import-waits">
          {vm.missing.length > 0 ? t('map.missing', { fields: vm.missing.map((field) => text(fieldLabel(vm.kind, field))).join(', ') }) : t('map.teamMissing')}
        </p>
      )}
      <div className="ft-page-actions">
        <Button variant="secondary" onClick={() => vm.backToFile()}>
          {t('map.otherFile')}
        </Button>
        <Button onClick={() => void vm.check()} disabled={!vm.canCheck} aria-describedby={vm.canCheck ? undefined : waitsId}>
          {t('map.check')}
        </Button>
      </div>
    </Card>
  );
});

const Checking = observer(function Checking({ vm }: { vm: ImportViewModel }) {
  const { t } = useTranslation('transfer');
  return (
    <Card className="ft-import-card">
      <WaitingText>{t('review.checking', { done: vm.checked.done, total: vm.checked.total })}</WaitingText>
      <progress className="ft-progress" max={Math.max(vm.checked.total, 1)} value={vm.checked.done} aria-label={t('review.checkingLabel')} />
    </Card>
  );
});

/**
 * The cells a row is known by: the kind's first three fields, each whole on its own line on a
 * phone (a phone number is not split at its hyphen, an e-mail breaks after its @ if at all).
 */
const rowTitle = (vm: ImportViewModel, row: CheckedRow<unknown>): ReactNode => {
  const cells = (IMPORT_FIELDS[vm.kind] as readonly ImportField[]).slice(0, 3).flatMap((field) => {
    const column = vm.mapping.indexOf(field);
    const cell = column === -1 ? '' : (row.cells[column] ?? '').replace(/\s+/g, ' ').trim();
    return cell === '' ? [] : [cell];
  });
  if (cells.length === 0) return '…';
  return (
    <span className="ft-import-row">
      {cells.map((cell, i) => (
        <span key={i} className="ft-import-row__cell">
          <EmailText email={cell} />
        </span>
      ))}
    </span>
  );
};

const Review = observer(function Review({ vm }: { vm: ImportViewModel }) {
  const { t, i18n } = useTranslation('transfer');
  const text = useMessageText();
  const labels = usePaginationLabels();
  const format = { language: i18n.language, timeZone: vm.zone };
  const counts = vm.verdicts;
  const tabs: ReviewTab[] = ['import', 'fix', 'duplicate'];
  const columns: Column<CheckedRow<unknown>>[] = [
    { key: 'line', header: t('review.line'), label: t('review.line'), render: (row) => row.line },
    { key: 'row', header: t('review.row'), label: t('review.row'), render: (row) => rowTitle(vm, row), wide: true },
    {
      key: 'what',
      header: t(`review.what.${vm.tab}`),
      label: t(`review.what.${vm.tab}`),
      render: (row) => {
        const v = row.verdict;
        if (v.kind === 'fix')
          return (
            <ul className="ft-import-reasons">
              {v.problems.map((p, i) => (
                <li key={i}>
                  <strong>{text(fieldLabel(vm.kind, p.field))}</strong>: {text(problemText(p, format))}
                </li>
              ))}
            </ul>
          );
        if (v.kind === 'duplicate') {
          const of = v.of.kind === 'existing' ? t('review.duplicateOfExisting', { name: v.of.name }) : t('review.duplicateOfRow', { line: v.of.line });
          return (
            <div className="ft-import-duplicate">
              <span>
                {of} ({t(`review.by.${v.by}`)})
              </span>
              {vm.canUpdate(row) ? (
                <label className="ft-checkbox">
                  <input type="checkbox" checked={vm.updates.has(row.line)} onChange={() => vm.toggleUpdate(row.line)} />
                  <span>{t('review.update')}</span>
                </label>
              ) : (
                <span className="ft-field__hint">{t('review.skipped')}</span>
              )}
            </div>
          );
        }
        return v.notes.length === 0 ? <span className="ft-field__hint">{t('review.ready')}</span> : v.notes.map((note, i) => <span key={i} className="ft-import-note">{text(noteText(note))}</span>);
      },
    },
  ];
  return (
    <Card className="ft-import-card">
      <h2 className="ft-section__title">{t('review.title')}</h2>
      <p>{t('review.summary', { import: counts.import, fix: counts.fix, duplicate: counts.duplicate })}</p>
      <div className="ft-import-tabs" role="group" aria-label={t('review.tabs')}>
        {tabs.map((tab) => (
          <Button key={tab} variant={vm.tab === tab ? 'primary' : 'secondary'} size="small" aria-pressed={vm.tab === tab} onClick={() => vm.setTab(tab)}>
            {t(`review.tab.${tab}`, { count: counts[tab] })}
          </Button>
        ))}
      </div>
      {vm.tab === 'duplicate' && vm.updatableCount > 0 && (
        <Toolbar>
          <Button variant="secondary" size="small" onClick={() => vm.updateAll(true)}>
            {t('review.updateAll')}
          </Button>
          <Button variant="secondary" size="small" onClick={() => vm.updateAll(false)}>
            {t('review.skipAll')}
          </Button>
        </Toolbar>
      )}
      {vm.tab === 'fix' && counts.fix > 0 && <p className="ft-field__hint">{t('review.fixHint')}</p>}
      <Table caption={t(`review.tab.${vm.tab}`, { count: counts[vm.tab] })} columns={columns} rows={vm.pageRows} rowKey={(row) => String(row.line)} empty={t('review.empty')} />
      <Pagination page={vm.page} pageCount={vm.pageCount} onChange={(page) => vm.setPage(page)} labels={labels} />
      <div className="ft-page-actions">
        <Button variant="secondary" onClick={() => vm.backToMapping()}>
          {t('review.back')}
        </Button>
        <Button onClick={() => void vm.start()} disabled={vm.toSend === 0}>
          {t('review.start', { count: vm.toSend })}
        </Button>
      </div>
    </Card>
  );
});

const Sending = observer(function Sending({ vm }: { vm: ImportViewModel }) {
  const { t } = useTranslation('transfer');
  const text = useMessageText();
  const counts = vm.counts;
  if (!counts) return null;
  return (
    <Card className="ft-import-card">
      <h2 className="ft-section__title">{t(`send.title.${vm.status ?? 'paused'}`)}</h2>
      {vm.stored && <p className="ft-field__hint">{t('send.file', { file: vm.stored.job.fileName })}</p>}
      <progress className="ft-progress" max={Math.max(counts.total, 1)} value={counts.done + counts.refused} aria-label={t('send.progressLabel')} />
      <p aria-live="polite">{t('send.counts', { done: counts.done, total: counts.total, refused: counts.refused, percent: vm.percent })}</p>
      {vm.toFixCount > 0 && <p className="ft-field__hint">{t('send.notSent', { count: vm.toFixCount })}</p>}
      {vm.status === 'interrupted' && <Alert tone="info">{t('send.interrupted')}</Alert>}
      <div className="ft-page-actions">
        {vm.status === 'running' && (
          <Button variant="secondary" onClick={() => vm.pause()}>
            {t('send.pause')}
          </Button>
        )}
        {(vm.status === 'paused' || vm.status === 'interrupted') && <Button onClick={() => void vm.resume()}>{t('send.resume')}</Button>}
        {vm.refusedCount > 0 && vm.status !== 'running' && (
          <Button variant="secondary" onClick={() => void vm.downloadRefused(text, t('send.reasonColumn'))}>
            {t('send.download', { count: vm.refusedCount })}
          </Button>
        )}
        {vm.status !== 'running' && (
          <Button variant="secondary" onClick={() => void vm.startOver()}>
            {vm.status === 'finished' ? t('send.another') : t('send.discard')}
          </Button>
        )}
      </div>
    </Card>
  );
});

export const ImportScreen = observer(function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('transfer');
  const vm = useViewModel(ImportViewModel);
  useEffect(() => {
    void vm.open(kind);
    return () => vm.dispose();
  }, [vm, kind]);
  return (
    <>
      <PageHeader title={t(`title.${kind}`)} subtitle={t('subtitle')} />
      {vm.step === 'choose' && <ChooseFile vm={vm} />}
      {vm.step === 'map' && <MapColumns vm={vm} />}
      {vm.step === 'checking' && <Checking vm={vm} />}
      {vm.step === 'review' && <Review vm={vm} />}
      {vm.step === 'sending' && <Sending vm={vm} />}
    </>
  );
});
