import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { conflictWindowMinutes, visitMinutes } from './conflict.policy';
import {
  buildTeamAgenda,
  checkDates,
  conflictsAt,
  hasAnyConflict,
  hasConflictAt,
  occupiedOverlapPositions,
  overlapsAnyOccupied,
  overlapsOccupiedSpan,
  type AgendaTask,
} from './team-agenda.entity';
import { checkDatesByScan } from './team-agenda.reference';

const MIN = 60_000;
/** Monday 2 March 2026, 10:00 in São Paulo. */
const T0 = Temporal.Instant.from('2026-03-02T13:00:00Z').epochMilliseconds;
const task = (id: string, minutesFromT0: number, durationMinutes = 60): AgendaTask => ({ id, startMs: T0 + minutesFromT0 * MIN, durationMinutes });
const ids = (tasks: readonly AgendaTask[]) => tasks.map((t) => t.id);
const NEW = conflictWindowMinutes({ client: 'new' }) * MIN;

describe('conflict windows', () => {
  it('is 2 h 15 min for a new client and 30 min plus the service duration for an existing one (1 h when unknown)', () => {
    expect(conflictWindowMinutes({ client: 'new' })).toBe(135);
    expect(conflictWindowMinutes({ client: 'existing', serviceMinutes: 45 })).toBe(75);
    expect(conflictWindowMinutes({ client: 'existing', serviceMinutes: null })).toBe(90);
    expect(conflictWindowMinutes({ client: 'existing', serviceMinutes: 0 })).toBe(90);
    expect(visitMinutes(undefined)).toBe(60);
    expect(visitMinutes(150)).toBe(150);
  });

  it('counts a task exactly 2 h 15 min away as free, and one a millisecond closer as a conflict, on both sides', () => {
    const agenda = buildTeamAgenda([
      { id: 'after-edge', startMs: T0 + NEW, durationMinutes: 60 },
      { id: 'after-in', startMs: T0 + NEW - 1, durationMinutes: 60 },
      { id: 'before-edge', startMs: T0 - NEW, durationMinutes: 60 },
      { id: 'before-in', startMs: T0 - NEW + 1, durationMinutes: 60 },
    ]);
    expect(ids(conflictsAt(agenda, T0, NEW))).toEqual(['before-in', 'after-in']);
  });

  it('uses 30 min plus the duration as the existing-client window, with the same strict bound', () => {
    const agenda = buildTeamAgenda([task('edge', 75), task('in', 74)]);
    const [check] = checkDates(agenda, [Temporal.Instant.fromEpochMilliseconds(T0).toZonedDateTimeISO('America/Sao_Paulo')], {
      client: 'existing',
      serviceMinutes: 45,
    });
    expect(ids(check!.conflicts)).toEqual(['in']);
  });
});

