// /business-clients/dashboard/today: the owner's live board. It refreshes when the page comes back
// into view or focus and every minute (while its tab is hidden too once the browser may notify);
// the table stays as it is while a refresh runs (the view-model keeps the board shown), so nothing
// flickers. Under the day's totals, the visits late or running over by name; under the table, the
// business's margin and the browser's notifications.
import type { TeamBoard, VisitMark } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { useViewModel } from '../../di/DiProvider';
import { formatPrice, formatTime } from '../../shared/format';
import { formatMinutes } from '../../shared/format-minutes';
import { useMessageText } from '../../shared/use-message-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Table, type Column } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { WaitingText } from '../../ui/WaitingText';
import { BOARD_REFRESH_MS, LiveBoardViewModel } from './live-board.view-model';
import './board.css';

const timeOfMinute = (minute: number) => Temporal.PlainDateTime.from({ year: 2000, month: 1, day: 1, hour: Math.floor(minute / 60), minute: minute % 60 });

/** A mark's client, team and times, as the list and the notification say them. */
function useMarkWords() {
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  return (mark: VisitMark, timeZone: string) => {
    const team = mark.teamName ?? t('board.noTeam');
    const duration = formatMinutes(mark.minutes, language);
    if (mark.kind === 'late') return { team, line: t('board.lateLine', { time: formatTime(timeOfMinute(mark.minute), language), duration }), title: t('board.notice.lateTitle', { client: mark.clientName }) };
    const started = mark.startedAtMs === null ? '' : formatTime(Temporal.Instant.fromEpochMilliseconds(mark.startedAtMs).toZonedDateTimeISO(timeZone).toPlainDateTime(), language);
    const length = formatMinutes(mark.serviceMinutes ?? 0, language);
    return { team, line: t('board.overLine', { time: started, length, duration }), title: t('board.notice.overTitle', { client: mark.clientName }) };
  };
}

