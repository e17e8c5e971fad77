// The day move: a team's day of 40 visits moved to the next working day against the team's year
// (2,920 visits, 8 a day), the engine (agenda indexed once per plan, included in the time) against
// the plain scan on the same data, with identical plans asserted before anything is timed.
import { Temporal } from 'temporal-polyfill';
import { planDayMove, type DayMovePlan, type DayMoveRequest, type MovableVisit, type TeamVisits } from '../src/calendar/day-move.rules';
import { planDayMoveByScan } from '../src/calendar/day-move.reference';
import type { Result } from '../src/shared/result';
import { ms, paired, seeded, type Row } from './measure';

const TIME_ZONE = 'America/Sao_Paulo';
const NOW = Temporal.Instant.from('2026-03-02T10:00:00Z'); // Monday, 07:00 local

/**
 * A team's year of 2,920 visits, 8 a day, of which the day moved holds 40 (every 15 minutes from
 * 08:00, 30 to 60 minutes long). `packed`: the other days' visits every 75 minutes from 08:00, 45
 * to 90 minutes long, leave no room at all (with the 42-minute buffers), so every visit walks its
 * 1000 candidates; otherwise they fill the mornings (every 40 minutes from 08:00, 30 minutes long)
 * and the afternoons take about two moved visits each.
 */
export function teamYearWithBusyDay(packed: boolean): { team: TeamVisits; day: Temporal.PlainDate } {
  const random = seeded(25);
  const first = NOW.toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  const visits: MovableVisit[] = [];
  const add = (id: string, date: Temporal.PlainDate, minute: number, durationMinutes: number) => {
    const start = date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }) });
    visits.push({ id, startMs: start.epochMilliseconds, durationMinutes, clientId: `c-${id}`, clientName: id, start, status: 'pending' });
  };
  const day = first.add({ days: 10 });
  for (let i = 0; i < 40; i++) add(`m${i}`, day, 8 * 60 + 15 * i, 30 + 15 * Math.floor(random() * 3));
  // 2,880 more visits: 8 a day on 360 days after the day moved.
  for (let d = 0; d < 360; d++) {
    const date = day.add({ days: d + 1 });
    for (let slot = 0; slot < 8; slot++) {
      if (packed) add(`r${d}-${slot}`, date, 8 * 60 + slot * 75 + 5 * Math.floor(random() * 3), 45 + 15 * Math.floor(random() * 4));
      else add(`r${d}-${slot}`, date, 8 * 60 + slot * 40, 30);
    }
  }
  return { team: { teamId: 't', teamName: 'Team', visits }, day };
}

const serialise = (plan: Result<DayMovePlan, string>): string =>
  JSON.stringify(plan.ok ? plan.value.changes.map((c) => [c.visit.id, c.to?.epochMilliseconds ?? null, c.avoided.map((v) => v.id)]) : plan.error);

export function dayMoveRows(rounds: number): Row[] {
  return [dayMoveRow(rounds, false), dayMoveRow(rounds, true)];
}

function dayMoveRow(rounds: number, packed: boolean): Row {
  const { team, day } = teamYearWithBusyDay(packed);
  const request: DayMoveRequest = { day, target: { kind: 'next-working-day' }, now: NOW, timeZone: TIME_ZONE, closedDays: [7] };
  const plan = planDayMove([team], request);
  const same = serialise(plan) === serialise(planDayMoveByScan([team], request));
  const changes = plan.ok ? plan.value.changes : [];
  const atSameTime = changes.filter((c) => c.to !== null && c.avoided.length === 0).length;
  const unplaced = changes.filter((c) => c.to === null).length;
  const run = paired(
    () => planDayMove([team], request),
    () => planDayMoveByScan([team], request),
    Math.max(3, Math.ceil(rounds / 2)),
  );
  return {
      name: `Move a day${packed ? ', a year with no room' : ''}: ${changes.length} of the team's ${team.visits.length.toLocaleString('en')} visits to the next working day (${atSameTime} at the same time, ${changes.length - atSameTime - unplaced} in the next free slot, ${unplaced} unplaced), index built in each plan`,
      engine: ms(run.engineMs),
      reference: ms(run.referenceMs),
      figure: `${run.engineMs.toFixed(1)} ms, ${run.ratio.toFixed(0)}x${same ? ', identical' : ', DIFFERENT'}`,
      goal: '<= 50 ms',
      pass: same && run.engineMs <= 50,
  };
}
