// The month grid's dates: the weeks that cover a month (from the language's first weekday), and
// where each grid key moves the focused day (the ARIA grid pattern's keyboard map).
import type { IsoWeekday } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';

export interface GridDay {
  readonly date: Temporal.PlainDate;
  /** False for the days of the previous or next month that fill the first and last week. */
  readonly inMonth: boolean;
}

/** What a key asks of the grid. */
export type GridMove = 'previousDay' | 'nextDay' | 'previousWeek' | 'nextWeek' | 'weekStart' | 'weekEnd' | 'previousMonth' | 'nextMonth';

/**
 * The first day of the week in each interface language (CLDR: Sunday in the United States,
 * Brazil and Mexico, Monday in France). A fixed table rather than Intl.Locale's week info, which
 * not every browser has.
 */
const WEEK_START: Readonly<Record<string, IsoWeekday>> = { en: 7, 'pt-BR': 7, 'es-MX': 7, fr: 1 };

export const firstDayOfWeek = (language: string): IsoWeekday => WEEK_START[language] ?? 7;

/** The date that starts the week of `date`. */
function startOfWeek(date: Temporal.PlainDate, weekStart: IsoWeekday): Temporal.PlainDate {
  return date.subtract({ days: (date.dayOfWeek - weekStart + 7) % 7 });
}

/** The weeks shown for a month: whole weeks from the week of the 1st to the week of the last day. */
export function monthWeeks(month: Temporal.PlainYearMonth, weekStart: IsoWeekday): GridDay[][] {
  const first = month.toPlainDate({ day: 1 });
  const last = month.toPlainDate({ day: month.daysInMonth });
  const weeks: GridDay[][] = [];
  for (let start = startOfWeek(first, weekStart); Temporal.PlainDate.compare(start, last) <= 0; start = start.add({ days: 7 })) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = start.add({ days: i });
        return { date, inMonth: date.year === month.year && date.month === month.month };
      }),
    );
  }
  return weeks;
}

const clampToMonth = (date: Temporal.PlainDate, month: Temporal.PlainYearMonth): Temporal.PlainDate => {
  const first = month.toPlainDate({ day: 1 });
  const last = month.toPlainDate({ day: month.daysInMonth });
  if (Temporal.PlainDate.compare(date, first) < 0) return first;
  if (Temporal.PlainDate.compare(date, last) > 0) return last;
  return date;
};

/**
 * Where a move takes the focused day. Days and weeks may cross into the next or previous month
 * (the grid then shows that month); Home and End stay inside the month; Page Up / Page Down keep
 * the day of the month, clamped to the month's length (31 January -> 28 or 29 February).
 */
export function moveDay(day: Temporal.PlainDate, move: GridMove, weekStart: IsoWeekday): Temporal.PlainDate {
  const month = day.toPlainYearMonth();
  switch (move) {
    case 'previousDay':
      return day.subtract({ days: 1 });
    case 'nextDay':
      return day.add({ days: 1 });
    case 'previousWeek':
      return day.subtract({ days: 7 });
    case 'nextWeek':
      return day.add({ days: 7 });
    case 'weekStart':
      return clampToMonth(startOfWeek(day, weekStart), month);
    case 'weekEnd':
      return clampToMonth(startOfWeek(day, weekStart).add({ days: 6 }), month);
    case 'previousMonth':
      return day.subtract({ months: 1 });
    case 'nextMonth':
      return day.add({ months: 1 });
  }
}
