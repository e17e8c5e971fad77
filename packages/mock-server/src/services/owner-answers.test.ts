import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { DEMO_OWNER } from '../seed/demo-accounts';
import type { ClientRecord, TeamRecord } from '../store/schema';
import type { Store } from '../store/store';
import { addOtherBusiness } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';
import { ownerAnswers } from './owner-answers';
import { byStart, toWireEntry } from './visit-time';

type OwnerAnswers = ReturnType<typeof ownerAnswers>;

let ctx: AppContext;
let store: Store;
let answers: OwnerAnswers;
let ownerId: string;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;

beforeEach(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-03-10T15:00:00Z') });
  store = ctx.store;
  other = await addOtherBusiness(ctx);
  ownerId = store.users.byEmail(DEMO_OWNER.email)!.id;
  answers = ownerAnswers(store);
});

const KINDS = ['clientList', 'calendar', 'reports'] as const;
type Kind = (typeof KINDS)[number];
const all = (of: string = ownerId) => Object.fromEntries(KINDS.map((kind) => [kind, answers[kind](of)])) as Record<Kind, ReturnType<OwnerAnswers[Kind]>>;
const json = (kind: Kind, of: string = ownerId): unknown => JSON.parse(answers[kind](of).body.toString('utf8'));
/** What a server that just started would answer. */
const fresh = (kind: Kind, of: string = ownerId) => ownerAnswers(store)[kind](of);

const clientsOf = (of: string) => [...store.clients.all()].filter((c) => c.ownerId === of);
const firstClient = () => store.clients.ofOwner(ownerId)[0]!;
const teamOf = (client: ClientRecord) => store.teams.get(client.teamId!)!;