export const LiveBoardScreen = observer(function LiveBoardScreen() {
  const zoneText = useMessageText();
  const { t, i18n } = useTranslation('day');
  const language = i18n.language;
  const text = useMessageText();
  const vm = useViewModel(LiveBoardViewModel);
  const words = useMarkWords();
  vm.wordNoticesWith((mark) => {
    const said = words(mark, vm.zones.timeZone);
    return { title: said.title, body: `${said.team} · ${said.line}` };
  });
  useEffect(() => {
    void vm.refresh();
    // Hidden, the board refreshes only to notify: there is nothing to see.
    const refresh = () => {
      if (document.visibilityState === 'visible' || vm.notifying) void vm.refresh();
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
              {(['done', 'inProgress', 'pending', 'late', 'over', 'cancelled'] as const).map((key) => (
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
            <MarkList vm={vm} />
            <BoardTable teams={vm.board?.teams ?? NO_TEAMS} currency={vm.currency} />
          </>
        )}
      </section>
      <AlertSettings vm={vm} />
    </>
  );
});

const NO_TEAMS: readonly TeamBoard[] = [];

/**
 * The visits late or running over, by booked time: what the owner acts on first. Drawn in a
 * deferred render that React splits into short tasks, each mark its own, just after the totals: a
 * day of hundreds of late visits drawn with them was one task too long on a slow phone.
 */
const MarkList = observer(function MarkList({ vm }: { vm: LiveBoardViewModel }) {
  const { t } = useTranslation('day');
  const words = useMarkWords();
  const marks = useDeferredValue(vm.shownMarks, null);
  const timeZone = vm.zones.timeZone;
  // Each mark's words are found in its own item, in its own slice of the deferred render.
  const describe = (mark: VisitMark) => ({ ...words(mark, timeZone), badge: t(mark.kind === 'late' ? 'board.markLate' : 'board.markOver') });
  return (
    <section className="ft-board__marks" aria-labelledby="board-marks-title">
      <h2 id="board-marks-title" className="ft-board__heading">
        {t('board.marksTitle', { minutes: vm.marginMinutes })}
      </h2>
      {marks === null ? null : marks.length === 0 ? (
        <p className="ft-board__note">{t('board.marksNone')}</p>
      ) : (
        <ul className="ft-board__mark-list">
          {marks.map((mark) => (
            <MarkItem key={`${mark.kind}:${mark.visitId}`} mark={mark} describe={describe} />
          ))}
        </ul>
      )}
      {vm.shownMarks.length < vm.marks.length && (
        <Button variant="secondary" size="small" className="ft-board__marks-all" onClick={() => vm.showAllMarks()}>
          {t('board.marksAll', { count: vm.marks.length })}
        </Button>
      )}
    </section>
  );
});

function MarkItem({ mark, describe }: { mark: VisitMark; describe: (mark: VisitMark) => { team: string; line: string; badge: string } }) {
  const said = describe(mark);
  return (
    <li className="ft-board__mark" data-testid="board-mark">
      <span className={`ft-board__badge ft-board__badge--${mark.kind}`}>{said.badge}</span>
      <span>
        <strong>{mark.clientName}</strong> · {said.team}
      </span>
      <span className="ft-board__mark-line">{said.line}</span>
    </li>
  );
}

/** The business's margin (kept on this device) and the browser's notifications, asked only on the owner's click. */
const AlertSettings = observer(function AlertSettings({ vm }: { vm: LiveBoardViewModel }) {
  const { t } = useTranslation('day');
  const { minMinutes, maxMinutes } = vm.marginLimits;
  return (
    <section className="ft-card ft-board__settings" aria-labelledby="board-settings-title">
      <h2 id="board-settings-title" className="ft-board__heading">
        {t('board.settingsTitle')}
      </h2>
      <form
        className="ft-board__margin"
        onSubmit={(event) => {
          event.preventDefault();
          vm.commitMargin();
        }}
      >
        <TextField
          label={t('board.margin')}
          hint={t('board.marginHint')}
          inputMode="numeric"
          autoComplete="off"
          value={vm.marginText}
          onChange={(value) => vm.setMarginText(value)}
          onBlur={() => vm.commitMargin()}
          error={vm.marginInvalid ? t('board.marginInvalid', { min: minMinutes, max: maxMinutes }) : undefined}
        />
      </form>
      <div className="ft-board__notices" role="status">
        <p className="ft-board__note">{t(`board.notices.${vm.permission}`)}</p>
      </div>
      {vm.permission === 'default' ? (
        <Button variant="secondary" onClick={() => void vm.allowNotices()}>
          {t('board.notices.allow')}
        </Button>
      ) : null}
    </section>
  );
});

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
  const count = (key: 'done' | 'inProgress' | 'pending' | 'cancelled' | 'late' | 'over'): Column<TeamBoard> => ({
    key,
    header: t(`board.${key}`),
    label: t(`board.${key}`),
    align: 'end',
    render: (team) => <span className={(key === 'late' || key === 'over') && team[key] > 0 ? 'ft-board__late' : undefined}>{team[key]}</span>,
  });
  const columns: Column<TeamBoard>[] = [
    { key: 'team', header: t('board.team'), label: t('board.team'), render: (team) => team.teamName ?? t('board.noTeam') },
    count('done'),
    count('inProgress'),
    count('pending'),
    count('late'),
    count('over'),
    count('cancelled'),
    {
      key: 'next',
      header: t('board.nextStop'),
      label: t('board.nextStop'),
      render: (team) =>
        team.nextStop ? (
          // One element: a phone's stacked row lays the cell's children side by side, and the
          // time and client squeezed beside "(late)" broke letter by letter.
          <span>
            {t('board.nextAt', { time: formatTime(timeOfMinute(team.nextStop.minute), language), client: team.nextStop.clientName })}
            {team.nextStop.late ? <span className="ft-board__late"> ({t('board.lateMark')})</span> : null}
          </span>
        ) : (
          t('board.none')
        ),
    },
    { key: 'takings', header: t('board.takings'), label: t('board.takings'), align: 'end', render: (team) => formatPrice(team.takings, language, currency) },
  ];
  return <Table caption={t('board.title')} columns={columns} rows={teams} rowKey={(team) => team.teamId ?? 'none'} empty={t('board.empty')} />;
}
