// Scheduling benchmarks: the conflict check and automatic adjustment of a new client's year of
// daily visits, engine (indexed agenda) against the plain scan on the same data, with identical
// answers asserted before anything is timed.
import { Temporal } from 'temporal-polyfill';
import { adjustAutomatically, type AdjustedDate } from '../src/scheduling/automatic-adjustment.rules';
import { adjustAutomaticallyByScan } from '../src/scheduling/automatic-adjustment.reference';
import type { PlacementRules } from '../src/scheduling/conflict.policy';
import { generateVisitDates } from '../src/scheduling/recurrence.rules';
import { buildTeamAgenda, checkDates, type AgendaTask, type DateConflicts } from '../src/scheduling/team-agenda.entity';
import { checkDatesByScan } from '../src/scheduling/team-agenda.reference';
import { teamChangePlan } from '../src/scheduling/check-team-change.use-case';
import type { ScheduledVisit, TeamClientVisits } from '../src/clients/client.entity';
import { ms, paired, seeded, type Row } from './measure';

const TIME_ZONE = 'America/Sao_Paulo';
const NOW = Temporal.Instant.from('2026-03-02T10:00:00Z'); // Monday, 07:00 local
const RULES: PlacementRules = { client: 'new', serviceMinutes: 60, timeZone: TIME_ZONE, closedDays: [7] };
const MIN = 60_000;

function newClientYear(): readonly Temporal.ZonedDateTime[] {
  const result = generateVisitDates({ recurrence: 'daily', now: NOW, timeZone: TIME_ZONE, closedDays: RULES.closedDays });
  if (!result.ok) throw new Error('no dates');
  return result.value;
}

/** Local midnights of the year ahead, as epoch ms. */
function midnights(days: number): number[] {
  const first = NOW.toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  return Array.from({ length: days }, (_, i) => first.add({ days: i }).toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds);
}

/** 200 clients on daily visits for a year (73,000 tasks), each at its own time between 08:00 and 17:55, listed client by client. */
export function busyTeam(): AgendaTask[] {
  const random = seeded(2026);
  const days = midnights(365);
  const tasks: AgendaTask[] = [];
  for (let client = 0; client < 200; client++) {
    const minute = 8 * 60 + 5 * Math.floor(random() * 120);
    const durationMinutes = 30 + 15 * Math.floor(random() * 7);
    days.forEach((midnight, day) => tasks.push({ id: `c${client}-d${day}`, startMs: midnight + minute * MIN, durationMinutes }));
  }
  return tasks;
}

/**
 * A dense agenda with room left here and there: on every open day a task every 10 minutes from
 * 06:00 to 20:00 (30 to 90 minutes long), minus one gap a day starting between 08:00 and 14:00:
 * none (1 day in 10), 3 hours (1 in 10: too short for a new client's visit), or 5 to 9 hours
 * (room for one to three visits). A date moves into its own day's gap, or rolls over to a later
 * day when that gap is missing, too short or already taken by earlier dates of the batch.
 */
export function denseTeam(): AgendaTask[] {
  const random = seeded(42);
  const days = midnights(365);
  const tasks: AgendaTask[] = [];
  days.forEach((midnight, day) => {
    if (Temporal.Instant.fromEpochMilliseconds(midnight).toZonedDateTimeISO(TIME_ZONE).dayOfWeek === 7) return;
    const gap = [0, 180, 300, 360, 420, 420, 480, 480, 480, 540][Math.floor(random() * 10)]!;
    const gapStart = 8 * 60 + 10 * Math.floor(random() * 37);
    for (let minute = 6 * 60; minute <= 20 * 60; minute += 10) {
      if (minute >= gapStart && minute < gapStart + gap) continue;
      tasks.push({ id: `d${day}-${minute}`, startMs: midnight + minute * MIN, durationMinutes: 30 + 10 * Math.floor(random() * 7) });
    }
  });
  return tasks;
}

/**
 * A realistic team: 8 visits a day every day of the year (2,920 tasks), at 08:00, 09:15 ... 16:45
 * give or take a few minutes, 45 to 90 minutes long.
 */
export function realisticTeam(): AgendaTask[] {
  const random = seeded(8);
  const tasks: AgendaTask[] = [];
  midnights(365).forEach((midnight, day) => {
    for (let slot = 0; slot < 8; slot++) {
      const minute = 8 * 60 + slot * 75 + 5 * Math.floor(random() * 3);
      tasks.push({ id: `r${day}-${slot}`, startMs: midnight + minute * MIN, durationMinutes: 45 + 15 * Math.floor(random() * 4) });
    }
  });
  return tasks;
}

/**
 * The new team's answer for a team change: 8 clients visited every day of the year (2,920 visits),
 * as the API gives them (local times), at 08:00, 09:15 ... 16:45 give or take a few minutes.
 */
