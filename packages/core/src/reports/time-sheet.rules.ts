// The time sheet: hours worked per collaborator and per team over a day, a week or a chosen range,
// from the task reports' started and finished times. Made of the same worked visits as the work
// report, placed on the same days and summed the same way (whole milliseconds, rounded once), so
// that a collaborator's hours and the range's total are the work report's to the hundredth. A day
// adds, for each collaborator, the time between one visit's finish and the next one's start: the
// travel and the waiting that the time on site leaves out. Pure: the time zone is given.
import { Temporal } from 'temporal-polyfill';
import { err, ok, type Result } from '../shared/result';
import { compareText } from '../shared/text-order';
import { hoursOfMs, inRange, workedMs, type WorkedVisit, type WorkRange, type WorkRangeFailure } from './work-figures.rules';

/** A team as the sheet names it: the team of the visited client. */
export interface SheetTeam {
  readonly id: string;
  readonly name: string;
}

/** The key of the visits of clients that have no team. */
export const NO_TEAM = '';

/** Whose sheet: a team's (or the clients' without a team, NO_TEAM), a collaborator's, both, or everyone's (null). */
export interface TimeSheetScope {
  readonly team: string | null;
  /** A collaborator's name as the reports give it; '' for the reports that name nobody. */
  readonly collaborator: string | null;
}

/** What a set of visits adds up to. */
export interface TimeSheetFigures {
  /** The reports: finished, still open, or with times that give no length. */
  readonly visits: number;
  /** Started and not finished (yet, or ever): no time on site counted. */
  readonly open: number;
  /** From each visit's start to its finish, summed (visits at the same time each count whole). */
  readonly onSiteMs: number;
  /** From a visit's finish to the next one's start, the same collaborator on the same day. */
  readonly betweenMs: number;
  /** The time on site in hours to two decimals: the work report's figure. */
  readonly hours: number;
}

/** One collaborator's day. */
export interface TimeSheetDay extends TimeSheetFigures {
  readonly date: Temporal.PlainDate;
  /** '' when the reports name nobody. */
  readonly collaborator: string;
  readonly firstStart: Temporal.Instant | null;
  readonly lastFinish: Temporal.Instant | null;
}

export interface TimeSheetPerson extends TimeSheetFigures {
  readonly name: string;
}

export interface TimeSheetTeam extends TimeSheetFigures {
  /** NO_TEAM for the clients without a team. */
  readonly id: string;
  readonly name: string | null;
}

export interface TimeSheet {
  /** Each collaborator's days, by date and then by name (the reports naming nobody last). */
  readonly days: readonly TimeSheetDay[];
  /** By name, the reports naming nobody last. */
  readonly people: readonly TimeSheetPerson[];
  /** By name, the clients without a team last. */
  readonly teams: readonly TimeSheetTeam[];
  readonly total: TimeSheetFigures;
}

/** A sheet's range is at most a quarter: a sheet is printed, and a quarter of days is already long. */
export const TIME_SHEET_MAX_DAYS = 93;

export function validateTimeSheetRange(range: WorkRange): Result<WorkRange, WorkRangeFailure> {
  if (Temporal.PlainDate.compare(range.from, range.to) > 0) return err({ code: 'RANGE_REVERSED' });
  if (range.from.until(range.to).days + 1 > TIME_SHEET_MAX_DAYS) return err({ code: 'RANGE_TOO_LONG', maxDays: TIME_SHEET_MAX_DAYS });
  return ok(range);
}

export type SheetSpan = 'day' | 'week';

/** The day itself, or its week from Monday to Sunday (ISO 8601). */
export function sheetRange(span: SheetSpan, date: Temporal.PlainDate): WorkRange {
  if (span === 'day') return { from: date, to: date };
  const from = date.subtract({ days: date.dayOfWeek - 1 });
  return { from, to: from.add({ days: 6 }) };
}

/** The day or week before (-1) or after (1) the one of `date`. */
export function stepSheetRange(span: SheetSpan, date: Temporal.PlainDate, step: -1 | 1): WorkRange {
  return sheetRange(span, date.add(span === 'day' ? { days: step } : { weeks: step }));
}

const isOpen = (visit: WorkedVisit): boolean => visit.startedAt !== null && visit.finishedAt === null;

const byName = (a: string, b: string): number => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || compareText(a, b);

class Tally {
  visits = 0;
  open = 0;
  onSiteMs = 0;
  betweenMs = 0;

  add(figures: Pick<TimeSheetFigures, 'visits' | 'open' | 'onSiteMs' | 'betweenMs'>): void {
    this.visits += figures.visits;
    this.open += figures.open;
    this.onSiteMs += figures.onSiteMs;
    this.betweenMs += figures.betweenMs;
  }

  figures(): TimeSheetFigures {
    return { visits: this.visits, open: this.open, onSiteMs: this.onSiteMs, betweenMs: this.betweenMs, hours: hoursOfMs(this.onSiteMs) };
  }
}

/**
 * One collaborator's visits of one day, in any order, as the sheet's day. The time between visits
 * runs from the latest finish so far to the next start; it is not counted across a night (a visit
 * of the day done the next morning is not a day's gap), nor after an open visit, whose leaving
 * nobody knows, until a later visit's finish.
 */
