// /business-clients/dashboard/calendar: the client search, the month grid (with the list of busy
// days on phones) and the day or client dialog, one view-model per panel.
import type { CalendarClient, DaySummary } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue, useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Temporal } from 'temporal-polyfill';
import { useViewModelWhen } from '../../di/DiProvider';
import { usePageReady } from '../../shared/page-ready';
import { useShownZones } from '../../di/use-business-zones';
import { useMessageText } from '../../shared/use-message-text';
import { useMediaQuery } from '../../shared/use-media-query';
import { usePaginationLabels } from '../../shared/use-pagination-labels';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';
import { WaitingText } from '../../ui/WaitingText';
import { CalendarDialogBody } from './CalendarDialogBody';
import { ClashList, ClashToggle, ClashTogglePlace } from './ClashList';
import { ClashMark } from './ClashMark';
import { formatLongDate, formatMonth, formatTime } from '../../shared/format';
import type { CalendarDialogViewModel } from './calendar-dialog.view-model';
import type { VisitStatus } from './calendar-records';
import type { CalendarSearchViewModel } from './calendar-search.view-model';
import type { MonthGridViewModel } from './month-grid.view-model';
import { MonthGrid } from './MonthGrid';
import { VisitStatusBadge } from './VisitStatusBadge';
import './calendar.css';
import { CalendarViewModel } from './calendar.view-model';
import { CalendarTools, CalendarToolsFrame } from './CalendarTools';

const STATUSES: readonly VisitStatus[] = ['pending', 'started', 'finished', 'cancelled'];
/** Until the month's visits are known, no day has any. */
const NO_DAYS_BY_DATE: ReadonlyMap<string, DaySummary> = new Map();
/** Wider than calendar.css's phone breakpoint (max-width: 640px). */
const WIDE_SCREEN = '(min-width: 641px)';

/**
 * The calendar once the business's zone is known (its month, its today and its tools' days are the
 * business's) and its view-models are made; until then its frame, drawn at once.
 */
export function CalendarScreen() {
  const vm = useViewModelWhen(CalendarViewModel, usePageReady());
  return vm ? <Calendar vm={vm} /> : <CalendarFrame />;
}