export function newTeamAnswer(): TeamClientVisits[] {
  const random = seeded(25);
  const first = NOW.toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  return Array.from({ length: 8 }, (_, slot) => ({
    clientId: `client-${slot}`,
    clientName: `Client ${slot}`,
    serviceMinutes: 45 + 15 * Math.floor(random() * 4),
    visits: Array.from({ length: 365 }, (_, day) => ({
      id: `t${slot}-${day}`,
      start: first.add({ days: day }).toPlainDateTime({ hour: 8, minute: 0 }).add({ minutes: slot * 75 + 5 * Math.floor(random() * 3) }),
      status: 'pending' as const,
    })),
  }));
}

/** The client changing team: 52 weekly visits, Mondays at 09:00, two hours each. */
const weeklyClient = (): ScheduledVisit[] =>
  Array.from({ length: 52 }, (_, i) => ({ id: `v${i}`, start: NOW.toZonedDateTimeISO(TIME_ZONE).toPlainDate().add({ days: 7 * (i + 1) }).toPlainDateTime({ hour: 9 }), status: 'pending' as const }));

/** The naive team-change check: every visit of the answer through Temporal, then every date against every task. */
function teamChangeByScan(answer: readonly TeamClientVisits[], visits: readonly ScheduledVisit[]): readonly DateConflicts[] {
  const tasks: AgendaTask[] = [];
  for (const client of answer) {
    if (client.clientId === 'changing') continue;
    for (const v of client.visits) {
      if (v.status === 'finished' || v.status === 'cancelled') continue;
      tasks.push({ id: v.id, startMs: v.start.toZonedDateTime(TIME_ZONE).epochMilliseconds, durationMinutes: client.serviceMinutes ?? 0 });
    }
  }
  const dates = visits.map((v) => v.start.toZonedDateTime(TIME_ZONE)).filter((d) => d.epochMilliseconds >= NOW.epochMilliseconds);
  return checkDatesByScan(tasks, dates, { client: 'existing', serviceMinutes: 120 });
}

function sameConflicts(a: readonly DateConflicts[], b: readonly DateConflicts[]): boolean {
  return a.length === b.length && a.every((x, i) => x.conflicts.length === b[i]!.conflicts.length && x.conflicts.every((t, j) => t === b[i]!.conflicts[j]));
}

const serialise = (results: readonly AdjustedDate[]): string =>
  JSON.stringify(
    results.map((r) =>
      r.outcome === 'kept'
        ? [r.outcome, r.date.epochMilliseconds]
        : [
            r.outcome,
            r.outcome === 'moved' ? [r.from.epochMilliseconds, r.to.epochMilliseconds] : r.date.epochMilliseconds,
            r.avoided.map((t) => t.id),
            r.avoidedDates.map((d) => d.epochMilliseconds),
            r.tries,
          ],
    ),
  );

