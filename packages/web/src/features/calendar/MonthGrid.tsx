// The month as an ARIA grid: one row per week, a gridcell per day with a roving tabindex. Arrow
// keys move a day or a week, Home / End go to the week's start / end, Page Up / Page Down to the
// previous / next month, Enter or Space opens the day. Moving past the month shows the next one.
import type { DaySummary, IsoWeekday } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatTime, weekdayNames } from '../../shared/format';
import type { GridMove } from './calendar-month';
import type { MonthGridViewModel } from './month-grid.view-model';
import { ClashMark } from './ClashMark';
import { VisitStatusBadge } from './VisitStatusBadge';

const KEY_MOVES: Readonly<Record<string, GridMove>> = {
  ArrowLeft: 'previousDay',
  ArrowRight: 'nextDay',
  ArrowUp: 'previousWeek',
  ArrowDown: 'nextWeek',
  Home: 'weekStart',
  End: 'weekEnd',
  PageUp: 'previousMonth',
  PageDown: 'nextMonth',
};

export const MonthGrid = observer(function MonthGrid({
  month,
  days,
  onOpenDay,
  labelledBy,
  describedBy,
  showTasks,
}: {
  month: MonthGridViewModel;
  /** The shown month's busy days (`month.daySummaries`), given as a deferred value. */
  days: ReadonlyMap<string, DaySummary>;
  onOpenDay: (date: Temporal.PlainDate) => void;
  labelledBy: string;
  describedBy: string;
  /** Each day's visits in its cell (wide screens); on phones the cell shows the count and the day list follows the grid. */
  showTasks: boolean;
}) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const grid = useRef<HTMLTableElement>(null);
  /** Set by a key press, so that focus follows the focused day only when the keyboard moved it. */
  const movedByKey = useRef(false);
  const focusedKey = month.focusedDay.toString();

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusedKey}"]`)?.focus();
  }, [focusedKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      movedByKey.current = true;
      month.move(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(month.focusedDay);
    }
  };

  const weeks = month.weeks;

  return (
    <table ref={grid} role="grid" className="ft-cal-grid" aria-labelledby={labelledBy} aria-describedby={describedBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weeks[0]!.map(({ date }) => {
            const names = weekdayNames(date.dayOfWeek as IsoWeekday, language);
            return (
              <th key={date.dayOfWeek} scope="col" className="ft-cal-grid__weekday">
                <span aria-hidden="true">{names.short}</span>
                <span className="visually-hidden">{names.long}</span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date.toString()}>
            {week.map((day) => {
              const key = day.date.toString();
              if (!day.inMonth) return <td key={key} role="gridcell" className="ft-cal-cell ft-cal-cell--outside" />;
              const summary = days.get(key);
              const count = summary?.count ?? 0;
              const shown = summary?.first ?? [];
              const hidden = count - shown.length;
              const today = month.isToday(day.date);
              return (
                <td
                  key={key}
                  role="gridcell"
                  data-date={key}
                  tabIndex={month.isFocused(day.date) ? 0 : -1}
                  aria-current={today ? 'date' : undefined}
                  className={`ft-cal-cell${today ? ' ft-cal-cell--today' : ''}${count > 0 ? ' ft-cal-cell--busy' : ''}`}
                  onClick={() => onOpenDay(day.date)}
                >
                  {/* The cell's name comes from its content (axe: the visible text is part of the name):
                      the full date and the count for screen readers, the short forms on screen. */}
                  <div className="ft-cal-cell__inner">
                    <span className="ft-cal-cell__day" aria-hidden="true">
                      {day.date.day}
                    </span>
                    <span className="visually-hidden">{`${formatLongDate(day.date, language)}: ${t('grid.taskCount', { count })}.`}</span>
                    {count > 0 && (
                      <span className="ft-cal-cell__count" aria-hidden="true">
                        {count}
                      </span>
                    )}
                    {showTasks && (
                      <>
                        <ul className="ft-cal-cell__tasks">
                          {shown.map((task) => (
                            <li key={task.key} className="ft-cal-cell__task">
                              <VisitStatusBadge status={task.visit.status} compact />{' '}
                              <span className="ft-cal-cell__time">{formatTime(task.visit.start, language)}</span>{' '}
                              <span className="ft-cal-cell__client">{task.record.client.name}</span>
                              <ClashMark task={task} compact />
                            </li>
                          ))}
                        </ul>
                        {hidden > 0 && <span className="ft-cal-cell__more">{t('grid.more', { count: hidden })}</span>}
                      </>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
