import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ScheduledVisit, TeamClientVisits } from '../clients/client.entity';
import { ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { signedInStore } from '../testing/sessions';
import { CheckVisitMove } from './check-visit-move.use-case';
import { changesOf } from './schedule-change';
import { adjustPlan, skipEntry } from './visit-plan';

const zone = 'America/Sao_Paulo';
const clock = new FixedClock('2026-03-02T10:00:00Z', zone); // Monday 2 March 2026, 07:00
const store = signedInStore('employer', { id: 'owner-1' });
const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });
const api = (teamVisits: TeamClientVisits[]) => ({ teamVisits: async () => ok(teamVisits) });
const other = (start: string, serviceMinutes: number | null = 60): TeamClientVisits => ({ clientId: 'other', clientName: 'Johnson Family', serviceMinutes, visits: [visit(`o-${start}`, start)] });
const client = (serviceMinutes: number | null) => ({ clientId: 'c1', teamId: 't1', serviceMinutes, closedDays: [7 as const] });
const mine = visit('v1', '2026-03-10T14:00');

async function move(teamVisits: TeamClientVisits[], to: string, serviceMinutes: number | null = 60) {
  const result = await new CheckVisitMove(api(teamVisits), store, clock).execute(client(serviceMinutes), mine, Temporal.PlainDateTime.from(to));
  if (!result.ok) throw new Error('load failed');
  return result.value;
}

describe('CheckVisitMove: one visit moved, against the team (30 min plus the service duration)', () => {
  it.each([
    // Another client at 09:00; a 60-minute service makes the window 90 minutes.
    ['2026-03-10T10:30', 60, 'free'],
    ['2026-03-10T10:29', 60, 'conflict'],
    ['2026-03-10T07:30', 60, 'free'],
    ['2026-03-10T07:31', 60, 'conflict'],
    ['2026-03-10T09:00', 60, 'conflict'],
    // Without a service duration, the default hour: 90 minutes too.
    ['2026-03-10T10:30', null, 'free'],
    ['2026-03-10T10:29', null, 'conflict'],
    // A two-hour service: 150 minutes.
    ['2026-03-10T11:30', 120, 'free'],
    ['2026-03-10T11:29', 120, 'conflict'],
  ] as const)('moved to %s with a %s-minute service: %s', async (to, minutes, status) => {
    const change = await move([other('2026-03-10T09:00')], to, minutes);
    expect(change.plan.entries.map((e) => e.status)).toEqual([status]);
  });

  it('the visit never clashes with its own current time; the client\'s other visits count', async () => {
    const own: TeamClientVisits = { clientId: 'c1', clientName: 'Joana', serviceMinutes: 60, visits: [mine, visit('v2', '2026-03-11T09:00')] };
    expect((await move([own], '2026-03-10T14:15')).plan.entries[0]!.status).toBe('free');
    const clash = await move([own], '2026-03-11T09:30');
    expect(clash.plan.entries[0]).toMatchObject({ status: 'conflict', conflicts: [{ id: 'v2' }] });
  });

  it('finished and cancelled visits of the team do not take its time', async () => {
    const done: TeamClientVisits = { ...other('2026-03-10T09:00'), visits: [visit('f', '2026-03-10T09:00', 'finished'), visit('x', '2026-03-10T09:00', 'cancelled')] };
    expect((await move([done], '2026-03-10T09:00')).plan.entries[0]!.status).toBe('free');
  });

  it('a free move is one call; resolved automatically it goes to the adjusted time; skipped, nothing is sent', async () => {
    expect(changesOf(await move([], '2026-03-10T16:00'))).toEqual([expect.objectContaining({ kind: 'move', visitId: 'v1', to: Temporal.ZonedDateTime.from('2026-03-10T16:00-03:00[America/Sao_Paulo]') })]);
    const clash = await move([other('2026-03-10T09:00')], '2026-03-10T09:00');
    const adjusted = { ...clash, plan: adjustPlan(clash.plan) };
    // The 09:00 visit and its journey end at 10:42; the next 15-minute step, 10:45, is past the 90-minute window.
    expect(changesOf(adjusted).map((c) => c.kind === 'move' && c.to.toPlainTime().toString())).toEqual(['10:45:00']);
    expect(changesOf({ ...clash, plan: skipEntry(clash.plan, 0) })).toEqual([]);
  });
});