export function sheetDay(date: Temporal.PlainDate, collaborator: string, visits: readonly WorkedVisit[], timeZone: string): TimeSheetDay {
  const started = visits.filter((visit) => visit.startedAt !== null).sort((a, b) => Temporal.Instant.compare(a.startedAt!, b.startedAt!));
  let betweenMs = 0;
  let freeFrom: Temporal.Instant | null = null;
  const dayOf = (instant: Temporal.Instant) => instant.toZonedDateTimeISO(timeZone).toPlainDate();
  for (const visit of started) {
    const start = visit.startedAt!;
    if (freeFrom && Temporal.Instant.compare(start, freeFrom) > 0 && dayOf(start).equals(dayOf(freeFrom))) betweenMs += start.epochMilliseconds - freeFrom.epochMilliseconds;
    if (visit.minutes !== null && visit.finishedAt) freeFrom = freeFrom && Temporal.Instant.compare(freeFrom, visit.finishedAt) > 0 ? freeFrom : visit.finishedAt;
    else if (isOpen(visit)) freeFrom = null;
  }
  const onSiteMs = visits.reduce((sum, visit) => sum + workedMs(visit), 0);
  const finishes = visits.flatMap((visit) => (visit.finishedAt ? [visit.finishedAt] : []));
  return {
    date,
    collaborator,
    firstStart: started[0]?.startedAt ?? null,
    lastFinish: finishes.reduce<Temporal.Instant | null>((last, at) => (last && Temporal.Instant.compare(last, at) >= 0 ? last : at), null),
    visits: visits.length,
    open: visits.filter(isOpen).length,
    onSiteMs,
    betweenMs,
    hours: hoursOfMs(onSiteMs),
  };
}

/** Whether a visit is in the scope: its client's team, and who started it. */
export function inScope(visit: WorkedVisit, scope: TimeSheetScope, teamOf: (clientId: string) => SheetTeam | null): boolean {
  if (scope.collaborator !== null && (visit.collaborator ?? '') !== scope.collaborator) return false;
  return scope.team === null || (teamOf(visit.clientId)?.id ?? NO_TEAM) === scope.team;
}

/**
 * The time sheet of the range (both ends, by each visit's day as the work report places it) for
 * the scope. A visit that runs past midnight counts whole on its day, as in the work report.
 */
export function timeSheet(visits: readonly WorkedVisit[], range: WorkRange, scope: TimeSheetScope, teamOf: (clientId: string) => SheetTeam | null, timeZone: string): TimeSheet {
  const groups = new Map<string, { date: Temporal.PlainDate; collaborator: string; visits: WorkedVisit[] }>();
  const teams = new Map<string, { team: SheetTeam | null; tally: Tally; gaps: Map<string, WorkedVisit[]> }>();
  for (const visit of visits) {
    if (!inRange(visit.date, range) || !inScope(visit, scope, teamOf)) continue;
    const collaborator = visit.collaborator ?? '';
    const key = `${visit.date.toString()}\u0000${collaborator}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { date: visit.date, collaborator, visits: [] }));
    group.visits.push(visit);
    const team = teamOf(visit.clientId);
    const teamId = team?.id ?? NO_TEAM;
    let entry = teams.get(teamId);
    if (!entry) teams.set(teamId, (entry = { team, tally: new Tally(), gaps: new Map() }));
    const teamDay = entry.gaps.get(key);
    if (teamDay) teamDay.push(visit);
    else entry.gaps.set(key, [visit]);
  }
  const days = [...groups.values()]
    .map((group) => sheetDay(group.date, group.collaborator, group.visits, timeZone))
    .sort((a, b) => Temporal.PlainDate.compare(a.date, b.date) || byName(a.collaborator, b.collaborator));
  const people = new Map<string, Tally>();
  const total = new Tally();
  for (const day of days) {
    let tally = people.get(day.collaborator);
    if (!tally) people.set(day.collaborator, (tally = new Tally()));
    tally.add(day);
    total.add(day);
  }
  // A team's figures are its clients' visits: a day's gaps counted between the team's visits only.
  for (const entry of teams.values()) {
    for (const [key, teamVisits] of entry.gaps) {
      const group = groups.get(key)!;
      entry.tally.add(sheetDay(group.date, group.collaborator, teamVisits, timeZone));
    }
  }
  return {
    days,
    people: [...people.entries()].sort(([a], [b]) => byName(a, b)).map(([name, tally]) => ({ name, ...tally.figures() })),
    teams: [...teams.entries()]
      .sort(([a, x], [b, y]) => byName(a === NO_TEAM ? '' : (x.team?.name ?? ''), b === NO_TEAM ? '' : (y.team?.name ?? '')))
      .map(([id, { team, tally }]) => ({ id, name: team?.name ?? null, ...tally.figures() })),
    total: total.figures(),
  };
}

/** The collaborators with a visit in the range (in the scope's team), by name, the reports naming nobody last. */
export function sheetCollaborators(visits: readonly WorkedVisit[], range: WorkRange, team: string | null, teamOf: (clientId: string) => SheetTeam | null): string[] {
  const names = new Set<string>();
  for (const visit of visits) if (inRange(visit.date, range) && inScope(visit, { team, collaborator: null }, teamOf)) names.add(visit.collaborator ?? '');
  return [...names].sort(byName);
}
