// Moving a day (rain, a sick crew, a broken van): a team's pending visits of one day go to a target
// day, each at its own time there when that slot is free, else in the next free slot by the
// automatic adjustment's walk (15-minute steps, 08:00 to 18:00, closed days skipped, 1000 tries).
// A slot is free by the existing-client rule (no task starting less than 30 min plus the visit's
// length away, no overlap with a task's span and its 42-minute buffers), against the team's other
// visits and the visits this move has already placed. Visits are placed in their day's order.
// A client's own visits are never what a visit is moved clear of: when the same time on the target
// day clashes with a visit the client already has there, moving it on to the next free slot would
// give the client two visits that day, one dodging the other; the visit stays where it is instead,
// and says why. (A client visit far enough from it on the target day does not stop the move.)
import { Temporal } from 'temporal-polyfill';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import { businessDayWalk } from '../scheduling/automatic-adjustment.rules';
import { businessCalendar, type BusinessCalendar } from '../scheduling/business-calendar.rules';
import { conflictWindowMinutes, isWithinWindow, visitMinutes } from '../scheduling/conflict.policy';
import { MINUTE_MS, SCHEDULING_LIMITS } from '../scheduling/scheduling.limits';
import { blockingTasks } from '../scheduling/placement.rules';
import { buildTeamAgenda, hasConflictAt, occupiedEndOf, occupiedStartOf, overlapsAnyOccupied } from '../scheduling/team-agenda.entity';
import type { VisitTask } from '../scheduling/visit-task';

/** A team's visit as the day move sees it: pending ones on the day move; started ones stay and take their time. */
export interface MovableVisit extends VisitTask {
  readonly status: 'pending' | 'started';
}

export interface TeamVisits {
  readonly teamId: string;
  readonly teamName: string;
  /** The team's pending and started visits (finished and cancelled ones no longer take its time). */
  readonly visits: readonly MovableVisit[];
}

export type DayMoveTarget = { readonly kind: 'date'; readonly date: Temporal.PlainDate } | { readonly kind: 'next-working-day' };

export interface DayMoveRequest {
  readonly day: Temporal.PlainDate;
  readonly target: DayMoveTarget;
  readonly now: Temporal.Instant;
  readonly timeZone: string;
  readonly closedDays: readonly IsoWeekday[];
}

/**
 * Why a visit stays where it is: no free slot within the walk's tries, or its client already has
 * a visit on the target day that its same time would clash with.
 */
export type DayMoveStay = 'NO_FREE_SLOT' | 'CLIENT_VISIT_AT_THAT_TIME';

/** One visit of the moved day: where it goes, or null when it stays (and `stays` says why). */
export interface DayMoveChange {
  readonly teamId: string;
  readonly teamName: string;
  readonly visit: MovableVisit;
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime | null;
  /** Null when the visit moves. */
  readonly stays: DayMoveStay | null;
  /** The client's own visit on the target day it would have clashed with (when it stays for that). */
  readonly clientVisit: MovableVisit | null;
  /**
   * What made the same time on the target day not free: other clients' visits of the team, and
   * visits of other clients this move placed before (never the client's own visits).
   */
  readonly avoided: readonly MovableVisit[];
}

export interface DayMovePlan {
  readonly day: Temporal.PlainDate;
  readonly target: Temporal.PlainDate;
  /** By team (input order), then by the visits' times on the day. */
  readonly changes: readonly DayMoveChange[];
}

export type DayMoveRefusal = 'TARGET_IS_THE_DAY' | 'TARGET_IN_THE_PAST' | 'TARGET_CLOSED' | 'NO_OPEN_DAY' | 'NOTHING_TO_MOVE';

const EPOCH_DAY = Temporal.PlainDate.from('1970-01-01');
/** The calendar's day number of a date (days since 1970-01-01). */
const localDay = (date: Temporal.PlainDate): number => date.since(EPOCH_DAY).days;

/** The target day: the date chosen, or the first open day after the moved one. */
export function dayMoveTarget(request: DayMoveRequest): Result<Temporal.PlainDate, DayMoveRefusal> {
  const calendar = businessCalendar(request.timeZone, request.closedDays);
  const today = request.now.toZonedDateTimeISO(request.timeZone).toPlainDate();
  let target: Temporal.PlainDate;
  if (request.target.kind === 'date') {
    target = request.target.date;
    if (Temporal.PlainDate.compare(target, request.day) === 0) return err('TARGET_IS_THE_DAY');
    if (!calendar.isOpen(localDay(target))) return err('TARGET_CLOSED');
  } else {
    const next = calendar.nextOpenDay(localDay(request.day));
    if (next === null) return err('NO_OPEN_DAY');
    target = request.day.add({ days: next - localDay(request.day) });
  }
  if (Temporal.PlainDate.compare(target, today) < 0) return err('TARGET_IN_THE_PAST');
  return ok(target);
}

interface Placed {
  readonly visit: MovableVisit;
  readonly startMs: number;
  /** Its occupied span at its new time: 42 min before its start to 42 min after its end. */
  readonly occupiedStart: number;
  readonly occupiedEnd: number;
}

/**
 * Plans the move of the teams' pending visits of `day`. Each team's agenda is indexed once (its
 * visits minus the moving ones); a candidate costs two binary searches plus a scan of the few
 * visits this move placed on the team.
 */
