import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
import type { Client, ClientInput, TeamClientVisits } from './client.entity';
import type { ClientsApi, NewClient, ServicesAttachment } from './clients.port';
import {
  AddVisitDates,
  AttachServices,
  CLIENTS_CACHE_KEY,
  FinishVisitFromCalendar,
  LoadClients,
  LoadTeamAgenda,
  PlanRecurrence,
  ScheduleClient,
  UpdateVisitDate,
} from './clients.use-cases';
import { adjustPlan, plannedDates, planVisits, replaceEntry, summarize } from './visit-plan';

const clock = new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'); // Monday 07:00 in São Paulo
const input: ClientInput = {
  name: 'Joana Prado',
  phone: '11988887777',
  email: 'joana@cliente.com',
  docId: '',
  birthday: null,
  address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null },
  serviceMinutes: 90,
};

/** A ClientsApi that records what the use cases send and answers a fixed team agenda. */
class RecordingClientsApi implements Pick<ClientsApi, 'list' | 'create' | 'teamVisits' | 'addVisits' | 'moveVisit' | 'attachServices'> {
  created: NewClient[] = [];
  added: Array<{ clientId: string; visits: readonly Temporal.PlainDateTime[] }> = [];
  moved: Array<{ visitId: string; start: Temporal.PlainDateTime }> = [];
  attached: ServicesAttachment[] = [];
  teamAgenda: TeamClientVisits[] = [];
  clients: Client[] = [];
  list = async () => ok(this.clients);
  create = async (_c: unknown, _o: string, client: NewClient) => (this.created.push(client), ok({ message: 'Client registered.' }));
  teamVisits = async () => ok(this.teamAgenda);
  addVisits = async (_c: unknown, clientId: string, visits: readonly Temporal.PlainDateTime[]) => (this.added.push({ clientId, visits }), ok({ message: '' }));
  moveVisit = async (_c: unknown, _client: string, visitId: string, start: Temporal.PlainDateTime) => (this.moved.push({ visitId, start }), ok({ message: '' }));
  attachServices = async (_c: unknown, _o: string, _client: string, a: ServicesAttachment) => (this.attached.push(a), ok({ message: '' }));
}

let api: RecordingClientsApi;
let cache: MemoryCache;
const store = signedInStore('employer', { id: 'owner-1' });

beforeEach(() => {
  api = new RecordingClientsApi();
  cache = new MemoryCache();
  // The team already visits another client every weekday at 09:00 for 90 minutes.
  const visits = Array.from({ length: 60 }, (_, i) => ({
    id: `v${i}`,
    start: Temporal.PlainDateTime.from('2026-03-02T09:00').add({ days: i }),
    status: 'pending' as const,
  }));
  api.teamAgenda = [{ clientId: 'other', clientName: 'Carlos Souza', serviceMinutes: 90, visits }];
});

describe('ScheduleClient', () => {
  it('schedules a new client without conflicts: the dates go out as local times, the cache is cleared', async () => {
    cache.write(CLIENTS_CACHE_KEY, []);
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
    expect(cache.read(CLIENTS_CACHE_KEY)).toBeNull();
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

  it('registers a client with no visits (issue 13), and needs the recurrence of dates that come', async () => {
    const none = await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates: [], recurrence: null });
    expect(none.ok).toBe(true);
    expect(api.created[0]).toMatchObject({ teamId: 'team-1', visits: [], recurrence: null });
    const dates = [Temporal.ZonedDateTime.from('2026-03-09T09:00[America/Sao_Paulo]')];
    const result = await new ScheduleClient(api, store, cache, clock).execute({ client: input, teamId: 'team-1', dates, recurrence: null });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual(['DATES_REQUIRED']);
  });
});

describe('LoadTeamAgenda', () => {
  it("leaves out finished and cancelled visits and, when adding dates, the client's own", async () => {
    api.teamAgenda = [
      { clientId: 'c1', clientName: 'A', serviceMinutes: 60, visits: [{ id: 'a', start: Temporal.PlainDateTime.from('2026-03-03T09:00'), status: 'finished' }, { id: 'b', start: Temporal.PlainDateTime.from('2026-03-04T09:00'), status: 'pending' }] },
      { clientId: 'c2', clientName: 'B', serviceMinutes: null, visits: [{ id: 'c', start: Temporal.PlainDateTime.from('2026-03-05T09:00'), status: 'cancelled' }, { id: 'd', start: Temporal.PlainDateTime.from('2026-03-06T09:00'), status: 'started' }] },
    ];
    const all = await new LoadTeamAgenda(api, store, clock).execute('t');
    expect(all.ok && all.value.tasks.map((t) => t.id)).toEqual(['b', 'd']);
    const others = await new LoadTeamAgenda(api, store, clock).execute('t', { excludeClientId: 'c1' });
    expect(others.ok && others.value.tasks.map((t) => t.id)).toEqual(['d']);
    expect(all.ok && all.value.tasks[0]?.start.toString()).toBe('2026-03-04T09:00:00-03:00[America/Sao_Paulo]');
  });
});

