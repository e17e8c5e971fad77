import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ScheduledVisit, TeamClientVisits } from '../clients/client.entity';
import { ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { signedInStore } from '../testing/sessions';
import { CheckTeamChange, teamChangePlan } from './check-team-change.use-case';
import { changesOf } from './schedule-change';
import { adjustPlan, skipEntry, summarize } from './visit-plan';

const zone = 'America/Sao_Paulo';
const clock = new FixedClock('2026-03-02T10:00:00Z', zone); // Monday 2 March 2026, 07:00
const store = signedInStore('employer', { id: 'owner-1' });
const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });
const api = (teamVisits: TeamClientVisits[]) => ({ teamVisits: async () => ok(teamVisits) });
const client = (serviceMinutes: number | null) => ({ clientId: 'c1', teamId: 't1', serviceMinutes, closedDays: [7 as const] });

describe('CheckTeamChange: the client\'s visits to come, on the new team', () => {
  // 52 weekly visits, Mondays 09:00, from 9 March 2026; the new team visits another client at the same time.
  const mondays = Array.from({ length: 52 }, (_, i) => Temporal.PlainDateTime.from('2026-03-09T09:00').add({ days: 7 * i }).toString());
  const mineWeekly = mondays.map((start, i) => visit(`v${i}`, start));
  const busyMondays: TeamClientVisits = { clientId: 'other', clientName: 'Johnson Family', serviceMinutes: 120, visits: mondays.map((start, i) => visit(`o${i}`, start)) };

  it('counts the visits that would clash: 52 of 52', async () => {
    const result = await new CheckTeamChange(api([busyMondays]), store, clock).execute(client(120), mineWeekly, 't2');
    expect(result.ok && summarize(result.value.plan)).toMatchObject({ total: 52, conflicting: 52 });
  });

  it('hands over only the visits still to come and waiting: not the past, not finished or cancelled ones', () => {
    const visits = [visit('past', '2026-03-02T06:59'), visit('now', '2026-03-02T07:00'), visit('done', '2026-03-03T09:00', 'finished'), visit('off', '2026-03-04T09:00', 'cancelled'), visit('next', '2026-03-05T09:00')];
    const change = teamChangePlan([], client(60), visits, clock.now(), zone);
    expect(change.visits.map((v) => v.id)).toEqual(['now', 'next']);
  });

  it("leaves the client's own visits out of the new team's agenda", () => {
    const ownOnNewTeam: TeamClientVisits = { clientId: 'c1', clientName: 'Joana', serviceMinutes: 60, visits: [visit('v0', mondays[0]!)] };
    const change = teamChangePlan([ownOnNewTeam], client(60), mineWeekly.slice(0, 1), clock.now(), zone);
    expect(change.plan.entries[0]!.status).toBe('free');
  });

  it('resolved: the moved visits are moved, the skipped ones removed, the free ones left alone', () => {
    const visits = [visit('a', '2026-03-09T09:00'), visit('b', '2026-03-16T09:00'), visit('c', '2026-03-23T15:00')];
    const busy: TeamClientVisits = { ...busyMondays, visits: busyMondays.visits.slice(0, 2) };
    const change = teamChangePlan([busy], client(60), visits, clock.now(), zone);
    const resolved = { ...change, plan: adjustPlan(skipEntry(change.plan, 1)) };
    expect(changesOf(resolved).map((c) => [c.kind, c.visitId])).toEqual([
      ['move', 'a'],
      ['remove', 'b'],
    ]);
  });
});
