import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { buildTeamAgenda, type AgendaTask } from './team-agenda.entity';
import { adjustPlan, explainEntry, plannedDates, planVisits, replaceEntry, skipEntry, suggestForEntry, summarize } from './visit-plan';

const zone = 'America/Sao_Paulo';
const at = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(zone);
const task = (id: string, iso: string, durationMinutes = 60): AgendaTask => ({ id, startMs: at(iso).epochMilliseconds, durationMinutes });
const rules = { client: 'new' as const, serviceMinutes: 60, timeZone: zone, closedDays: [7 as const] };
const now = Temporal.Instant.from('2026-03-01T12:00:00Z');

// The team is busy Mondays at 09:00 for three weeks.
const agenda = buildTeamAgenda([task('t1', '2026-03-02T09:00'), task('t2', '2026-03-09T09:00'), task('t3', '2026-03-16T09:00')]);
const weeklyAtNine = ['2026-03-02T09:00', '2026-03-09T09:00', '2026-03-16T09:00', '2026-03-23T09:00'].map(at);

describe('visit plan', () => {
  it('marks the dates within 2 h 15 min of a team task as conflicts', () => {
    const plan = planVisits(agenda, weeklyAtNine, rules);
    expect(plan.entries.map((e) => e.status)).toEqual(['conflict', 'conflict', 'conflict', 'free']);
    expect(plan.entries[0]!.conflicts.map((t) => t.id)).toEqual(['t1']);
    expect(summarize(plan)).toEqual({ total: 4, moved: 0, skipped: 0, unplaced: 0, conflicting: 3, scheduled: 4 });
  });

  it('adjusts automatically: "3 of 4 visits moved", each to a free slot, the free one kept', () => {
    const plan = adjustPlan(planVisits(agenda, weeklyAtNine, rules));
    expect(plan.entries.map((e) => e.status)).toEqual(['moved', 'moved', 'moved', 'free']);
    expect(summarize(plan)).toMatchObject({ total: 4, moved: 3, conflicting: 0, scheduled: 4 });
    // 09:00 task occupies 08:18-10:42; a new client's window is 2 h 15 min from 09:00, so 11:15.
    expect(plan.entries[0]!.date?.toPlainTime().toString()).toBe('11:15:00');
    expect(plannedDates(plan).map((d) => d.toPlainDate().toString())).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
  });

  it('names, for each date it moves, the tasks in its way: also one past the window whose time the visit would overlap', () => {
    // A three-hour visit at 09:00 ends at 12:00; a task at 11:30 is outside the 09:00 window but
    // its time (with the 42-minute journey before it) starts at 10:48.
    const long = { ...rules, serviceMinutes: 180 };
    const busyLater = buildTeamAgenda([task('late', '2026-03-23T11:30')]);
    const checked = planVisits(busyLater, [at('2026-03-23T09:00')], long);
    expect(checked.entries[0]).toMatchObject({ status: 'free', conflicts: [] });
    const adjusted = adjustPlan(checked);
    expect(adjusted.entries[0]!.status).toBe('moved');
    expect(adjusted.entries[0]!.conflicts.map((t) => t.id)).toEqual(['late']);
  });

  it('explains a conflict and suggests free slots before and after it', () => {
    const plan = planVisits(agenda, weeklyAtNine, rules);
    const explanation = explainEntry(plan, 0);
    expect(explanation[0]).toMatchObject({ kind: 'task', minutesApart: 0, relation: 'same-time' });
    const suggestions = suggestForEntry(plan, 0, now);
    expect(suggestions.after[0]?.toPlainTime().toString()).toBe('11:15:00');
    expect(suggestions.before).toEqual([]); // 08:00 is within the window of 09:00
  });

  it('takes a picked slot after re-checking it, refuses a busy one, and skips a date', () => {
    let plan = planVisits(agenda, weeklyAtNine, rules);
    const refused = replaceEntry(plan, 0, at('2026-03-02T10:00'), now);
    expect(!refused.ok && refused.error.code).toBe('SCHEDULING_CONFLICT');
    const picked = replaceEntry(plan, 0, at('2026-03-02T14:00'), now);
    expect(picked.ok).toBe(true);
    if (!picked.ok) return;
    plan = skipEntry(picked.value, 1);
    expect(plan.entries.map((e) => e.status)).toEqual(['picked', 'skipped', 'conflict', 'free']);
    expect(summarize(plan)).toEqual({ total: 4, moved: 1, skipped: 1, unplaced: 0, conflicting: 1, scheduled: 3 });
    const closed = replaceEntry(plan, 2, at('2026-03-22T14:00'), now);
    expect(!closed.ok && closed.error.code).toBe('SCHEDULING_DAY_CLOSED');
  });

  it('keeps picked and skipped entries when the rest is adjusted automatically, and avoids the picked slot', () => {
    const picked = replaceEntry(planVisits(agenda, weeklyAtNine, rules), 1, at('2026-03-09T11:15'), now);
    if (!picked.ok) throw new Error('refused');
    const plan = adjustPlan(skipEntry(picked.value, 0));
    expect(plan.entries.map((e) => e.status)).toEqual(['skipped', 'picked', 'moved', 'free']);
    expect(plan.entries[1]!.date?.toString()).toBe(at('2026-03-09T11:15').toString());
  });
});
