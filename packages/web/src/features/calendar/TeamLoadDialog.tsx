// The calendar's "Team load": the button, and the dialog with a week of each team's hours booked
// per day against the day's capacity, with the reserve it is measured with and the visits counted
// at an hour for want of a service duration (TeamLoadViewModel).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/DiProvider';
import type { LoadCell, TeamLoadRow } from '@fieldteam/core';
import { formatPercent, numberFormat } from '../../shared/format';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { Table, type Column } from '../../ui/Table';
import { WaitingText } from '../../ui/WaitingText';
import { formatShortDate } from '../../shared/format';
import { RESERVE_CHOICES, TeamLoadViewModel } from './team-load.view-model';
import './calendar-tools.css';

/** How many clients without a duration the note names. */
const NAMED_CLIENTS = 4;

export const TeamLoadDialog = observer(function TeamLoadDialog() {
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  const text = useMessageText();
  const vm = useViewModel(TeamLoadViewModel);
  const hours = (minutes: number) => numberFormat(language, { maximumFractionDigits: 1 }).format(minutes / 60);
  const cellText = (c: LoadCell) => (c.percent === null ? t('load.closedCell', { booked: hours(c.bookedMinutes) }) : t('load.cell', { booked: hours(c.bookedMinutes), capacity: hours(c.capacityMinutes), percent: c.percent }));
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
  const { visits: defaulted, clients } = vm.defaulted;
  // A few names, then how many more: the note stays a line or two.
  const named = clients.length > NAMED_CLIENTS ? [...clients.slice(0, NAMED_CLIENTS - 1), t('load.moreClients', { count: clients.length - NAMED_CLIENTS + 1 })] : clients;
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
        <div className="ft-load__reserve">
          <SelectField<number>
            label={t('load.reserve')}
            hint={t('load.reserveHint')}
            value={vm.reservePercent}
            options={RESERVE_CHOICES.map((percent) => ({ value: percent, label: formatPercent(percent, language) }))}
            onChange={(percent) => vm.setReserve(percent)}
          />
        </div>
        {defaulted > 0 ? <p className="ft-load__defaulted">{t('load.defaulted', { count: defaulted, clients: new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(named) })}</p> : null}
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