describe('team agenda', () => {
  it('answers by start, keeping the input order of tasks that start together', () => {
    const agenda = buildTeamAgenda([task('c', 30), task('a', -30), task('b2', 0), task('b1', 0)]);
    expect(ids(agenda.tasks)).toEqual(['a', 'b2', 'b1', 'c']);
    expect(ids(conflictsAt(agenda, T0, NEW))).toEqual(['a', 'b2', 'b1', 'c']);
    expect(conflictsAt(buildTeamAgenda([]), T0, NEW)).toEqual([]);
  });

  it('sorts the same way whatever path the build takes (already sorted, packed keys, comparator)', () => {
    const shuffled = [task('c', 30), task('a', -30), task('b2', 0), task('b1', 0)];
    const fractional = shuffled.map((t) => ({ ...t, startMs: t.startMs + 0.5 }));
    const farApart = [...shuffled, task('far', 60 * 24 * 365 * 50)];
    expect(ids(buildTeamAgenda(shuffled).tasks)).toEqual(['a', 'b2', 'b1', 'c']);
    expect(ids(buildTeamAgenda(fractional).tasks)).toEqual(['a', 'b2', 'b1', 'c']);
    expect(ids(buildTeamAgenda(farApart).tasks)).toEqual(['a', 'b2', 'b1', 'c', 'far']);
    expect(ids(buildTeamAgenda(buildTeamAgenda(shuffled).tasks).tasks)).toEqual(['a', 'b2', 'b1', 'c']);
  });

  it('tells whether any date conflicts', () => {
    const agenda = buildTeamAgenda([task('a', 0)]);
    const zoned = (minutes: number) => Temporal.Instant.fromEpochMilliseconds(T0 + minutes * MIN).toZonedDateTimeISO('UTC');
    expect(hasAnyConflict(checkDates(agenda, [zoned(-300), zoned(300)], { client: 'new' }))).toBe(false);
    expect(hasAnyConflict(checkDates(agenda, [zoned(-300), zoned(100)], { client: 'new' }))).toBe(true);
  });

  it('occupies 42 min before a task to 42 min after its end; a visit may touch that span but not enter it', () => {
    const t = task('t', 0, 60); // 10:00-11:00, occupied 09:18-11:42
    const hour = 60 * MIN;
    expect(overlapsOccupiedSpan(t, T0 + 102 * MIN, hour)).toBe(false); // 11:42
    expect(overlapsOccupiedSpan(t, T0 + 102 * MIN - 1, hour)).toBe(true);
    expect(overlapsOccupiedSpan(t, T0 - 102 * MIN, hour)).toBe(false); // 08:18-09:18
    expect(overlapsOccupiedSpan(t, T0 - 102 * MIN + 1, hour)).toBe(true);
    const agenda = buildTeamAgenda([t]);
    expect(overlapsAnyOccupied(agenda, T0 + 102 * MIN, hour)).toBe(false);
    expect(overlapsAnyOccupied(agenda, T0 + 102 * MIN - 1, hour)).toBe(true);
    expect(overlapsAnyOccupied(agenda, T0 - 102 * MIN + 1, hour)).toBe(true);
  });

  it('finds a long task that started long before, behind shorter ones', () => {
    const agenda = buildTeamAgenda([task('long', -600, 720), task('short', -300, 30)]);
    expect(overlapsAnyOccupied(agenda, T0, 60 * MIN)).toBe(true);
    expect(occupiedOverlapPositions(agenda, T0, 60 * MIN).map((i) => agenda.tasks[i]!.id)).toEqual(['long']);
  });
});

// Agendas on a 5-minute grid over three days, so equal starts and exact window distances are common.
const arbTask = fc.record({
  slot: fc.integer({ min: -432, max: 432 }),
  durationMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 600 })),
});
const arbAgenda = fc.array(arbTask, { maxLength: 60 }).map((specs) => specs.map((s, i) => task(`t${i}`, s.slot * 5, s.durationMinutes)));
const arbPolicy = fc.oneof(
  fc.constant({ client: 'new' as const }),
  fc.record({ client: fc.constant('existing' as const), serviceMinutes: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 240 })) }),
);

describe('indexed agenda against the plain scan (property)', () => {
  it('gives identical conflicts for every date and policy', () => {
    fc.assert(
      fc.property(arbAgenda, fc.array(fc.integer({ min: -440, max: 440 }), { maxLength: 20 }), arbPolicy, (tasks, slots, policy) => {
        const agenda = buildTeamAgenda(tasks);
        const dates = slots.map((slot) => Temporal.Instant.fromEpochMilliseconds(T0 + slot * 5 * MIN).toZonedDateTimeISO('UTC'));
        const indexed = checkDates(agenda, dates, policy);
        const scanned = checkDatesByScan(tasks, dates, policy);
        expect(indexed.map((c) => c.conflicts)).toEqual(scanned.map((c) => c.conflicts));
        const windowMs = conflictWindowMinutes(policy) * MIN;
        for (const [i, date] of dates.entries()) {
          expect(hasConflictAt(agenda, date.epochMilliseconds, windowMs)).toBe(scanned[i]!.conflicts.length > 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the same occupied-span overlaps', () => {
    fc.assert(
      fc.property(arbAgenda, fc.integer({ min: -440, max: 440 }), fc.integer({ min: 1, max: 300 }), (tasks, slot, minutes) => {
        const agenda = buildTeamAgenda(tasks);
        const start = T0 + slot * 5 * MIN;
        const expected = tasks.filter((t) => overlapsOccupiedSpan(t, start, minutes * MIN)).sort((a, b) => a.startMs - b.startMs);
        expect(occupiedOverlapPositions(agenda, start, minutes * MIN).map((i) => agenda.tasks[i])).toEqual(expected);
        expect(overlapsAnyOccupied(agenda, start, minutes * MIN)).toBe(expected.length > 0);
      }),
      { numRuns: 200 },
    );
  });
});