const Calendar = observer(function Calendar({ vm }: { vm: CalendarViewModel }) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const { month, search, dialog, clashes } = vm;
  // The visits' days and times are the business's: where the device is elsewhere, the grid says so.
  const zones = useShownZones();
  const text = useMessageText();
  const clashListId = useId();
  useEffect(() => void vm.load(), [vm]);
  const monthTitleId = useId();
  const helpId = useId();
  const zoneNoteId = useId();
  // The grid's cells list their visits on wide screens; on phones the list of busy days follows
  // the grid instead (calendar.css's breakpoint): each is drawn only where it shows.
  const wide = useMediaQuery(WIDE_SCREEN, true);
  // The month's visits reach the grid as a deferred value: when they arrive, the grid is drawn
  // again in slices React interleaves with input instead of one long task (Lighthouse's blocking
  // time on the calendar), while the frame of the month stays as it was.
  const days = useDeferredValue(month.daySummaries, NO_DAYS_BY_DATE);
  const openDay = useCallback((date: Temporal.PlainDate) => dialog.openDay(date), [dialog]);
  const language = i18n.language;
  // After a day move, the calendar shows the visits where they went.
  const reload = useCallback(() => void vm.load(), [vm]);
  const dialogTitle = dialog.view?.kind === 'day' ? formatLongDate(dialog.view.date, language) : (dialog.selectedRecord?.client.name ?? '');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<CalendarTools onMoved={reload} />} />
      <ClientSearch search={search} dialog={dialog} />
      {/* The month is drawn at once, its visits as they arrive: the page does not wait for the
          answer to show its frame, and nothing above the grid moves when they come (the status
          line is below it). */}
      <section className="ft-card ft-cal" aria-labelledby={monthTitleId} aria-busy={vm.loading}>
        <MonthHeader onPrevious={() => month.showPreviousMonth()} onNext={() => month.showNextMonth()}>
          <h2 id={monthTitleId} className="ft-cal__title" aria-live="polite">
            {formatMonth(month.month, language)}
          </h2>
        </MonthHeader>
        <div className="ft-cal__subheader">
          <div>
            <p id={helpId} className="ft-cal__help">
              {t('grid.help')}
            </p>
            {zones.note && (
              <p id={zoneNoteId} className="ft-cal__help">
                {text(zones.note)}
              </p>
            )}
          </div>
          <div className="ft-cal__subheader-actions">
            <ClashToggle clashes={clashes} controls={clashListId} counting={vm.loading} />
            <Button variant="ghost" size="small" onClick={() => month.showToday()}>
              {t('today')}
            </Button>
          </div>
        </div>
        <ClashList id={clashListId} clashes={clashes} dialog={dialog} />
        <div className="ft-cal__grid-wrap">
          <MonthGrid month={month} days={days} onOpenDay={openDay} labelledBy={monthTitleId} describedBy={zones.note ? `${helpId} ${zoneNoteId}` : helpId} showTasks={wide} />
        </div>
        {vm.loading ? <WaitingText>{t('waiting')}</WaitingText> : month.monthIsEmpty && <p className="ft-cal-empty">{t('empty')}</p>}
        {!wide && <DayList month={month} dialog={dialog} />}
        {!vm.loading && (
          <ul className="ft-cal-legend" aria-label={t('legend')}>
            {STATUSES.map((status) => (
              <li key={status}>
                <VisitStatusBadge status={status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={dialog.view !== null}
        title={dialogTitle}
        onClose={() => dialog.close()}
        actions={
          <Button variant="secondary" onClick={() => dialog.close()} disabled={dialog.finishing}>
            {t('common:actions.close')}
          </Button>
        }
      >
        <CalendarDialogBody dialog={dialog} />
      </Dialog>
    </>
  );
});

/**
 * The frame of the calendar while the business's zone is found (a cold start): its header, its
 * search and its month's help where they will be, nothing usable yet.
 */
function CalendarFrame() {
  const { t } = useTranslation(['calendar', 'common']);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<CalendarToolsFrame />} />
      <section className="ft-cal-search" aria-label={t('search.region')}>
        <SearchField label={t('search.label')} value="" onChange={() => undefined} disabled />
        <p className="ft-field__hint ft-cal-search__hint">{t('search.hint')}</p>
      </section>
      <section className="ft-card ft-cal" aria-busy="true" aria-label={t('title')}>
        <MonthHeader disabled>
          <p className="ft-cal__title" aria-hidden="true">
            {'\u00a0'}
          </p>
        </MonthHeader>
        <div className="ft-cal__subheader">
          <div>
            <p className="ft-cal__help">{t('grid.help')}</p>
          </div>
          <div className="ft-cal__subheader-actions">
            <ClashTogglePlace />
            <Button variant="ghost" size="small" disabled>
              {t('today')}
            </Button>
          </div>
        </div>
        <WaitingText>{t('waiting')}</WaitingText>
      </section>
    </>
  );
}

/** The month's title between the buttons to the previous and the next month. */
function MonthHeader({ onPrevious, onNext, disabled, children }: { onPrevious?: () => void; onNext?: () => void; disabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="ft-cal__header">
      <Button variant="secondary" size="small" onClick={onPrevious} disabled={disabled}>
        <span aria-hidden="true">‹</span>
        <span className="ft-cal__nav-text">{t('previousMonth')}</span>
      </Button>
      {children}
      <Button variant="secondary" size="small" onClick={onNext} disabled={disabled}>
        <span className="ft-cal__nav-text">{t('nextMonth')}</span>
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

/** The search: more than 2 characters lists the matching clients with their team and leader. */
const ClientSearch = observer(function ClientSearch({ search, dialog }: { search: CalendarSearchViewModel; dialog: CalendarDialogViewModel }) {
  const { t } = useTranslation('calendar');
  const labels = usePaginationLabels();
  const teamLine = (record: CalendarClient) =>
    record.team
      ? t('search.teamLine', { team: record.team.name, leader: record.team.leader?.name ?? t('search.noLeader') })
      : t('search.noTeam');
  return (
    <section className="ft-cal-search" aria-label={t('search.region')}>
      <SearchField label={t('search.label')} value={search.search.query} onChange={(query) => search.setQuery(query)} />
      <p className="ft-field__hint ft-cal-search__hint">{t('search.hint')}</p>
      <p role="status" className={search.searchActive ? 'ft-cal-search__count' : 'visually-hidden'}>
        {search.searchActive ? t('search.count', { count: search.searchCount }) : ''}
      </p>
      {search.searchResults.length > 0 && (
        <ul className="ft-cal-results">
          {search.searchResults.map((record) => (
            <li key={record.client.id}>
              <button type="button" className="ft-cal-result" onClick={() => dialog.openClient(record)}>
                <span className="ft-cal-result__name">{record.client.name}</span>{' '}
                <span className="ft-cal-result__team">{teamLine(record)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.searchActive && <Pagination page={search.search.page} pageCount={search.search.pageCount} onChange={(page) => search.search.setPage(page)} labels={labels} />}
    </section>
  );
});

/** Until the month's visits are known, the day list has none. */
const NO_DAYS: readonly DaySummary[] = [];

/**
 * On phones the grid only shows numbers and counts; this list of the month's busy days follows it
 * (drawn on phones only), each with its first visits and a button to the whole day.
 */
const DayList = observer(function DayList({ month, dialog }: { month: MonthGridViewModel; dialog: CalendarDialogViewModel }) {
  const { t } = useTranslation('calendar');
  const days = useDeferredValue(month.daysWithTasks, NO_DAYS);
  if (days.length === 0) return null;
  return (
    <section className="ft-cal-daylist" aria-label={t('dayList')}>
      <ol>
        {days.map((day) => (
          <DayListItem key={day.date.toString()} day={day} dialog={dialog} />
        ))}
      </ol>
    </section>
  );
});

/** One busy day of the list: its date (which opens the day), its first visits, and how many more. */
function DayListItem({ day, dialog }: { day: DaySummary; dialog: CalendarDialogViewModel }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const more = day.count - day.first.length;
  return (
    <li>
      <h3 className="ft-cal-daylist__day">
        {/* Named by what it shows (a spoken name that differs from the visible text fails WCAG 2.5.3). */}
        <button type="button" onClick={() => dialog.openDay(day.date)}>
          <span>{formatLongDate(day.date, language)}</span>
          <span className="visually-hidden">: </span>
          <span className="ft-cal-daylist__count">{t('grid.taskCount', { count: day.count })}</span>
        </button>
      </h3>
      <ul className="ft-cal-daylist__tasks">
        {day.first.map((task) => (
          <li key={task.key}>
            <span className="ft-cal-task__time">{formatTime(task.visit.start, language)}</span>
            <span className="ft-cal-task__client">{task.record.client.name}</span>
            <VisitStatusBadge status={task.visit.status} />
            <ClashMark task={task} compact />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="ft-cal-daylist__more" onClick={() => dialog.openDay(day.date)}>
          {t('day.showAll', { count: day.count })}
        </button>
      )}
    </li>
  );
}
