// The plain version of the day move: the same walk, but every candidate scans every visit of the
// team and every visit already placed. The reference the engine is tested and benchmarked against
// (identical plans); not exported from the package.
import { type Temporal } from 'temporal-polyfill';
import { err, ok, type Result } from '../shared/result';
import { businessCalendar } from '../scheduling/business-calendar.rules';
import { conflictWindowMinutes, isWithinWindow, visitMinutes } from '../scheduling/conflict.policy';
import { dayMoveTarget, type DayMoveChange, type DayMovePlan, type DayMoveRefusal, type DayMoveRequest, type MovableVisit, type TeamVisits } from './day-move.rules';
import { MINUTE_MS, SCHEDULING_LIMITS } from '../scheduling/scheduling.limits';
import { overlapsOccupiedSpan } from '../scheduling/team-agenda.entity';

export function planDayMoveByScan(teams: readonly TeamVisits[], request: DayMoveRequest): Result<DayMovePlan, DayMoveRefusal> {
  const target = dayMoveTarget(request);
  if (!target.ok) return target;
  const calendar = businessCalendar(request.timeZone, request.closedDays);
  const zoned = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone: request.timeZone }).epochMilliseconds;
  const dayStartMs = zoned(request.day);
  const dayEndMs = zoned(request.day.add({ days: 1 }));
  const targetDay = calendar.dayOf(zoned(target.value));
  const stepMs = SCHEDULING_LIMITS.stepMinutes * MINUTE_MS;
  const changes: DayMoveChange[] = [];
  for (const team of teams) {
    const isMoving = (v: MovableVisit) => v.status === 'pending' && v.startMs >= dayStartMs && v.startMs < dayEndMs;
    const moving = team.visits.filter(isMoving).sort((a, b) => a.startMs - b.startMs);
    const staying = team.visits.filter((v) => !isMoving(v)).sort((a, b) => a.startMs - b.startMs);
    const placed: { visit: MovableVisit; at: MovableVisit }[] = [];
    for (const visit of moving) {
      const own = (v: MovableVisit) => v.clientId === visit.clientId;
      const visitMs = visitMinutes(visit.durationMinutes) * MINUTE_MS;
      const windowMs = conflictWindowMinutes({ client: 'existing', serviceMinutes: visit.durationMinutes }) * MINUTE_MS;
      const blocks = (task: MovableVisit, s: number) => isWithinWindow(s, task.startMs, windowMs) || overlapsOccupiedSpan(task, s, visitMs);
      const sameTime = calendar.at(targetDay, calendar.minuteOf(visit.startMs));
      const clientVisit = staying.find((task) => own(task) && blocks(task, sameTime));
      if (clientVisit) {
        changes.push({ teamId: team.teamId, teamName: team.teamName, visit, from: visit.start, to: null, stays: 'CLIENT_VISIT_AT_THAT_TIME', clientVisit, avoided: [] });
        continue;
      }
      const avoided = [...staying.filter((task) => !own(task) && blocks(task, sameTime)), ...placed.filter((p) => !own(p.visit) && blocks(p.at, sameTime)).map((p) => p.visit)];
      const taken = (s: number) => staying.some((task) => blocks(task, s)) || placed.some((p) => blocks(p.at, s));
      const fits = (s: number) => {
        const day = calendar.dayOf(s);
        return calendar.isOpen(day) && s >= calendar.at(day, SCHEDULING_LIMITS.dayStartMinute) && s + visitMs <= calendar.at(day, SCHEDULING_LIMITS.dayEndMinute);
      };
      let slot: number | null = null;
      let candidate = sameTime;
      for (let tries = 0; tries < SCHEDULING_LIMITS.maxTries; tries++) {
        if (tries > 0) {
          let next = candidate + stepMs;
          const day = calendar.dayOf(next);
          if (!calendar.isOpen(day) || next + visitMs > calendar.at(day, SCHEDULING_LIMITS.dayEndMinute)) {
            const open = calendar.nextOpenDay(day);
            next = open === null ? NaN : calendar.at(open, SCHEDULING_LIMITS.dayStartMinute);
          } else if (next < calendar.at(day, SCHEDULING_LIMITS.dayStartMinute)) next = calendar.at(day, SCHEDULING_LIMITS.dayStartMinute);
          candidate = next;
        }
        if (Number.isNaN(candidate)) break;
        if (candidate >= request.now.epochMilliseconds && fits(candidate) && !taken(candidate)) {
          slot = candidate;
          break;
        }
      }
      if (slot !== null) placed.push({ visit, at: { ...visit, startMs: slot } });
      changes.push({ teamId: team.teamId, teamName: team.teamName, visit, from: visit.start, to: slot === null ? null : calendar.zoned(slot), stays: slot === null ? 'NO_FREE_SLOT' : null, clientVisit: null, avoided });
    }
  }
  return changes.length === 0 ? err('NOTHING_TO_MOVE') : ok({ day: request.day, target: target.value, changes });
}
