import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { PlacementRules } from './conflict.policy';
import { checkReplacement, explainConflicts, suggestSlots } from './manual-adjustment.rules';
import { buildTeamAgenda, type AgendaTask } from './team-agenda.entity';

const SP = 'America/Sao_Paulo';
const local = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(SP);
const task = (id: string, iso: string, durationMinutes = 60): AgendaTask => ({ id, startMs: local(iso).epochMilliseconds, durationMinutes });
const text = (d: Temporal.ZonedDateTime) => d.toPlainDateTime().toString().slice(0, 16);
const now = (iso: string) => local(iso).toInstant();

// Monday 2 March 2026: tasks 10:00-11:00 and 14:00-15:00. An existing client with 30-minute visits
// (window 60 min) is free on the quarter hours 08:00-08:45, 11:45-12:45 and 15:45-17:30.
const agenda = buildTeamAgenda([task('ten', '2026-03-02T10:00'), task('two', '2026-03-02T14:00')]);
const RULES: PlacementRules = { client: 'existing', serviceMinutes: 30, timeZone: SP, closedDays: [7] };
const EARLY = now('2026-03-02T07:00');

describe('conflict explanation', () => {
  it('names each blocking task with the minutes apart, which side it is on and the rules it breaks', () => {
    expect(explainConflicts(agenda, local('2026-03-02T14:30'), RULES)).toEqual([
      { kind: 'task', task: agenda.tasks[1], minutesApart: 30, relation: 'earlier', reasons: ['WINDOW', 'OCCUPIED'] },
    ]);
    expect(explainConflicts(agenda, local('2026-03-02T12:50'), RULES)).toEqual([
      { kind: 'task', task: agenda.tasks[1], minutesApart: 70, relation: 'later', reasons: ['OCCUPIED'] },
    ]);
    expect(explainConflicts(agenda, local('2026-03-02T12:00'), RULES)).toEqual([]);
  });

  it("includes the client's other dates that the slot overlaps", () => {
    const explained = explainConflicts(agenda, local('2026-03-02T12:30'), RULES, [local('2026-03-02T12:00'), local('2026-03-03T12:00')]);
    expect(explained).toEqual([{ kind: 'other-date', date: local('2026-03-02T12:00'), minutesApart: 30, relation: 'earlier', reasons: ['OCCUPIED'] }]);
  });
});

describe('slot suggestions', () => {
  it('proposes the nearest slot of each free stretch before (same day) and after (same day, then next open days)', () => {
    const slots = suggestSlots(agenda, local('2026-03-02T14:30'), RULES, { now: EARLY });
    expect(slots.before.map(text)).toEqual(['2026-03-02T12:45', '2026-03-02T08:45']);
    expect(slots.after.map(text)).toEqual(['2026-03-02T15:45', '2026-03-03T08:00', '2026-03-04T08:00']);
  });

  it('never proposes a slot in the past, and honours the requested counts', () => {
    const slots = suggestSlots(agenda, local('2026-03-02T14:30'), RULES, { now: now('2026-03-02T09:00'), before: 1, after: 1 });
    expect(slots.before.map(text)).toEqual(['2026-03-02T12:45']);
    expect(slots.after.map(text)).toEqual(['2026-03-02T15:45']);
    expect(suggestSlots(agenda, local('2026-03-02T14:30'), RULES, { now: now('2026-03-02T13:00') }).before).toEqual([]);
  });

  it("skips closed days and the client's other dates", () => {
    const slots = suggestSlots(agenda, local('2026-03-02T14:30'), { ...RULES, closedDays: [2, 7] }, {
      now: EARLY,
      otherDates: [local('2026-03-02T12:00'), local('2026-03-04T08:00')],
    });
    expect(slots.before.map(text)).toEqual(['2026-03-02T08:45']);
    // Wednesday 08:00-09:12 is taken by the other date, so that day's stretch starts at 09:15.
    expect(slots.after.map(text)).toEqual(['2026-03-02T15:45', '2026-03-04T09:15', '2026-03-05T08:00']);
  });

  it('proposes only slots that the re-check accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ slot: fc.integer({ min: 0, max: 200 }), minutes: fc.integer({ min: 15, max: 240 }) }), { maxLength: 25 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (specs, dateSlot, isNew) => {
          const base = local('2026-03-02T07:00');
          const tasks = specs.map((s, i): AgendaTask => ({ id: `t${i}`, startMs: base.add({ minutes: s.slot * 10 }).epochMilliseconds, durationMinutes: s.minutes }));
          const rules: PlacementRules = { ...RULES, client: isNew ? 'new' : 'existing' };
          const indexed = buildTeamAgenda(tasks);
          const date = base.add({ minutes: dateSlot * 10 });
          const { before, after } = suggestSlots(indexed, date, rules, { now: EARLY });
          for (const slot of [...before, ...after]) expect(checkReplacement(indexed, slot, rules, { now: EARLY }).ok).toBe(true);
          expect([...before].reverse().concat(after).map((d) => d.epochMilliseconds)).toEqual(
            [...before].reverse().concat(after).map((d) => d.epochMilliseconds).sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('replacement check', () => {
  const context = { now: now('2026-03-02T09:00') };

  it('accepts a free slot, a typed time included, even outside 08:00-18:00', () => {
    expect(checkReplacement(agenda, local('2026-03-02T12:45'), RULES, context)).toEqual({ ok: true, value: local('2026-03-02T12:45') });
    const typed = local('2026-03-02T14:30').withPlainTime(Temporal.PlainTime.from('19:00'));
    expect(checkReplacement(agenda, typed, RULES, context).ok).toBe(true);
  });

  it('refuses a conflict, with the explanation', () => {
    expect(checkReplacement(agenda, local('2026-03-02T12:50'), RULES, context)).toEqual({
      ok: false,
      error: { code: 'SCHEDULING_CONFLICT', conflicts: [{ kind: 'task', task: agenda.tasks[1], minutesApart: 70, relation: 'later', reasons: ['OCCUPIED'] }] },
    });
  });

  it("refuses an overlap with the client's other dates", () => {
    const result = checkReplacement(agenda, local('2026-03-02T12:30'), RULES, { ...context, otherDates: [local('2026-03-02T12:00')] });
    expect(!result.ok && result.error.code).toBe('SCHEDULING_CONFLICT');
  });

  it('refuses a time earlier than now (now itself is accepted) and a closed weekday', () => {
    expect(checkReplacement(agenda, local('2026-03-02T08:45'), RULES, context)).toEqual({ ok: false, error: { code: 'SCHEDULING_DATE_PASSED' } });
    expect(checkReplacement(buildTeamAgenda([]), local('2026-03-02T09:00'), RULES, context).ok).toBe(true);
    expect(checkReplacement(agenda, local('2026-03-08T09:00'), RULES, context)).toEqual({ ok: false, error: { code: 'SCHEDULING_DAY_CLOSED', weekday: 7 } });
  });
});