describe("a business's client list, calendar and reports", () => {
  it('are built once: the same answer, with the same bytes and ETag, until a record they read changes', () => {
    const first = all();
    expect(all()).toEqual(first);
    for (const kind of KINDS) {
      expect(answers[kind](ownerId)).toBe(first[kind]);
      expect(fresh(kind).body.equals(first[kind].body)).toBe(true);
      expect(fresh(kind).etag).toBe(first[kind].etag);
    }
    expect(first.clientList.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('are the JSON the calls answer: every client of the business once, by name', () => {
    const names = store.clients.ofOwner(ownerId).map((c) => c.name);
    expect(names.length).toBeGreaterThan(10);
    expect((json('clientList') as { clients: Array<{ name: string }> }).clients.map((c) => c.name)).toEqual(names);
    expect((json('calendar') as { calendar: Array<{ clientInfo: { name: string } }> }).calendar.map((c) => c.clientInfo.name)).toEqual(names);
    expect((json('reports') as { combinedData: Array<{ client: { name: string } }> }).combinedData.map((c) => c.client.name)).toEqual(names);
  });

  it('stay as they are after a write to another collection or to another business', async () => {
    const before = all();
    const otherBefore = all(other.ownerId);
    await store.transact(() => {
      store.sessions.insert({ tokenHash: 'fresh-session', userId: ownerId, createdAt: new Date().toISOString() });
      store.users.update(ownerId, { name: 'Carla Maria' });
      store.services.insert({ id: 'catalogue-item', ownerId, itemName: 'Janelas', price: 50, createdAt: new Date().toISOString() });
      store.outbox.insert({ id: 'mail-x', to: 'x@example.com', subject: 'x', text: 'x', sentAt: new Date().toISOString() });
      store.companies.update(ownerId, { commercialName: 'Outro nome' });
      store.collaborators.insert({ id: 'collab-x', ownerId, name: 'Ciro', surname: 'Lima', phone: '11999990000', description: 'Rua Augusta, 1', latitude: -23.5, longitude: -46.6, createdAt: new Date().toISOString() });
    });
    expect(all()).toEqual(before);
    for (const kind of KINDS) expect(answers[kind](ownerId)).toBe(before[kind]);
    await store.transact(() => {
      store.clients.update(other.clientId, { name: 'Olga Outra' });
      store.visits.update(other.visitId, { status: 'started' });
      store.teams.update(other.teamId, { name: 'Outra equipe' });
      store.attachedServices.remove(other.attachedServiceId);
    });
    for (const kind of KINDS) {
      expect(answers[kind](ownerId)).toBe(before[kind]);
      expect(answers[kind](other.ownerId)).not.toBe(otherBefore[kind]);
    }
  });

  it.each<[string, (client: ClientRecord) => void, readonly Kind[]]>([
    ['a client renamed', (client) => store.clients.update(client.id, { name: 'Aaron Novo' }), ['clientList', 'calendar', 'reports']],
    ['a visit moved', (client) => store.visits.update(store.visits.where('client', client.id)[0]!.id, { date: '2031-01-06' }), ['calendar', 'reports']],
    ['a visit added', (client) => store.visits.insert({ id: 'new-visit', ownerId, clientId: client.id, date: '2031-01-06', time: '09:00', status: 'pending' }), ['calendar', 'reports']],
    ['a team renamed', (client) => store.teams.update(teamOf(client).id, { name: 'Equipe Nova' }), ['clientList', 'calendar']],
    ['a service attached', (client) => store.attachedServices.insert({ id: 'att-x', ownerId, clientId: client.id, serviceId: 's', name: 'Janelas', value: 50, createdAt: '2026-03-10T15:00:00.000Z' }), ['reports']],
    [
      'a report written',
      (client) =>
        store.reports.insert({ id: 'rep-x', ownerId, clientId: client.id, visitId: null, taskId: null, startedAt: '2026-03-10T15:00:00.000Z', finishedAt: null, collaboratorName: null, observation: '' }),
      ['reports'],
    ],
  ])('are made anew after %s, and only those that read it', async (what, write, changed) => {
    const before = all();
    await store.transact(() => write(firstClient()));
    for (const kind of KINDS) {
      const after = answers[kind](ownerId);
      if (changed.includes(kind)) {
        expect(after, kind).not.toBe(before[kind]);
        // The tag follows the bytes: a visit with no report changes the reports' answer in nothing.
        expect(after.etag === before[kind].etag, kind).toBe(after.body.equals(before[kind].body));
      } else {
        expect(after, kind).toBe(before[kind]);
      }
      expect(after.body.equals(fresh(kind).body), kind).toBe(true);
    }
    if (what !== 'a visit added') for (const kind of changed) expect(answers[kind](ownerId).etag, kind).not.toBe(before[kind].etag);
  });

  it('are after any run of writes what a fresh start would build, for each business', () => {
    const write = fc.record({
      what: fc.constantFrom('rename client', 'move client to team', 'remove client', 'add client', 'add visit', 'move visit', 'finish visit', 'remove visit', 'rename team', 'attach service', 'write report', 'remove report'),
      business: fc.constantFrom('demo', 'other'),
      pick: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(write, { minLength: 1, maxLength: 12 }), (writes) => {
        let n = 0;
        for (const { what, business, pick } of writes) {
          const of = business === 'demo' ? ownerId : other.ownerId;
          const clients = clientsOf(of);
          const client = clients[pick % clients.length];
          const teams = store.teams.where('owner', of) as TeamRecord[];
          const team = teams[pick % teams.length]!;
          const visits = client ? store.visits.where('client', client.id) : [];
          const visit = visits[pick % Math.max(1, visits.length)];
          const reports = client ? store.reports.where('client', client.id) : [];
          const id = `w${(n += 1)}-${pick}`;
          void store.transact(() => {
            if (what === 'add client' || !client) {
              store.clients.insert({ ...clients[0]!, id, name: `Nome ${pick % 7}`, teamId: team.id });
              return;
            }
            if (what === 'rename client') store.clients.update(client.id, { name: `Nome ${pick % 7}` });
            if (what === 'move client to team') store.clients.update(client.id, { teamId: team.id });
            if (what === 'remove client') store.clients.remove(client.id);
            if (what === 'add visit') store.visits.insert({ id, ownerId: of, clientId: client.id, date: `2031-0${1 + (pick % 9)}-1${pick % 10}`, time: '10:30', status: 'pending' });
            if (what === 'move visit' && visit) store.visits.update(visit.id, { date: `2031-0${1 + (pick % 9)}-0${1 + (pick % 9)}` });
            if (what === 'finish visit' && visit) store.visits.update(visit.id, { status: 'finished' });
            if (what === 'remove visit' && visit) store.visits.remove(visit.id);
            if (what === 'rename team') store.teams.update(team.id, { name: `Equipe ${pick % 5}` });
            if (what === 'attach service') store.attachedServices.insert({ id, ownerId: of, clientId: client.id, serviceId: 's', name: `Item ${pick % 3}`, value: pick % 100, createdAt: '2026-03-10T15:00:00.000Z' });
            if (what === 'write report') {
              store.reports.insert({ id, ownerId: of, clientId: client.id, visitId: visit?.id ?? null, taskId: id, startedAt: `2026-03-1${pick % 10}T12:00:00.000Z`, finishedAt: null, collaboratorName: null, observation: `${pick}` });
            }
            if (what === 'remove report' && reports.length > 0) store.reports.remove(reports[pick % reports.length]!.id);
          });
          for (const of of [ownerId, other.ownerId]) for (const kind of KINDS) expect(answers[kind](of).body.equals(fresh(kind, of).body), `${kind} after ${what}`).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("carry only the business's own records, even where another business's record names its client or team", async () => {
    const client = firstClient();
    await store.transact(() => {
      store.visits.insert({ id: 'foreign-visit', ownerId: other.ownerId, clientId: client.id, date: '2031-01-06', time: '09:00', status: 'pending' });
      store.attachedServices.insert({ id: 'foreign-service', ownerId: other.ownerId, clientId: client.id, serviceId: 's', name: 'Alheio', value: 1, createdAt: '2026-03-10T15:00:00.000Z' });
      store.reports.insert({ id: 'foreign-report', ownerId: other.ownerId, clientId: client.id, visitId: 'foreign-visit', taskId: 't', startedAt: '2026-03-10T15:00:00.000Z', finishedAt: null, collaboratorName: 'Cora Other', observation: 'alheio' });
      store.clients.update(client.id, { teamId: other.teamId });
    });
    const text = KINDS.map((kind) => answers[kind](ownerId).body.toString('utf8')).join('\n');
    for (const foreign of ['foreign-visit', 'foreign-service', 'Alheio', 'alheio', 'Cora Other', other.teamId, 'Other team', other.clientId]) expect(text).not.toContain(foreign);
  });

  it('never share an ETag between two businesses, even for the same JSON', async () => {
    await store.transact(() => {
      for (const of of [ownerId, other.ownerId]) for (const client of clientsOf(of)) store.clients.remove(client.id);
    });
    for (const kind of KINDS) {
      expect(answers[kind](ownerId).body.equals(answers[kind](other.ownerId).body)).toBe(true);
      expect(answers[kind](ownerId).etag).not.toBe(answers[kind](other.ownerId).etag);
    }
  });
});

describe("a team's agenda", () => {
  /** The agenda as the route built it on every call before it was kept. */
  const direct = (team: TeamRecord) => ({
    teamTodos: store.clients
      .ofOwner(team.ownerId)
      .filter((c) => c.teamId === team.id)
      .map((c) => ({ client: { id: c.id, name: c.name, estimative: c.serviceTime }, schedule: store.visits.where('client', c.id).sort(byStart).map(toWireEntry) })),
  });
  const agendaJson = (team: TeamRecord): unknown => JSON.parse(answers.teamAgenda(team).body.toString('utf8'));
  const teamsOf = (of: string) => [...store.teams.all()].filter((t) => t.ownerId === of);

  it("is the team's clients, by name, each with all its visits in time order", () => {
    const teams = teamsOf(ownerId);
    expect(teams.length).toBeGreaterThan(1);
    for (const team of teams) expect(agendaJson(team)).toEqual(direct(team));
    const client = firstClient();
    const listed = (agendaJson(teamOf(client)) as ReturnType<typeof direct>).teamTodos.find((entry) => entry.client.id === client.id)!;
    expect(listed.schedule.length).toBeGreaterThan(0);
  });

  it('is built once per change of its clients or their visits, and another team or business changes nothing', async () => {
    const client = firstClient();
    const team = teamOf(client);
    const elsewhere = teamsOf(ownerId).find((t) => t.id !== team.id)!;
    const before = answers.teamAgenda(team);
    const elsewhereBefore = answers.teamAgenda(elsewhere);
    expect(answers.teamAgenda(team)).toBe(before);
    await store.transact(() => {
      store.visits.update(other.visitId, { status: 'started' });
      store.services.insert({ id: 'catalogue-item', ownerId, itemName: 'Janelas', price: 50, createdAt: new Date().toISOString() });
    });
    expect(answers.teamAgenda(team)).toBe(before);

    await store.transact(() => store.visits.insert({ id: 'new-visit', ownerId, clientId: client.id, date: '2031-01-06', time: '09:00', status: 'pending' }));
    const added = answers.teamAgenda(team);
    expect(added.etag).not.toBe(before.etag);
    expect(agendaJson(team)).toEqual(direct(team));

    // The client moves: it leaves one agenda and joins the other.
    await store.transact(() => store.clients.update(client.id, { teamId: elsewhere.id }));
    expect(answers.teamAgenda(team).etag).not.toBe(added.etag);
    expect(answers.teamAgenda(elsewhere).etag).not.toBe(elsewhereBefore.etag);
    expect(agendaJson(team)).toEqual(direct(team));
    expect(agendaJson(elsewhere)).toEqual(direct(elsewhere));
    expect(JSON.stringify(agendaJson(elsewhere))).toContain('new-visit');
    expect(answers.teamAgenda(team).body.equals(ownerAnswers(store).teamAgenda(team).body)).toBe(true);
  });
});