export function planDayMove(teams: readonly TeamVisits[], request: DayMoveRequest): Result<DayMovePlan, DayMoveRefusal> {
  const target = dayMoveTarget(request);
  if (!target.ok) return target;
  const calendar = businessCalendar(request.timeZone, request.closedDays);
  const dayStartMs = request.day.toZonedDateTime({ timeZone: request.timeZone }).epochMilliseconds;
  const dayEndMs = request.day.add({ days: 1 }).toZonedDateTime({ timeZone: request.timeZone }).epochMilliseconds;
  const targetDay = localDay(target.value);
  const nowMs = request.now.epochMilliseconds;
  const changes: DayMoveChange[] = [];
  for (const team of teams) {
    const moving: MovableVisit[] = [];
    const staying: MovableVisit[] = [];
    for (const visit of team.visits) {
      if (visit.status === 'pending' && visit.startMs >= dayStartMs && visit.startMs < dayEndMs) moving.push(visit);
      else staying.push(visit);
    }
    if (moving.length === 0) continue;
    moving.sort((a, b) => a.startMs - b.startMs);
    const agenda = buildTeamAgenda(staying);
    const placed: Placed[] = [];
    for (const visit of moving) {
      const from = visit.start;
      const visitMs = visitMinutes(visit.durationMinutes) * MINUTE_MS;
      const windowMs = conflictWindowMinutes({ client: 'existing', serviceMinutes: visit.durationMinutes }) * MINUTE_MS;
      const minute = calendar.minuteOf(visit.startMs);
      const sameTime = calendar.at(targetDay, minute);
      const blocking = blockingTasks(agenda, sameTime, { windowMs, visitMs });
      const clientVisit = blocking.find((task) => task.clientId === visit.clientId) ?? null;
      if (clientVisit) {
        changes.push({ teamId: team.teamId, teamName: team.teamName, visit, from, to: null, stays: 'CLIENT_VISIT_AT_THAT_TIME', clientVisit, avoided: [] });
        continue;
      }
      const isFree = (s: number) => !hasConflictAt(agenda, s, windowMs) && !overlapsAnyOccupied(agenda, s, visitMs) && !placed.some((p) => clashes(p, s, visitMs, windowMs));
      const others = (v: MovableVisit) => v.clientId !== visit.clientId;
      const avoided = [...blocking, ...placed.filter((p) => clashes(p, sameTime, visitMs, windowMs)).map((p) => p.visit)].filter(others);
      const slot = firstFreeSlot(calendar, visitMs, sameTime, nowMs, isFree);
      if (slot !== null) placed.push({ visit, startMs: slot, occupiedStart: occupiedStartOf({ ...visit, startMs: slot }), occupiedEnd: occupiedEndOf({ ...visit, startMs: slot }) });
      changes.push({ teamId: team.teamId, teamName: team.teamName, visit, from, to: slot === null ? null : calendar.zoned(slot), stays: slot === null ? 'NO_FREE_SLOT' : null, clientVisit: null, avoided });
    }
  }
  if (changes.length === 0) return err('NOTHING_TO_MOVE');
  return ok({ day: request.day, target: target.value, changes });
}

/** Where a plan's moved visits land: how many on each date, in date order. */
export interface DayMoveLanding {
  readonly date: Temporal.PlainDate;
  readonly count: number;
}

export interface DayMoveSummary {
  /** The visits that move. */
  readonly moving: number;
  /** The dates they land on, in order, with how many on each: the target first when any land there. */
  readonly landings: readonly DayMoveLanding[];
  /** Whether every visit that moves lands on the target day. */
  readonly allOnTarget: boolean;
  /** The visits that stay where they are. */
  readonly staying: number;
}

/** What a plan does, told truthfully: the walk can take visits past the target day when it is full. */
export function summarizeDayMove(plan: DayMovePlan): DayMoveSummary {
  const byDate = new Map<string, DayMoveLanding>();
  let moving = 0;
  for (const change of plan.changes) {
    if (!change.to) continue;
    moving += 1;
    const date = change.to.toPlainDate();
    const key = date.toString();
    byDate.set(key, { date, count: (byDate.get(key)?.count ?? 0) + 1 });
  }
  const landings = [...byDate.values()].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date));
  return {
    moving,
    landings,
    allOnTarget: landings.every((l) => l.date.equals(plan.target)),
    staying: plan.changes.length - moving,
  };
}

/** A visit placed by this move taken as a team task: the window rule and its occupied span (as overlapsOccupiedSpan). */
const clashes = (placed: Placed, startMs: number, visitMs: number, windowMs: number): boolean =>
  isWithinWindow(startMs, placed.startMs, windowMs) || (placed.occupiedStart < startMs + visitMs && startMs < placed.occupiedEnd);

/** The same time on the target day when it fits and is free, else the walk's next free candidate; never before now. */
function firstFreeSlot(calendar: BusinessCalendar, visitMs: number, sameTime: number, nowMs: number, isFree: (s: number) => boolean): number | null {
  const walk = businessDayWalk(calendar, visitMs);
  let candidate = sameTime;
  for (let tries = 0; tries < SCHEDULING_LIMITS.maxTries; tries++) {
    if (tries > 0) candidate = walk.next(candidate);
    if (Number.isNaN(candidate)) return null;
    if (candidate >= nowMs && walk.fitsDay(candidate) && isFree(candidate)) return candidate;
  }
  return null;
}
