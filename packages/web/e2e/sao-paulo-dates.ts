// The demo business's dates as the tests count them: São Paulo's today, the next dates on a
// weekday, and how many visits a weekly recurrence plans from now. Apart from support.ts, which
// loads Playwright, so that Vitest checks them too.

/** Today's date in São Paulo (the demo business's and the test browser's time zone). */
export function todayInSaoPaulo(): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** The next `count` dates falling on `isoWeekday` (1 = Monday), strictly after `after` (today unless told). */
export function nextWeekdays(isoWeekday: number, count: number, after: Date = todayInSaoPaulo()): Date[] {
  const day = new Date(after);
  const dates: Date[] = [];
  while (dates.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (((day.getUTCDay() + 6) % 7) + 1 === isoWeekday) dates.push(new Date(day));
  }
  return dates;
}

/**
 * How many visits a weekly recurrence on `isoWeekday` at `minutes` after midnight (São Paulo) plans
 * from now: the add-client screen plans from today up to a year ahead (the same date a year on not
 * included) and leaves out a time already past, so today's weekday counts one more only before
 * that time.
 */
export function weeklyVisitCount(isoWeekday: number, minutes: number): number {
  const DAY = 86_400_000;
  const today = todayInSaoPaulo();
  const end = Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate());
  let days = (isoWeekday - (((today.getUTCDay() + 6) % 7) + 1) + 7) % 7;
  // São Paulo has kept UTC-3 all year since 2019.
  const nowInSaoPaulo = Date.now() - 3 * 3_600_000;
  if (days === 0 && nowInSaoPaulo > today.getTime() + minutes * 60_000) days = 7;
  return Math.floor((end - today.getTime() - days * DAY - 1) / (7 * DAY)) + 1;
}
