// /business-clients/dashboard/today: the owner's live board. It refreshes when the page comes back
// into view or focus and every minute; the table stays as it is while a refresh runs (the
// view-model keeps the board shown), so nothing flickers.
import type { TeamBoard } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import { formatPrice } from '../../shared/format';
import { formatTime } from '../../shared/format';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { Table, type Column } from '../../ui/Table';
import { WaitingText } from '../../ui/WaitingText';
import { BOARD_REFRESH_MS, LiveBoardViewModel } from './live-board.view-model';
import './board.css';

const timeOfMinute = (minute: number) => Temporal.PlainDateTime.from({ year: 2000, month: 1, day: 1, hour: Math.floor(minute / 60), minute: minute % 60 });

export const LiveBoardScreen = observer(function LiveBoardScreen() {
  const zoneText = useMessageText();
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  const text = useMessageText();
  const vm = useViewModel(LiveBoardViewModel);
  useEffect(() => {
    void vm.refresh();
    const refresh = () => {
      if (document.visibilityState === 'visible') void vm.refresh();
    };
    const timer = window.setInterval(refresh, BOARD_REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [vm]);

  const totals = vm.totals;
  return (
    <>
      <PageHeader title={t('board.title')} subtitle={t('board.subtitle')} />
      <section className="ft-card" aria-busy={vm.loading}>
        {vm.zones.note ? <p className="ft-field__hint">{zoneText(vm.zones.note)}</p> : null}
        {vm.problem ? <Alert tone="error">{t('board.stale', { message: text(vm.problem) })}</Alert> : null}
        {vm.loading && !vm.board ? (
          <WaitingText>{t('board.loading')}</WaitingText>
        ) : (
          <>
            <dl className="ft-board__totals" aria-label={t('board.allTeams')}>
              {(['done', 'inProgress', 'pending', 'late', 'cancelled'] as const).map((key) => (
                <div key={key}>
                  <dt>{t(`board.${key}`)}</dt>
                  <dd data-testid={`board-total-${key}`}>{totals[key]}</dd>
                </div>
              ))}
              <div>
                <dt>{t('board.takings')}</dt>
                <dd data-testid="board-total-takings">{formatPrice(totals.takings, language, vm.currency)}</dd>
              </div>
            </dl>
            <p className="ft-board__note">{t('board.takingsNote')}</p>
            <BoardTable teams={vm.board?.teams ?? NO_TEAMS} currency={vm.currency} />
          </>
        )}
      </section>
    </>
  );
});

const NO_TEAMS: readonly TeamBoard[] = [];

/**
 * Each team's line, drawn in a deferred render that React splits into short tasks, just after the
 * totals: drawn with them, the teams' table was a task too long for a tap on a slow phone. A
 * refresh draws over the table shown, which stays until then.
 */
function BoardTable({ teams: latest, currency }: { teams: readonly TeamBoard[]; currency: string | null }) {
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  const teams = useDeferredValue(latest, null);
  if (teams === null) return null;
  const count = (key: 'done' | 'inProgress' | 'pending' | 'cancelled' | 'late'): Column<TeamBoard> => ({
    key,
    header: t(`board.${key}`),
    label: t(`board.${key}`),
    align: 'end',
    render: (team) => <span className={key === 'late' && team.late > 0 ? 'ft-board__late' : undefined}>{team[key]}</span>,
  });
  const columns: Column<TeamBoard>[] = [
    { key: 'team', header: t('board.team'), label: t('board.team'), render: (team) => team.teamName ?? t('board.noTeam') },
    count('done'),
    count('inProgress'),
    count('pending'),
    count('late'),
    count('cancelled'),
    {
      key: 'next',
      header: t('board.nextStop'),
      label: t('board.nextStop'),
      render: (team) =>
        team.nextStop ? (
          <>
            {t('board.nextAt', { time: formatTime(timeOfMinute(team.nextStop.minute), language), client: team.nextStop.clientName })}
            {team.nextStop.late ? <span className="ft-board__late"> ({t('board.lateMark')})</span> : null}
          </>
        ) : (
          t('board.none')
        ),
    },
    { key: 'takings', header: t('board.takings'), label: t('board.takings'), align: 'end', render: (team) => formatPrice(team.takings, language, currency) },
  ];
  return <Table caption={t('board.title')} columns={columns} rows={teams} rowKey={(team) => team.teamId ?? 'none'} empty={t('board.empty')} />;
}