describe('AddVisitDates and UpdateVisitDate', () => {
  it('needs at least one date', async () => {
    const result = await new AddVisitDates(api, store, clock).execute('c1', [], 'weekly');
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'dates', code: 'DATES_REQUIRED' }] });
  });

  it('checks new dates of an existing client with the 30 min + duration window, then sends them', async () => {
    const agenda = await new LoadTeamAgenda(api, store, clock).execute('team-1');
    if (!agenda.ok) throw new Error('setup');
    const at = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(clock.timeZone());
    const rules = { client: 'existing' as const, serviceMinutes: 90, timeZone: clock.timeZone(), closedDays: [7 as const] };
    // 09:00 + 90 min visit: 2 h apart is inside 30 + 90 = 120 minutes? No: exactly 120 is not "within".
    const plan = planVisits(agenda.value, [at('2026-03-03T10:59'), at('2026-03-03T11:00')], rules);
    expect(plan.entries.map((e) => e.status)).toEqual(['conflict', 'free']);
    await new AddVisitDates(api, store, clock).execute('c1', plannedDates(plan), 'unit');
    expect(api.added[0]?.visits.map(String)).toEqual(['2026-03-03T10:59:00', '2026-03-03T11:00:00']);
  });

  it('moves one visit to a new local date and time', async () => {
    await new UpdateVisitDate(api, store).execute('c1', 'v9', Temporal.PlainDateTime.from('2026-04-01T16:30'));
    expect(api.moved).toEqual([{ visitId: 'v9', start: Temporal.PlainDateTime.from('2026-04-01T16:30') }]);
  });
});

describe('AttachServices', () => {
  const items = [
    { id: 's1', name: 'Limpeza padrão', price: 120.5 },
    { id: 's2', name: 'Passadoria', price: 90 },
  ];

  it('sends the items with the percent discount and the total in cents', async () => {
    await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'joana@cliente.com' }, items, discountPercent: 10 });
    expect(api.attached[0]).toEqual({ items, discountPercent: 10, totalCents: 18945, clientEmail: 'joana@cliente.com' });
  });

  it('needs at least one item and a percent between 0 and 100', async () => {
    const none = await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'x@y.z' }, items: [], discountPercent: 0 });
    expect(!none.ok && none.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'items', code: 'ITEMS_REQUIRED' }] });
    const tooMuch = await new AttachServices(api, store).execute({ client: { id: 'c1', email: 'x@y.z' }, items, discountPercent: 101 });
    expect(!tooMuch.ok && tooMuch.error.code).toBe('VALIDATION_FAILED');
    expect(api.attached).toEqual([]);
  });
});

describe('LoadClients cache', () => {
  it('keeps clients (birthdays included) in the cache and reads them back', async () => {
    api.clients = [{ id: 'c1', name: 'Joana', phone: '1', email: 'j@x.y', docId: null, birthday: Temporal.PlainDate.from('1990-05-17'), address: null, team: null, serviceMinutes: 60, createdById: 'owner-1', createdAt: null }];
    const use = new LoadClients(api, store, cache);
    expect(use.cached()).toBeNull();
    await use.execute();
    expect(use.cached()?.[0]?.birthday?.toString()).toBe('1990-05-17');
  });
});

describe('FinishVisitFromCalendar', () => {
  it('sends "name-surname", the visit and the report cut to 250 characters', async () => {
    const sent: unknown[] = [];
    const visits = { finishFromCalendar: async (_c: unknown, finish: unknown) => (sent.push(finish), ok({ message: 'Finished.' })) };
    await new FinishVisitFromCalendar(visits, store).execute({ clientId: 'c1', visitId: 'v1', report: 'x'.repeat(300) });
    expect(sent[0]).toMatchObject({ clientId: 'c1', visitId: 'v1', ownerId: 'owner-1', userId: 'owner-1', userName: 'Ana-Lima' });
    expect((sent[0] as { report: string }).report).toHaveLength(250);
  });

  it('refuses a missing client with "Nenhuma entrada encontrada para cliente"', async () => {
    const visits = { finishFromCalendar: async () => ok({ message: '' }) };
    const result = await new FinishVisitFromCalendar(visits, store).execute({ clientId: '', visitId: 'v1', report: '' });
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'CLIENT_MISSING' }] });
  });
});
