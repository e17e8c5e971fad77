import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { IsoWeekday } from '../shared/weekday';
import { adjustAutomatically, placedDates, type AdjustedDate } from './automatic-adjustment.rules';
import { adjustAutomaticallyByScan } from './automatic-adjustment.reference';
import type { PlacementRules } from './conflict.policy';
import { buildTeamAgenda, type AgendaTask } from './team-agenda.entity';

const SP = 'America/Sao_Paulo';
const local = (iso: string, timeZone = SP) => Temporal.PlainDateTime.from(iso).toZonedDateTime(timeZone);
const task = (id: string, iso: string, durationMinutes = 60): AgendaTask => ({ id, startMs: local(iso).epochMilliseconds, durationMinutes });
const NEW_CLIENT: PlacementRules = { client: 'new', timeZone: SP, closedDays: [7] };
const text = (d: Temporal.ZonedDateTime) => d.toPlainDateTime().toString().slice(0, 16);

function adjust(tasks: AgendaTask[], dates: string[], rules: PlacementRules = NEW_CLIENT) {
  return adjustAutomatically(buildTeamAgenda(tasks), dates.map((d) => local(d)), rules);
}
function moved(result: AdjustedDate) {
  if (result.outcome !== 'moved') throw new Error(`expected moved, got ${result.outcome}`);
  return { to: text(result.to), tries: result.tries, avoided: result.avoided.map((t) => t.id), avoidedDates: result.avoidedDates.map(text) };
}

describe('automatic adjustment', () => {
  it('keeps a free date as it is', () => {
    const [result] = adjust([task('far', '2026-03-02T13:00')], ['2026-03-02T08:00']);
    expect(result).toEqual({ outcome: 'kept', date: local('2026-03-02T08:00') });
  });

  it('moves a conflicting date forward in 15-minute steps to the first free slot (new client: 2 h 15 min from any start)', () => {
    const [result] = adjust([task('t1', '2026-03-02T08:00')], ['2026-03-02T08:00']);
    expect(moved(result!)).toEqual({ to: '2026-03-02T10:15', tries: 9, avoided: ['t1'], avoidedDates: [] });
  });

  it('for an existing client, keeps clear of the 42-minute buffers and the 30 min + duration window', () => {
    // Task 08:00-09:00 occupies 07:18-09:42; a 30-minute visit needs 60 min from its start too.
    const [result] = adjust([task('t1', '2026-03-02T08:00')], ['2026-03-02T08:00'], { ...NEW_CLIENT, client: 'existing', serviceMinutes: 30 });
    expect(moved(result!)).toEqual({ to: '2026-03-02T09:45', tries: 7, avoided: ['t1'], avoidedDates: [] });
  });

  it('accepts a visit ending exactly at 18:00, and rolls to 08:00 of the next day when it would end later', () => {
    // Task 15:30-16:30 occupies 14:48-17:12; the window (30 + duration) ends before 17:15 in both cases.
    const rules = { ...NEW_CLIENT, client: 'existing' as const };
    const [fits] = adjust([task('t1', '2026-03-02T15:30')], ['2026-03-02T15:30'], { ...rules, serviceMinutes: 45 });
    expect(moved(fits!).to).toBe('2026-03-02T17:15');
    const [rolls] = adjust([task('t1', '2026-03-02T15:30')], ['2026-03-02T15:30'], { ...rules, serviceMinutes: 60 });
    expect(moved(rolls!)).toMatchObject({ to: '2026-03-03T08:00', tries: 7 });
  });

  it('rolls over closed days to the next open day', () => {
    const [result] = adjust([task('t1', '2026-03-07T16:00')], ['2026-03-07T16:00'], { ...NEW_CLIENT, closedDays: [7, 1] });
    expect(moved(result!).to).toBe('2026-03-10T08:00'); // Saturday -> Tuesday
  });

  it('starts the day at 08:00 when the date was earlier', () => {
    const [result] = adjust([task('early', '2026-03-02T06:30', 30)], ['2026-03-02T06:30']);
    expect(moved(result!)).toMatchObject({ to: '2026-03-02T08:45', tries: 4 });
  });

  it('lets a date placed earlier in the batch occupy its slot for the later ones', () => {
    const [first, second] = adjust([task('t1', '2026-03-02T08:00')], ['2026-03-02T08:00', '2026-03-02T10:30']);
    expect(moved(first!).to).toBe('2026-03-02T10:15');
    // 10:15-11:15 occupies 09:33-11:57 for the second date, which no task blocks.
    expect(moved(second!)).toEqual({ to: '2026-03-02T12:00', tries: 6, avoided: [], avoidedDates: ['2026-03-02T10:15'] });
  });

  it('gives up after 1000 tries: a slot found at the 1000th is taken, one at the 1001st is not', () => {
    // No closed day and a one-hour visit: 36 candidates the first day after 08:00, then 37 a day
    // (08:00 to 17:00), so try 1000 is 08:15 on the 27th day after the date.
    const rules: PlacementRules = { client: 'new', timeZone: SP, closedDays: [] };
    const date = local('2026-03-02T08:00');
    const thousandth = local('2026-03-29T08:15');
    const blockerStart = local('2026-03-02T07:00').epochMilliseconds;
    const blocker = (endMs: number): AgendaTask => ({ id: 'long', startMs: blockerStart, durationMinutes: (endMs - blockerStart) / 60_000 - 42 });
    const [taken] = adjustAutomatically(buildTeamAgenda([blocker(thousandth.epochMilliseconds)]), [date], rules);
    expect(moved(taken!)).toMatchObject({ to: '2026-03-29T08:15', tries: 1000 });
    const [missed] = adjustAutomatically(buildTeamAgenda([blocker(thousandth.epochMilliseconds + 15 * 60_000)]), [date], rules);
    expect(missed).toMatchObject({ outcome: 'unplaced', tries: 1000 });
    expect(missed?.outcome === 'unplaced' && missed.avoided.map((t) => t.id)).toEqual(['long']);
  });

  it('cannot place a visit longer than the business day', () => {
    const [result] = adjust([task('t1', '2026-03-02T08:00')], ['2026-03-02T08:00'], { ...NEW_CLIENT, serviceMinutes: 11 * 60 });
    expect(result).toMatchObject({ outcome: 'unplaced', tries: 1000 });
  });

  it('leaves a conflicting date unplaced at once when every weekday is closed', () => {
    const [result] = adjust([task('t1', '2026-03-02T08:00')], ['2026-03-02T08:00'], { ...NEW_CLIENT, closedDays: [1, 2, 3, 4, 5, 6, 7] });
    expect(result).toMatchObject({ outcome: 'unplaced', tries: 0 });
  });

  it('lists the dates to submit: kept and moved, without the unplaced', () => {
    const adjusted = adjust([task('t1', '2026-03-02T08:00')], ['2026-03-02T08:00', '2026-03-03T08:00'], NEW_CLIENT);
    expect(placedDates(adjusted).map(text)).toEqual(['2026-03-02T10:15', '2026-03-03T08:00']);
  });
});

