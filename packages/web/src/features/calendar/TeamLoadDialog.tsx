// The calendar's "Team load": the button, and the dialog with a week of each team's hours booked
// per day against the business's open hours (TeamLoadViewModel).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import { numberFormat } from '../../shared/format';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Table, type Column } from '../../ui/Table';
import { WaitingText } from '../../ui/WaitingText';
import { formatShortDate } from '../../shared/format';
import { TeamLoadViewModel, type LoadCell, type TeamLoadRow } from './team-load.view-model';
import './calendar-tools.css';

export const TeamLoadDialog = observer(function TeamLoadDialog() {
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  const text = useMessageText();
  const vm = useViewModel(TeamLoadViewModel);
  const hours = (minutes: number) => numberFormat(language, { maximumFractionDigits: 1 }).format(minutes / 60);
  const cellText = (c: LoadCell) => (c.percent === null ? t('load.closedCell', { booked: hours(c.bookedMinutes) }) : t('load.cell', { booked: hours(c.bookedMinutes), open: hours(c.openMinutes), percent: c.percent }));
  const cellOf = (c: LoadCell) => (c.bookedMinutes === 0 && c.percent === null ? '—' : <span className={c.over ? 'ft-load__over' : undefined}>{cellText(c)}</span>);
  const weekday = (i: number) => {
    const day = vm.days[i]!;
    return day.toLocaleString(language, { weekday: 'short', day: 'numeric', month: 'short' });
  };
  const columns: Column<TeamLoadRow>[] = [
    { key: 'team', header: t('load.team'), label: t('load.team'), render: (row) => row.teamName ?? t('load.noTeam') },
    ...vm.days.map((_, i) => ({ key: `d${i}`, header: weekday(i), label: weekday(i), render: (row: TeamLoadRow) => cellOf(row.days[i]!) })),
    { key: 'week', header: t('load.week'), label: t('load.week'), render: (row) => cellOf(row.week) },
  ];
  const title = t('load.title', { day: formatShortDate(vm.monday, language) });
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => void vm.show()}>
        {t('load.open')}
      </Button>
      <Dialog
        open={vm.open}
        title={title}
        onClose={() => vm.close()}
        actions={
          <>
            <Button variant="secondary" onClick={() => void vm.previousWeek()}>
              {t('load.previous')}
            </Button>
            <Button variant="secondary" onClick={() => void vm.nextWeek()}>
              {t('load.next')}
            </Button>
            <Button onClick={() => vm.close()}>{t('load.close')}</Button>
          </>
        }
      >
        <p>{t('load.intro')}</p>
        {vm.problem ? <Alert tone="error">{text(vm.problem)}</Alert> : null}
        {vm.loading && !vm.load ? (
          <WaitingText>{t('load.loading')}</WaitingText>
        ) : (
          // A wide week scrolls sideways here; focusable so the keyboard can scroll it.
          <div className="ft-load" aria-busy={vm.loading} tabIndex={0} role="region" aria-label={title}>
            <Table caption={title} columns={columns} rows={vm.rows} rowKey={(row) => row.teamId ?? ''} empty={t('load.empty')} />
          </div>
        )}
      </Dialog>
    </>
  );
});