export function schedulingRows(rounds: number): Row[] {
  const dates = newClientYear();
  const rows: Row[] = [];

  // Conflict check.
  const busy = busyTeam();
  const busyAgenda = buildTeamAgenda(busy);
  const indexed = checkDates(busyAgenda, dates, RULES);
  const scanned = checkDatesByScan(busy, dates, RULES);
  const identical = sameConflicts(indexed, scanned);
  const conflicts = indexed.reduce((n, c) => n + c.conflicts.length, 0);
  const check = paired(
    () => checkDates(busyAgenda, dates, RULES),
    () => checkDatesByScan(busy, dates, RULES),
    rounds,
  );
  rows.push({
    name: `Conflict check: ${dates.length} dates x ${busy.length.toLocaleString('en')} tasks (${conflicts.toLocaleString('en')} conflicts), index built once`,
    engine: ms(check.engineMs),
    reference: ms(check.referenceMs),
    figure: `${check.ratio.toFixed(0)}x${identical ? ', identical' : ', DIFFERENT'}`,
    goal: '>= 100x',
    pass: identical && check.ratio >= 100,
  });
  const checkOneShot = paired(
    () => checkDates(buildTeamAgenda(busy), dates, RULES),
    () => checkDatesByScan(busy, dates, RULES),
    rounds,
  );
  rows.push({
    name: 'Conflict check, one shot (index build included)',
    engine: ms(checkOneShot.engineMs),
    reference: ms(checkOneShot.referenceMs),
    figure: `${checkOneShot.ratio.toFixed(1)}x`,
    goal: '>= 2x',
    pass: identical && checkOneShot.ratio >= 2,
  });

  // Conflict check on a realistic team's agenda.
  const real = realisticTeam();
  const realAgenda = buildTeamAgenda(real);
  const realIdentical = sameConflicts(checkDates(realAgenda, dates, RULES), checkDatesByScan(real, dates, RULES));
  const realConflicts = checkDates(realAgenda, dates, RULES).reduce((n, c) => n + c.conflicts.length, 0);
  const realCheck = paired(
    () => checkDates(realAgenda, dates, RULES),
    () => checkDatesByScan(real, dates, RULES),
    rounds,
  );
  rows.push({
    name: `Conflict check, one team at 8 visits a day: ${dates.length} dates x ${real.length.toLocaleString('en')} tasks (${realConflicts.toLocaleString('en')} conflicts), index built once`,
    engine: ms(realCheck.engineMs),
    reference: ms(realCheck.referenceMs),
    figure: `${realCheck.ratio.toFixed(0)}x${realIdentical ? ', identical' : ', DIFFERENT'}`,
    goal: '>= 30x',
    pass: realIdentical && realCheck.ratio >= 30,
  });
  const realOneShot = paired(
    () => checkDates(buildTeamAgenda(real), dates, RULES),
    () => checkDatesByScan(real, dates, RULES),
    rounds,
  );
  rows.push({
    name: 'Conflict check, one team at 8 visits a day, one shot (index build included)',
    engine: ms(realOneShot.engineMs),
    reference: ms(realOneShot.referenceMs),
    figure: `${realOneShot.ratio.toFixed(1)}x`,
    goal: '>= 5x',
    pass: realIdentical && realOneShot.ratio >= 5,
  });

  // A client's team change: its 52 weekly visits against the new team's answer, agenda built from it.
  const answer = newTeamAnswer();
  const weekly = weeklyClient();
  const changing = { clientId: 'changing', serviceMinutes: 120, closedDays: RULES.closedDays };
  const engineChange = () => teamChangePlan(answer, changing, weekly, NOW, TIME_ZONE);
  const changeEntries = engineChange().plan.entries;
  const changeScanned = teamChangeByScan(answer, weekly);
  const changeIdentical =
    changeEntries.length === changeScanned.length && changeEntries.every((e, i) => e.conflicts.map((t) => t.id).join() === changeScanned[i]!.conflicts.map((t) => t.id).join());
  const clashing = changeEntries.filter((e) => e.status === 'conflict').length;
  const teamChange = paired(engineChange, () => teamChangeByScan(answer, weekly), rounds);
  rows.push({
    name: `Team change check: ${weekly.length} weekly visits x the new team's ${(answer.length * 365).toLocaleString('en')} visits (${clashing} clash), from the answer`,
    engine: ms(teamChange.engineMs),
    reference: ms(teamChange.referenceMs),
    figure: `${teamChange.ratio.toFixed(1)}x${changeIdentical ? ', identical' : ', DIFFERENT'}`,
    goal: '<= 20 ms',
    pass: changeIdentical && teamChange.engineMs <= 20,
  });

  // Automatic adjustment.
  const dense = denseTeam();
  const denseAgenda = buildTeamAgenda(dense);
  const adjusted = adjustAutomatically(denseAgenda, dates, RULES);
  const same = serialise(adjusted) === serialise(adjustAutomaticallyByScan(dense, dates, RULES));
  const count = (outcome: AdjustedDate['outcome']) => adjusted.filter((a) => a.outcome === outcome).length;
  const tries = adjusted.reduce((n, a) => n + (a.outcome === 'kept' ? 0 : a.tries), 0);
  const adjust = paired(
    () => adjustAutomatically(denseAgenda, dates, RULES),
    () => adjustAutomaticallyByScan(dense, dates, RULES),
    Math.max(3, Math.ceil(rounds / 2)),
  );
  rows.push({
    name: `Automatic adjustment: ${dates.length} dates into ${dense.length.toLocaleString('en')} tasks (${count('kept')} kept, ${count('moved')} moved, ${count('unplaced')} unplaced, ${tries.toLocaleString('en')} tries), index built once`,
    engine: ms(adjust.engineMs),
    reference: ms(adjust.referenceMs),
    figure: `${adjust.ratio.toFixed(0)}x${same ? ', identical' : ', DIFFERENT'}`,
    goal: '>= 50x',
    pass: same && adjust.ratio >= 50,
  });
  const adjustOneShot = paired(
    () => adjustAutomatically(buildTeamAgenda(dense), dates, RULES),
    () => adjustAutomaticallyByScan(dense, dates, RULES),
    Math.max(3, Math.ceil(rounds / 2)),
  );
  rows.push({
    name: 'Automatic adjustment, one shot (index build included)',
    engine: ms(adjustOneShot.engineMs),
    reference: ms(adjustOneShot.referenceMs),
    figure: `${adjustOneShot.ratio.toFixed(0)}x`,
    goal: '>= 5x',
    pass: same && adjustOneShot.ratio >= 5,
  });
  return rows;
}