const serialise = (results: readonly AdjustedDate[]) =>
  results.map((r) =>
    r.outcome === 'kept'
      ? { outcome: r.outcome, at: r.date.epochMilliseconds }
      : {
          outcome: r.outcome,
          at: r.outcome === 'moved' ? [r.from.epochMilliseconds, r.to.epochMilliseconds] : r.date.epochMilliseconds,
          avoided: r.avoided.map((t) => t.id),
          avoidedDates: r.avoidedDates.map((d) => d.epochMilliseconds),
          tries: r.tries,
        },
  );

describe('indexed engine against the plain scan (property)', () => {
  it('gives identical outcomes on random agendas, batches, rules and zones', () => {
    const base = Temporal.PlainDateTime.from('2026-03-27T06:00'); // Paris changes to summer time on the 29th
    fc.assert(
      fc.property(
        fc.constantFrom(SP, 'Europe/Paris', 'UTC'),
        fc.array(fc.record({ slot: fc.integer({ min: 0, max: 500 }), minutes: fc.oneof(fc.constant(0), fc.integer({ min: 10, max: 300 })) }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 8 }),
        fc.oneof(fc.constant(null), fc.integer({ min: 15, max: 240 })),
        fc.boolean(),
        fc.subarray([1, 2, 3, 4, 5, 6, 7] as IsoWeekday[], { maxLength: 6 }),
        (timeZone, specs, dateSlots, serviceMinutes, isNew, closedDays) => {
          const at = (slot: number) => base.add({ minutes: slot * 15 }).toZonedDateTime(timeZone);
          const tasks = specs.map((s, i): AgendaTask => ({ id: `t${i}`, startMs: at(s.slot).epochMilliseconds, durationMinutes: s.minutes }));
          const dates = dateSlots.map(at);
          const rules: PlacementRules = { client: isNew ? 'new' : 'existing', serviceMinutes, timeZone, closedDays };
          expect(serialise(adjustAutomatically(buildTeamAgenda(tasks), dates, rules))).toEqual(serialise(adjustAutomaticallyByScan(tasks, dates, rules)));
        },
      ),
      { numRuns: 150 },
    );
  });
});
