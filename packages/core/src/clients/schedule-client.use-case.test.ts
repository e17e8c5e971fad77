import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { busyTeamAgenda, sampleClientInput } from '../testing/business-fixtures';
import { FixedClock } from '../testing/fixed-clock';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
import type { TeamClientVisits } from './client.entity';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import type { ClientsApi, NewClient } from './clients.port';
import { LoadTeamAgenda } from '../scheduling/load-team-agenda.use-case';
import { PlanRecurrence } from '../scheduling/plan-recurrence.use-case';
import { ScheduleClient } from './schedule-client.use-case';
import { adjustPlan, plannedDates, planVisits, replaceEntry, summarize } from '../scheduling/visit-plan';

const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'); // Monday 07:00 in São Paulo
const input = sampleClientInput;


/** A ClientsApi that records the clients created and answers a fixed team agenda. */
class RecordingClientsApi implements Pick<ClientsApi, 'create' | 'teamVisits'> {
  created: NewClient[] = [];
  teamAgenda: TeamClientVisits[] = busyTeamAgenda();
  create = async (_c: unknown, _o: string, client: NewClient) => (this.created.push(client), ok({ message: 'Client registered.' }));
  teamVisits = async () => ok(this.teamAgenda);
}

let api: RecordingClientsApi;
let cache: MemoryCache;
const store = signedInStore('employer', { id: 'owner-1' });

beforeEach(() => {
  api = new RecordingClientsApi();
  cache = new MemoryCache();
});

describe('ScheduleClient', () => {
  it('schedules a new client without conflicts: the dates go out as local times, the cache is cleared', async () => {
    cache.write(CLIENTS_CACHE_KEY, [], { userId: 'owner-1', ownerId: 'owner-1' });
    const dates = new PlanRecurrence(clock).execute({ recurrence: 'weekly', time: Temporal.PlainTime.from('14:00'), weekday: 3, closedDays: [7] });
    if (!dates.ok) throw new Error('no dates');
    const agenda = await new LoadTeamAgenda(api, store, clock).execute('team-1');
    if (!agenda.ok) throw new Error('no agenda');
    const plan = planVisits(agenda.value, dates.value, { client: 'new', serviceMinutes: 90, timeZone: clock.timeZone(), closedDays: [7] });
    expect(summarize(plan).conflicting).toBe(0);
    const result = await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates: plannedDates(plan), recurrence: 'weekly' });
    expect(result).toEqual({ ok: true, value: { message: 'Client registered.' } });
    expect(api.created[0]?.visits[0]?.toString()).toBe('2026-03-04T14:00:00');
    expect(api.created[0]?.visits).toHaveLength(52);
    expect(api.created[0]).toMatchObject({ teamId: 'team-1', recurrence: 'weekly', serviceMinutes: 90 });
    expect(cache.peek(CLIENTS_CACHE_KEY)).toBeNull();
  });

  it('with conflicts, the automatic path moves them and sends the moved dates', async () => {
    const dates = new PlanRecurrence(clock).execute({ recurrence: 'weekly', time: Temporal.PlainTime.from('09:00'), weekday: 3, closedDays: [7] });
    const agenda = await new LoadTeamAgenda(api, store, clock).execute('team-1');
    if (!dates.ok || !agenda.ok) throw new Error('setup');
    const plan = adjustPlan(planVisits(agenda.value, dates.value, { client: 'new', serviceMinutes: 90, timeZone: clock.timeZone(), closedDays: [7] }));
    const summary = summarize(plan);
    expect(summary.moved).toBe(9); // the other client's visits run for 60 days, so 9 Wednesdays collide
    expect(summary.total).toBe(52);
    await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates: plannedDates(plan), recurrence: 'weekly' });
    expect(api.created[0]?.visits[0]?.toPlainTime().toString()).not.toBe('09:00:00');
  });

  it('with conflicts, the manual path sends the slot the person picked', async () => {
    const dates = new PlanRecurrence(clock).execute({ recurrence: 'unit', time: Temporal.PlainTime.from('09:00'), weekday: null, closedDays: [7] });
    const agenda = await new LoadTeamAgenda(api, store, clock).execute('team-1');
    if (!dates.ok || !agenda.ok) throw new Error('setup');
    const plan = planVisits(agenda.value, dates.value, { client: 'new', serviceMinutes: 90, timeZone: clock.timeZone(), closedDays: [7] });
    expect(plan.entries[0]?.status).toBe('conflict');
    const picked = replaceEntry(plan, 0, dates.value[0]!.withPlainTime('15:00'), clock.now());
    if (!picked.ok) throw new Error('refused');
    await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates: plannedDates(picked.value), recurrence: 'unit' });
    expect(api.created[0]?.visits.map(String)).toEqual(['2026-03-02T15:00:00']);
  });

  it('needs a team and valid fields, and sends nothing otherwise', async () => {
    const result = await new ScheduleClient(api, store, cache, clock).execute({ client: { ...input, phone: '12' }, teamId: null, dates: [], recurrence: null });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual(['TEAM_REQUIRED', 'PHONE_INVALID']);
    expect(api.created).toEqual([]);
  });

  it('sends a phone written with punctuation as its digits, as a client import does', async () => {
    const result = await new ScheduleClient(api, store, cache, clock).execute({ client: { ...input, phone: '(11) 3051-2244' }, teamId: 'team-1', dates: [], recurrence: null });
    expect(result.ok).toBe(true);
    expect(api.created[0]?.phone).toBe('1130512244');
  });

  it('registers a client with no visits, and needs the recurrence of dates that come', async () => {
    const none = await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates: [], recurrence: null });
    expect(none.ok).toBe(true);
    expect(api.created[0]).toMatchObject({ teamId: 'team-1', visits: [], recurrence: null });
    const dates = [Temporal.ZonedDateTime.from('2026-03-09T09:00[America/Sao_Paulo]')];
    const result = await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates, recurrence: null });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual(['DATES_REQUIRED']);
  });
});
