import { validationMessagesEn as M } from '@fieldteam/core';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { VISITS_MESSAGES } from '../dto/visits.dto';
import type { AppContext } from '../context';
import { CLIENTS_MESSAGES } from '../dto/clients.dto';
import { DEMO_FREELANCER, DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER } from '../seed/demo-accounts';
import type { ClientRecord, Data, VisitRecord } from '../store/schema';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

// Tuesday 10 March 2026, 12:00 in São Paulo (UTC-3).
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let owner: SignedIn;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;

beforeEach(async () => {
  ctx = await createTestContext({ now: () => NOW });
  app = createApp(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
  other = await addOtherBusiness(ctx);
});

const entry = (date: string, hour: string, minute: string, meridian: string) => ({ date, hour, minute, meridian });
const creds = (who: SignedIn = owner) => ({ email: who.email, token: who.token });
const team = (name = 'Equipe Centro') => ctx.store.data.teams.find((t) => t.ownerId === owner.ownerId && t.name === name)!;
const client = (name: string) => ctx.store.data.clients.find((c) => c.name === name)!;
const visitsOf = (clientId: string) => ctx.store.data.visits.filter((v) => v.clientId === clientId);
/** The clients group's collections, to check that a refused request wrote nothing. */
const snapshot = () => JSON.stringify(['clients', 'visits', 'attachedServices', 'reports'].map((k) => ctx.store.data[k as keyof Data]));

const newClient = (extra: Record<string, unknown> = {}, who: SignedIn = owner) => ({
  ...creds(who),
  name: 'Cliente Novo',
  phone: '11999998888',
  birthday: '',
  clientEmail: 'novo@example.com',
  docId: '',
  description: 'Rua Augusta, 500, São Paulo',
  latitude: -23.55,
  longitude: -46.65,
  serviceTime: '01:30',
  team: team().id,
  dates: [entry('23/03/2026', '12', '05', 'AM'), entry('23/03/2026', '12', '30', 'PM'), entry('24/03/2026', '01', '00', 'PM')],
  checked: 'unit',
  createdById: who.ownerId,
  ...extra,
});

const register = async (extra: Record<string, unknown> = {}) => {
  await request(app).post('/company/clients/cadastre').send(newClient(extra)).expect(200);
  return client(String(extra.name ?? 'Cliente Novo'));
};

/** Adds a client of the owner's business with the given visits, straight in the store. */
async function addClient(name: string, visits: Array<Pick<VisitRecord, 'date' | 'time' | 'status'>>): Promise<ClientRecord> {
  const record: ClientRecord = {
    id: `client-${name}`,
    ownerId: owner.ownerId,
    name,
    phone: '11900000000',
    email: 'x@example.com',
    docId: null,
    birthday: null,
    description: 'Rua Augusta, 900, São Paulo',
    latitude: -23.55,
    longitude: -46.65,
    teamId: team().id,
    serviceTime: null,
    period: 'weekly',
    budget: null,
    createdById: owner.ownerId,
    createdAt: NOW.toISOString(),
  };
  await ctx.store.update((data) => {
    data.clients.push(record);
    visits.forEach((v, i) => data.visits.push({ id: `${record.id}-v${i}`, ownerId: owner.ownerId, clientId: record.id, ...v }));
  });
  return record;
}

describe('the client list and a new client', () => {
  it('lists the 30 demo clients sorted by name, each with its team, leader and members', async () => {
    const res = await request(app).get(`/company/clients/${owner.auth}/${owner.ownerId}`).expect(200);
    const clients = res.body.clients as Array<Record<string, unknown> & { name: string; team: { name: string; leaderTeam: { name: string }; colaborators: unknown[] } }>;
    expect(clients).toHaveLength(30);
    expect(clients.map((c) => c.name)).toEqual([...clients.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(clients[0]!).sort()).toEqual(
      ['addressDescription', 'birthday', 'createdAt', 'createdById', 'description', 'docId', 'email', 'id', 'latitude', 'longitude', 'name', 'phone', 'serviceTime', 'surname', 'team'].sort(),
    );
    const mariana = clients.find((c) => c.name === 'Mariana Oliveira')!;
    expect(mariana.team).toMatchObject({ name: 'Equipe Centro', leaderTeam: { name: 'Lia Santos' } });
    expect(mariana.team.colaborators).toHaveLength(4);
    expect(clients.find((c) => c.name === 'João Pedro Almeida')).toMatchObject({ birthday: '06/02/1957', serviceTime: expect.stringMatching(/^0\d:\d0$/) });
  });

  it('refuses another business (403), a freelancer (403) and a wrong token (401)', async () => {
    await request(app).get(`/company/clients/${owner.auth}/${other.ownerId}`).expect(403);
    const freelancer = await signIn(app, DEMO_FREELANCER.email);
    await request(app).get(`/company/clients/${freelancer.auth}/${freelancer.ownerId}`).expect(403);
    await request(app).get(`/company/clients/${owner.email}/bad-token/${owner.ownerId}`).expect(401);
  });

  it('registers a client with its team and dates; 12 AM is midnight and 12 PM noon, both ways', async () => {
    const res = await request(app).post('/company/clients/cadastre').send(newClient({ team: { id: team().id, name: 'ignored' }, birthday: '29/02/1988', docId: '123.456.789-01234' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const created = client('Cliente Novo');
    expect(created).toMatchObject({ ownerId: owner.ownerId, teamId: team().id, serviceTime: '01:30', period: 'unit', birthday: '1988-02-29', docId: '12345678901234', createdById: owner.ownerId });
    expect(visitsOf(created.id).map((v) => [v.date, v.time, v.status])).toEqual([
      ['2026-03-23', '00:05', 'pending'],
      ['2026-03-23', '12:30', 'pending'],
      ['2026-03-24', '13:00', 'pending'],
    ]);
    const todos = await request(app).get(`/company/clients/client/todos/${owner.auth}/${created.id}`).expect(200);
    expect(todos.body.calendar.period).toBe('unit');
    expect(todos.body.calendar.schedule.map(({ id: _id, ...rest }: { id: string }) => rest)).toEqual([
      { date: '23/03/2026', hour: '12', minute: '05', meridian: 'AM', status: 'pending' },
      { date: '23/03/2026', hour: '12', minute: '30', meridian: 'PM', status: 'pending' },
      { date: '24/03/2026', hour: '01', minute: '00', meridian: 'PM', status: 'pending' },
    ]);
  });

  it.each([
    [{ name: 'Al' }, M.NAME_INVALID],
    [{ name: 'Ana <script>' }, M.NAME_INVALID],
    [{ phone: '11-9999' }, M.PHONE_INVALID],
    // The wire carries a phone's digits (the browser sends "(11) 3051-2244" as 1130512244), 6 at least.
    [{ phone: '(11) 3051-2244' }, M.PHONE_INVALID],
    [{ phone: '12345' }, M.PHONE_INVALID],
    [{ clientEmail: 'novo@example' }, M.EMAIL_INVALID],
    [{ docId: '12a' }, M.DOCUMENT_INVALID],
    [{ docId: '12345' }, M.DOCUMENT_INVALID],
    [{ docId: '123456789012345' }, M.DOCUMENT_INVALID],
    [{ birthday: '31/02/1990' }, M.BIRTHDAY_INVALID],
    [{ birthday: '11/03/2026' }, M.BIRTHDAY_INVALID],
    [{ description: 'Rua' }, M.ADDRESS_INVALID],
    [{ latitude: 'x' }, M.ADDRESS_INVALID],
    [{ serviceTime: '24:00' }, M.DURATION_INVALID],
    [{ team: null }, M.TEAM_REQUIRED],
    [{ team: { name: 'no id' } }, M.TEAM_REQUIRED],
    [{ dates: 'every monday' }, CLIENTS_MESSAGES.date],
    [{ dates: [entry('31/02/2026', '09', '00', 'AM')] }, CLIENTS_MESSAGES.date],
    [{ dates: [entry('2026-03-23', '09', '00', 'AM')] }, CLIENTS_MESSAGES.date],
    [{ dates: [entry('23/03/2026', '13', '00', 'PM')] }, CLIENTS_MESSAGES.date],
    [{ dates: [entry('23/03/2026', '00', '00', 'AM')] }, CLIENTS_MESSAGES.date],
    [{ dates: [entry('23/03/2026', '09', '60', 'AM')] }, CLIENTS_MESSAGES.date],
    [{ dates: [entry('23/03/2026', '09', '00', 'XM')] }, CLIENTS_MESSAGES.date],
    [{ checked: 'yearly' }, CLIENTS_MESSAGES.recurrence],
  ])('answers 400 for %j and writes nothing', async (change, message) => {
    const before = snapshot();
    expect((await request(app).post('/company/clients/cadastre').send(newClient(change)).expect(400)).body).toEqual({ error: message });
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['left out', { dates: undefined, checked: undefined }],
    ['empty', { dates: [], checked: '' }],
    ['empty, with a recurrence', { dates: [], checked: 'weekly' }],
  ])('registers a client without visits, dates %s (the visits can come later)', async (_what, change) => {
    const res = await request(app).post('/company/clients/cadastre').send(newClient({ ...change, name: 'Sem Visitas' })).expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const client = ctx.store.data.clients.find((c) => c.name === 'Sem Visitas')!;
    expect(client).toMatchObject({ period: null });
    expect(ctx.store.data.visits.filter((v) => v.clientId === client.id)).toEqual([]);
  });

  it('still needs the recurrence of dates that are sent', async () => {
    expect((await request(app).post('/company/clients/cadastre').send(newClient({ checked: undefined })).expect(400)).body).toEqual({ error: CLIENTS_MESSAGES.recurrence });
  });

  it("refuses a wrong token (401), another business (403), another business's team (403) and an unknown team (400), writing nothing", async () => {
    const before = snapshot();
    await request(app).post('/company/clients/cadastre').send(newClient({ token: 'bad' })).expect(401);
    await request(app).post('/company/clients/cadastre').send(newClient({ createdById: other.ownerId })).expect(403);
    await request(app).post('/company/clients/cadastre').send(newClient({ team: other.teamId })).expect(403);
    await request(app).post('/company/clients/cadastre').send(newClient({ team: 'no-such-team' })).expect(400);
    expect(snapshot()).toBe(before);
  });

  it('lets a leader register a client for the business', async () => {
    const leader = await signIn(app, DEMO_LEADER.email);
    await request(app).post('/company/clients/cadastre').send(newClient({}, leader)).expect(200);
    expect(client('Cliente Novo').ownerId).toBe(owner.ownerId);
  });
});

describe('updating and deleting a client', () => {
  const update = (clientId: string, extra: Record<string, unknown> = {}) => ({
    ...creds(),
    clientId,
    name: 'Cliente Renomeado',
    phone: '11988887777',
    docId: null,
    clientEmail: 'renomeado@example.com',
    birthday: null,
    description: 'Rua da Consolação, 100, São Paulo',
    latitude: -23.54,
    longitude: -46.64,
    serviceTime: '',
    ...extra,
  });

  it('updates the fields and keeps the visits', async () => {
    const created = await register({ birthday: '01/01/1990', serviceTime: '02:00' });
    const res = await request(app).post('/company/clients/update/user').send(update(created.id)).expect(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(ctx.store.data.clients.find((c) => c.id === created.id)).toMatchObject({
      name: 'Cliente Renomeado',
      email: 'renomeado@example.com',
      birthday: null,
      serviceTime: null,
      description: 'Rua da Consolação, 100, São Paulo',
      teamId: team().id,
    });
    expect(visitsOf(created.id)).toHaveLength(3);
  });

  it('answers the try-again message when an id is missing (000 section 5), and changes nothing', async () => {
    const created = await register();
    const before = snapshot();
    const { clientId: _clientId, ...withoutClient } = update(created.id);
    for (const body of [withoutClient, update(created.id, { clientId: '' }), update(created.id, { clientId: null })]) {
      expect((await request(app).post('/company/clients/update/user').send(body).expect(400)).body).toEqual({ error: 'Something went wrong, please try again.' });
    }
    expect(snapshot()).toBe(before);
  });

  it('keeps a surname when one is sent (001 section 3) and answers the address as addressDescription too', async () => {
    const created = await register({ surname: 'Souza' });
    const listed = (await request(app).get(`/company/clients/${owner.auth}/${owner.ownerId}`).expect(200)).body.clients.find((c: { id: string }) => c.id === created.id);
    expect(listed).toMatchObject({ surname: 'Souza', description: created.description, addressDescription: created.description });
    await request(app).post('/company/clients/update/user').send(update(created.id)).expect(200);
    expect(ctx.store.data.clients.find((c) => c.id === created.id)?.surname).toBe('Souza');
    const before = snapshot();
    expect((await request(app).post('/company/clients/update/user').send(update(created.id, { surname: 'S@uza' })).expect(400)).body).toEqual({ error: M.SURNAME_INVALID });
    expect((await request(app).post('/company/clients/cadastre').send(newClient({ name: 'Outro Cliente', surname: 'x'.repeat(51) })).expect(400)).body).toEqual({ error: M.SURNAME_INVALID });
    expect(snapshot()).toBe(before);
  });

  it('keeps the optional fields a body leaves out, and clears those sent empty', async () => {
    const created = await register({ birthday: '01/01/1990', serviceTime: '02:00', docId: '52998224725' });
    const { docId: _d, birthday: _b, serviceTime: _s, ...withoutOptional } = update(created.id);
    await request(app).post('/company/clients/update/user').send(withoutOptional).expect(200);
    expect(ctx.store.data.clients.find((c) => c.id === created.id)).toMatchObject({ name: 'Cliente Renomeado', docId: '52998224725', birthday: '1990-01-01', serviceTime: '02:00' });
    await request(app).post('/company/clients/update/user').send(update(created.id, { docId: '', birthday: null, serviceTime: '' })).expect(200);
    expect(ctx.store.data.clients.find((c) => c.id === created.id)).toMatchObject({ docId: null, birthday: null, serviceTime: null });
  });

  it('answers 400 (nothing written), 401 and 403', async () => {
    const created = await register();
    const before = snapshot();
    expect((await request(app).post('/company/clients/update/user').send(update(created.id, { phone: 'abc' })).expect(400)).body).toEqual({ error: M.PHONE_INVALID });
    expect((await request(app).post('/company/clients/update/user').send(update(created.id, { serviceTime: '7:75' })).expect(400)).body).toEqual({ error: M.DURATION_INVALID });
    await request(app).post('/company/clients/update/user').send(update(created.id, { clientId: undefined })).expect(400);
    await request(app).post('/company/clients/update/user').send(update(created.id, { token: 'bad' })).expect(401);
    await request(app).post('/company/clients/update/user').send(update(other.clientId)).expect(403);
    await request(app).post('/company/clients/update/user').send(update('nobody')).expect(400);
    expect(snapshot()).toBe(before);
  });

  it('deletes a client with its visits, attached services and reports', async () => {
    const mariana = client('Mariana Oliveira');
    expect(ctx.store.data.reports.some((r) => r.clientId === mariana.id)).toBe(true);
    expect(ctx.store.data.attachedServices.some((s) => s.clientId === mariana.id)).toBe(true);
    await request(app).get(`/company/clients/client/delete/${owner.auth}/${mariana.id}`).expect(200);
    expect(ctx.store.data.clients.some((c) => c.id === mariana.id)).toBe(false);
    for (const records of [ctx.store.data.visits, ctx.store.data.attachedServices, ctx.store.data.reports]) expect(records.some((r) => r.clientId === mariana.id)).toBe(false);
    expect(ctx.store.data.clients).toHaveLength(30); // 29 demo clients + the other business's
  });

  it("refuses to delete another business's client (403), an unknown one (400) or with a wrong token (401)", async () => {
    const before = snapshot();
    await request(app).get(`/company/clients/client/delete/${owner.auth}/${other.clientId}`).expect(403);
    await request(app).get(`/company/clients/client/delete/${owner.auth}/nobody`).expect(400);
    await request(app).get(`/company/clients/client/delete/${owner.email}/bad/${client('Mariana Oliveira').id}`).expect(401);
    expect(snapshot()).toBe(before);
  });
});

describe('visits', () => {
  it("answers a team's clients, each with its service time and visits in order", async () => {
    const res = await request(app).get(`/company/team/get/todos/${owner.auth}/${team('Equipe Zona Leste').id}`).expect(200);
    const teamTodos = res.body.teamTodos as Array<{ client: { id: string; name: string; estimative: string | null }; schedule: Array<{ date: string; status: string }> }>;
    expect(teamTodos).toHaveLength(10);
    const first = teamTodos.find((t) => t.client.name === 'Sabrina Lopes')!;
    expect(first.client.estimative === null || /^\d\d:\d\d$/.test(first.client.estimative)).toBe(true);
    const isoOf = (d: string) => d.split('/').reverse().join('-');
    const dates = first.schedule.map((s) => isoOf(s.date));
    expect(dates).toEqual([...dates].sort());
    expect(first.schedule.every((s) => (isoOf(s.date) < TODAY ? ['finished', 'cancelled'] : ['pending']).includes(s.status))).toBe(true);
  });

  it("refuses another business's team (403), an unknown team (400) and a wrong token (401)", async () => {
    await request(app).get(`/company/team/get/todos/${owner.auth}/${other.teamId}`).expect(403);
    await request(app).get(`/company/team/get/todos/${owner.auth}/nope`).expect(400);
    await request(app).get(`/company/team/get/todos/${owner.email}/bad/${team().id}`).expect(401);
  });

  it("answers a client's services and calendar; refuses another business's client", async () => {
    const mariana = client('Mariana Oliveira');
    const res = await request(app).get(`/company/clients/client/todos/${owner.auth}/${mariana.id}`).expect(200);
    expect(res.body.calendar.period).toBe('weekly');
    expect(res.body.calendar.schedule).toHaveLength(visitsOf(mariana.id).length);
    expect(res.body.services.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.services[0]).sort()).toEqual(['id', 'name', 'serviceId', 'value']);
    await request(app).get(`/company/clients/client/todos/${owner.auth}/${other.clientId}`).expect(403);
    await request(app).get(`/company/clients/client/todos/${owner.auth}/nobody`).expect(400);
    await request(app).get(`/company/clients/client/todos/${owner.email}/bad/${mariana.id}`).expect(401);
  });

  it('adds visits and keeps the recurrence as the period', async () => {
    const created = await register();
    const body = { ...creds(), clientId: created.id, dates: [entry('30/03/2026', '11', '45', 'PM')], checked: 'weekly' };
    await request(app).post('/company/clients/client/todo/add').send(body).expect(200);
    expect(visitsOf(created.id).at(-1)).toMatchObject({ date: '2026-03-30', time: '23:45', status: 'pending' });
    expect(client('Cliente Novo').period).toBe('weekly');
  });

  it('refuses adding no dates or a bad date (400), to another business (403) and with a wrong token (401), writing nothing', async () => {
    const created = await register();
    const body = (extra: Record<string, unknown>) => ({ ...creds(), clientId: created.id, dates: [entry('30/03/2026', '09', '00', 'AM')], checked: 'unit', ...extra });
    const before = snapshot();
    expect((await request(app).post('/company/clients/client/todo/add').send(body({ dates: [] })).expect(400)).body).toEqual({ error: M.DATES_REQUIRED });
    expect((await request(app).post('/company/clients/client/todo/add').send(body({ dates: [entry('30/02/2026', '09', '00', 'AM')] })).expect(400)).body).toEqual({
      error: CLIENTS_MESSAGES.date,
    });
    await request(app).post('/company/clients/client/todo/add').send(body({ checked: 'never' })).expect(400);
    await request(app).post('/company/clients/client/todo/add').send(body({ clientId: other.clientId })).expect(403);
    await request(app).post('/company/clients/client/todo/add').send(body({ token: 'bad' })).expect(401);
    expect(snapshot()).toBe(before);
  });

  it('moves a visit to midnight and to noon', async () => {
    const created = await register();
    const [visit] = visitsOf(created.id);
    const move = (newSchedule: object) => request(app).post('/company/clients/client/todo/date/update').send({ ...creds(), clientId: created.id, scheduleId: visit!.id, newSchedule });
    await move(entry('01/04/2026', '12', '00', 'PM')).expect(200);
    expect(ctx.store.data.visits.find((v) => v.id === visit!.id)).toMatchObject({ date: '2026-04-01', time: '12:00', status: 'pending' });
    await move(entry('02/04/2026', '12', '00', 'AM')).expect(200);
    expect(ctx.store.data.visits.find((v) => v.id === visit!.id)).toMatchObject({ date: '2026-04-02', time: '00:00' });
  });

  it("refuses a bad date (400), another client's visit (400), a closed visit (400), another business (403), unknown (400), wrong token (401)", async () => {
    const created = await register();
    const [visit] = visitsOf(created.id);
    const mariana = client('Mariana Oliveira');
    const finished = visitsOf(mariana.id).find((v) => v.status === 'finished')!;
    const move = (extra: Record<string, unknown>) =>
      request(app)
        .post('/company/clients/client/todo/date/update')
        .send({ ...creds(), clientId: created.id, scheduleId: visit!.id, newSchedule: entry('01/04/2026', '09', '00', 'AM'), ...extra });
    const before = snapshot();
    expect((await move({ newSchedule: entry('31/04/2026', '09', '00', 'AM') }).expect(400)).body).toEqual({ error: CLIENTS_MESSAGES.date });
    await move({ scheduleId: finished.id }).expect(400);
    await move({ clientId: mariana.id, scheduleId: finished.id }).expect(400);
    await move({ clientId: other.clientId, scheduleId: other.visitId }).expect(403);
    await move({ scheduleId: other.visitId }).expect(403);
    await move({ scheduleId: 'nope' }).expect(400);
    await move({ token: 'bad' }).expect(401);
    expect(snapshot()).toBe(before);
  });

  it('deletes one visit; refuses another client\'s visit (400), another business (403), unknown (400), wrong token (401)', async () => {
    const created = await register();
    const [first, second] = visitsOf(created.id);
    const mariana = client('Mariana Oliveira');
    const before = snapshot();
    await request(app).get(`/company/clients/client/todo/delete/${owner.auth}/${mariana.id}/${first!.id}`).expect(400);
    await request(app).get(`/company/clients/client/todo/delete/${owner.auth}/${other.clientId}/${other.visitId}`).expect(403);
    await request(app).get(`/company/clients/client/todo/delete/${owner.auth}/${created.id}/${other.visitId}`).expect(403);
    await request(app).get(`/company/clients/client/todo/delete/${owner.auth}/${created.id}/nope`).expect(400);
    await request(app).get(`/company/clients/client/todo/delete/${owner.email}/bad/${created.id}/${first!.id}`).expect(401);
    expect(snapshot()).toBe(before);
    await request(app).get(`/company/clients/client/todo/delete/${owner.auth}/${created.id}/${first!.id}`).expect(200);
    expect(visitsOf(created.id).map((v) => v.id)).toEqual([second!.id, expect.any(String)]);
  });

  it('changes the team and keeps the visits; refuses a missing (400), foreign (403) or unknown (400) team', async () => {
    const created = await register();
    const change = (extra: Record<string, unknown>) => request(app).post('/company/clients/client/team/update').send({ ...creds(), clientId: created.id, team: team('Equipe Zona Oeste').id, ...extra });
    const before = snapshot();
    expect((await change({ team: null }).expect(400)).body).toEqual({ error: M.TEAM_REQUIRED });
    await change({ team: other.teamId }).expect(403);
    await change({ clientId: other.clientId }).expect(403);
    await change({ team: 'nope' }).expect(400);
    await change({ token: 'bad' }).expect(401);
    expect(snapshot()).toBe(before);
    await change({ team: { id: team('Equipe Zona Oeste').id, name: 'Equipe Zona Oeste' } }).expect(200);
    expect(client('Cliente Novo').teamId).toBe(team('Equipe Zona Oeste').id);
    expect(visitsOf(created.id)).toHaveLength(3);
    const list = await request(app).get(`/company/clients/${owner.auth}/${owner.ownerId}`).expect(200);
    expect(list.body.clients.find((c: { id: string }) => c.id === created.id).team.name).toBe('Equipe Zona Oeste');
  });
});

describe('attached services', () => {
  const catalogue = () => ctx.store.data.services.filter((s) => s.ownerId === owner.ownerId);
  const attach = (clientId: string, extra: Record<string, unknown> = {}) =>
    request(app)
      .post('/company/clients/client/services/add')
      .send({
        ...creds(),
        clientId,
        createdById: owner.ownerId,
        selectedItemsList: catalogue()
          .slice(0, 2)
          .map((s) => ({ id: s.id, itemName: 'a name the server ignores', price: 1 })),
        discount: 10,
        totalPrice: 1.8,
        clietEmail: 'novo@example.com',
        ...extra,
      });

  it('attaches catalogue items at their catalogue name and price, with the discounted total', async () => {
    const created = await register();
    const [a, b] = catalogue();
    await attach(created.id).expect(200);
    const res = await request(app).get(`/company/clients/client/todos/${owner.auth}/${created.id}`).expect(200);
    expect(res.body.services).toEqual([
      { id: expect.any(String), name: a!.itemName, value: a!.price, serviceId: a!.id },
      { id: expect.any(String), name: b!.itemName, value: b!.price, serviceId: b!.id },
    ]);
    expect(client('Cliente Novo').budget).toEqual({ discountPercent: 10, total: Math.round((a!.price + b!.price) * 90) / 100 });
  });

  it("adds to the services the client already has: the client's total is all of them less the discount, which stays when none is sent", async () => {
    const created = await register();
    const [a, b, c] = catalogue();
    const total = (values: number[], percent: number) => Math.round(values.reduce((sum, v) => sum + Math.round(v * 100), 0) * (100 - percent)) / 10_000;
    await attach(created.id, { discount: 15 }).expect(200);
    await attach(created.id, { selectedItemsList: [{ id: c!.id, itemName: c!.itemName, price: c!.price }], discount: 15 }).expect(200);
    const todos = (await request(app).get(`/company/clients/client/todos/${owner.auth}/${created.id}`).expect(200)).body;
    expect(todos.services.map((s: { serviceId: string }) => s.serviceId)).toEqual([a!.id, b!.id, c!.id]);
    expect(todos.discount).toBe(15);
    expect(client('Cliente Novo').budget).toEqual({ discountPercent: 15, total: total([a!.price, b!.price, c!.price], 15) });
    // Without a discount in the body the client's stays; 0 removes it.
    await attach(created.id, { selectedItemsList: [{ id: a!.id }], discount: undefined }).expect(200);
    expect(client('Cliente Novo').budget).toEqual({ discountPercent: 15, total: total([a!.price, b!.price, c!.price, a!.price], 15) });
    await attach(created.id, { selectedItemsList: [{ id: b!.id }], discount: 0 }).expect(200);
    expect(client('Cliente Novo').budget).toEqual({ discountPercent: 0, total: total([a!.price, b!.price, c!.price, a!.price, b!.price], 0) });
    // Removing a service leaves the total of the rest.
    const first = (await request(app).get(`/company/clients/client/todos/${owner.auth}/${created.id}`).expect(200)).body.services[0];
    await request(app).get(`/company/clients/client/service/delete/${owner.auth}/${first.id}`).expect(200);
    expect(client('Cliente Novo').budget).toEqual({ discountPercent: 0, total: total([b!.price, c!.price, a!.price, b!.price], 0) });
  });

  it('refuses no items (400), a bad discount (400), foreign items or business (403), unknown items (400), wrong token (401), writing nothing', async () => {
    const created = await register();
    const before = snapshot();
    expect((await attach(created.id, { selectedItemsList: [] }).expect(400)).body).toEqual({ error: M.ITEMS_REQUIRED });
    expect((await attach(created.id, { discount: 120 }).expect(400)).body).toEqual({ error: CLIENTS_MESSAGES.discount });
    await attach(created.id, { discount: -1 }).expect(400);
    expect((await attach(created.id, { totalPrice: 'abc' }).expect(400)).body).toEqual({ error: CLIENTS_MESSAGES.totalPrice });
    await attach(created.id, { totalPrice: -5 }).expect(400);
    expect((await attach(created.id, { clietEmail: 'not-an-email' }).expect(400)).body).toEqual({ error: M.EMAIL_INVALID });
    await attach(created.id, { selectedItemsList: [{ id: catalogue()[0]!.id }, { id: other.serviceId }] }).expect(403);
    await attach(created.id, { createdById: other.ownerId }).expect(403);
    await attach(other.clientId).expect(403);
    await attach(created.id, { selectedItemsList: [{ id: 'nope' }] }).expect(400);
    await attach(created.id, { token: 'bad' }).expect(401);
    expect(snapshot()).toBe(before);
  });

  it("deletes an attached service; refuses another business's (403), unknown (400), wrong token (401)", async () => {
    const attached = ctx.store.data.attachedServices.find((s) => s.ownerId === owner.ownerId)!;
    const before = snapshot();
    await request(app).get(`/company/clients/client/service/delete/${owner.auth}/${other.attachedServiceId}`).expect(403);
    await request(app).get(`/company/clients/client/service/delete/${owner.auth}/nope`).expect(400);
    await request(app).get(`/company/clients/client/service/delete/${owner.email}/bad/${attached.id}`).expect(401);
    expect(snapshot()).toBe(before);
    await request(app).get(`/company/clients/client/service/delete/${owner.auth}/${attached.id}`).expect(200);
    expect(ctx.store.data.attachedServices.some((s) => s.id === attached.id)).toBe(false);
  });
});

describe('calendar, finishing from the calendar, reports and today', () => {
  const finishUrl = (clientId: string, reference: string, text: string, who: SignedIn = owner, name = 'Carla-Mendes', ownerId = who.ownerId) =>
    `/company/client/service/notify/started/${who.auth}/${clientId}/${ownerId}/${who.id}/${name}/${reference}/:${encodeURIComponent(text)}`;

  it('answers one record per client: waiting, in progress or finished', async () => {
    const waiting = await addClient('Cliente Aguardando', [{ date: '2026-03-20', time: '09:00', status: 'pending' }]);
    const started = await addClient('Cliente Em Andamento', [
      { date: TODAY, time: '09:00', status: 'started' },
      { date: '2026-03-20', time: '09:00', status: 'pending' },
    ]);
    const done = await addClient('Cliente Concluído', [
      { date: '2026-03-02', time: '09:00', status: 'finished' },
      { date: '2026-03-03', time: '09:00', status: 'cancelled' },
    ]);
    const res = await request(app).get(`/company/calendar/data/${owner.auth}/${owner.ownerId}`).expect(200);
    const records = res.body.calendar as Array<{ clientInfo: { id: string }; status: string; teamInfo: { name: string }; period: string; schedule: unknown[] }>;
    expect(records).toHaveLength(33);
    const of = (c: ClientRecord) => records.find((r) => r.clientInfo.id === c.id)!;
    expect([of(waiting).status, of(started).status, of(done).status]).toEqual(['waiting', 'in progress', 'finished']);
    expect(of(done)).toMatchObject({ teamInfo: { name: 'Equipe Centro', leaderTeam: { name: 'Lia Santos' } }, period: 'weekly' });
    expect(Object.keys(of(done).clientInfo).sort()).toEqual(['description', 'email', 'id', 'latitude', 'longitude', 'name', 'phone']);
    expect(of(done).schedule).toEqual([
      { id: expect.any(String), date: '02/03/2026', hour: '09', minute: '00', meridian: 'AM', status: 'finished' },
      { id: expect.any(String), date: '03/03/2026', hour: '09', minute: '00', meridian: 'AM', status: 'cancelled' },
    ]);
    await request(app).get(`/company/calendar/data/${owner.auth}/${other.ownerId}`).expect(403);
    await request(app).get(`/company/calendar/data/${owner.email}/bad/${owner.ownerId}`).expect(401);
  });

  /** A client with today's visit started by `who` (the road's notify/started), as the calendar finds it. */
  async function startedClient(name: string, who = 'Ana Pereira') {
    const c = await addClient(name, [{ date: TODAY, time: '08:00', status: 'started' }]);
    const visitId = `${c.id}-v0`;
    await ctx.store.update((data) =>
      data.reports.push({ id: `r-${c.id}`, ownerId: owner.ownerId, clientId: c.id, visitId, taskId: `task-${c.id}`, startedAt: '2026-03-10T11:05:00.000Z', finishedAt: null, collaboratorName: who, observation: '' }),
    );
    return { c, visitId };
  }

  it('finishes a visit in progress with the report text intact (spaces, accents, a slash)', async () => {
    const { c, visitId } = await startedClient('Cliente Calendário');
    const text = 'Serviço concluído: área/cozinha limpa, ação rápida';
    const res = await request(app).get(finishUrl(c.id, visitId, text)).expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(ctx.store.data.visits.find((v) => v.id === visitId)!.status).toBe('finished');
    expect(ctx.store.data.reports.filter((r) => r.clientId === c.id)).toEqual([expect.objectContaining({ visitId, finishedAt: NOW.toISOString(), observation: text })]);
    // Finishing it again is refused.
    await request(app).get(finishUrl(c.id, visitId, 'de novo')).expect(400);
  });

  it('refuses a visit never started, today or later, with a clear 400, and writes nothing', async () => {
    const c = await addClient('Cliente Futuro', [
      { date: TODAY, time: '15:00', status: 'pending' },
      { date: '2026-03-17', time: '15:00', status: 'pending' },
    ]);
    const before = snapshot();
    for (const reference of [`${c.id}-v0`, `${c.id}-v1`, 'null']) {
      const res = await request(app).get(finishUrl(c.id, reference, 'feito')).expect(400);
      expect(res.body).toEqual({ error: 'This visit has not been started. Start it on the road screen (Avisar cliente) first: only a visit in progress can be finished.' });
    }
    expect(snapshot()).toBe(before);
  });

  it('keeps the person who started the visit on the report, and cuts the text at 250 characters', async () => {
    const { c } = await startedClient('Cliente Iniciado', 'Ana Pereira');
    await request(app).get(finishUrl(c.id, 'null', `  ${'x'.repeat(300)}  `)).expect(200);
    expect(ctx.store.data.reports.filter((r) => r.clientId === c.id)).toEqual([
      expect.objectContaining({ taskId: `task-${c.id}`, startedAt: '2026-03-10T11:05:00.000Z', finishedAt: NOW.toISOString(), collaboratorName: 'Ana Pereira', observation: 'x'.repeat(250) }),
    ]);
  });

  it.each([
    ['no name in the path ("null")', 'null'],
    ['the first name alone', 'carla'],
    ['name and surname as the web app sends them', 'Carla-Mendes'],
  ])('names the one who finishes a visit whose start named nobody as their account has it, with %s', async (_label, name) => {
    const { c } = await startedClient('Cliente Sem Nome', null as unknown as string);
    await request(app).get(finishUrl(c.id, 'null', 'ok', owner, name)).expect(200);
    const person = ctx.store.data.users.find((u) => u.id === owner.id)!;
    expect(ctx.store.data.reports.find((r) => r.clientId === c.id)?.collaboratorName).toBe(`${person.name} ${person.surname}`);
  });

  it.each([
    ["the issue's reproduction", 'Carla%20Mendes.%20Pay%20the%20balance%20today%20at%20evil.example'],
    ["another person's name", 'Lia-Santos'],
  ])("refuses a name in the path that is not the signed-in person's (%s): 400, nothing written", async (_label, name) => {
    const { c } = await startedClient('Cliente Nome Errado', null as unknown as string);
    const before = snapshot();
    const res = await request(app).get(finishUrl(c.id, 'null', 'ok', owner, name)).expect(400);
    expect(res.body).toEqual({ error: VISITS_MESSAGES.notYourName });
    expect(snapshot()).toBe(before);
  });

  it('finds the visit from the task id a start call returned', async () => {
    const c = await addClient('Cliente Tarefa', [{ date: TODAY, time: '08:00', status: 'started' }]);
    await ctx.store.update((data) =>
      data.reports.push({ id: 'r2', ownerId: owner.ownerId, clientId: c.id, visitId: `${c.id}-v0`, taskId: 'task-2', startedAt: NOW.toISOString(), finishedAt: null, collaboratorName: null, observation: '' }),
    );
    await request(app).get(finishUrl(c.id, 'task-2', 'ok')).expect(200);
    expect(ctx.store.data.visits.find((v) => v.id === `${c.id}-v0`)!.status).toBe('finished');
  });

  it("refuses another client's visit (400), a cancelled one (400), another business or user (403), unknown (400), wrong token (401)", async () => {
    const c = await addClient('Cliente Recusa', [
      { date: TODAY, time: '08:00', status: 'pending' },
      { date: '2026-03-03', time: '08:00', status: 'cancelled' },
    ]);
    const leader = await signIn(app, DEMO_LEADER.email);
    const mariana = client('Mariana Oliveira');
    const before = snapshot();
    await request(app).get(finishUrl(mariana.id, `${c.id}-v0`, 'x')).expect(400);
    await request(app).get(finishUrl(c.id, `${c.id}-v1`, 'x')).expect(400);
    await request(app).get(finishUrl(c.id, other.visitId, 'x')).expect(403);
    await request(app).get(finishUrl(other.clientId, other.visitId, 'x')).expect(403);
    await request(app).get(finishUrl(c.id, `${c.id}-v0`, 'x', owner, 'Carla-Mendes', other.ownerId)).expect(403);
    // In the name of someone else of the business (neither the caller nor the owner): refused.
    const manager = await signIn(app, DEMO_MANAGER.email);
    await request(app).get(`/company/client/service/notify/started/${leader.auth}/${c.id}/${leader.ownerId}/${manager.id}/Lia-Santos/${c.id}-v0/:x`).expect(403);
    await request(app).get(finishUrl(c.id, 'no-such-visit', 'x')).expect(400);
    await request(app).get(finishUrl(c.id, `${c.id}-v0`, 'x', { ...owner, auth: `${encodeURIComponent(owner.email)}/bad` })).expect(401);
    expect(snapshot()).toBe(before);
  });

  it("keeps the client's discount for every later view of its services: its page, the reports, the road", async () => {
    const c = await addClient('Cliente Desconto', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const items = ctx.store.data.services.filter((s) => s.ownerId === owner.ownerId).slice(0, 2);
    const body = { email: owner.email, token: owner.token, clientId: c.id, createdById: owner.ownerId, selectedItemsList: items.map((i) => ({ id: i.id, itemName: i.itemName, price: i.price })), discount: 10 };
    await request(app).post('/company/clients/client/services/add').send(body).expect(200);
    const page = (await request(app).get(`/company/clients/client/todos/${owner.auth}/${c.id}`).expect(200)).body;
    expect(page.discount).toBe(10);
    expect(page.services.map((s: { value: number }) => s.value)).toEqual(items.map((i) => i.price));
    const reports = (await request(app).get(`/company/reports/${owner.auth}/${owner.ownerId}`).expect(200)).body.combinedData as Array<{ client: { id: string }; discount: number }>;
    expect(reports.find((r) => r.client.id === c.id)!.discount).toBe(10);
    const road = (await request(app).get(`/company/map/services/in/${owner.auth}/${owner.ownerId}`).expect(200)).body.clientsWithTodos as Array<{ clientId: string; discount: number }>;
    expect(road.find((r) => r.clientId === c.id)!.discount).toBe(10);
    // Removing a service keeps the discount on what is left.
    await request(app).get(`/company/clients/client/service/delete/${owner.auth}/${page.services[0].id}`).expect(200);
    expect((await request(app).get(`/company/clients/client/todos/${owner.auth}/${c.id}`).expect(200)).body.discount).toBe(10);
  });

  it('lists the finished work in the reports, newest first, with the services, the discount and the visit\'s date', async () => {
    const { c } = await startedClient('Cliente Relatório', 'Carla Mendes');
    await request(app).get(finishUrl(c.id, `${c.id}-v0`, 'Tudo certo')).expect(200);
    const res = await request(app).get(`/company/reports/${owner.auth}/${owner.ownerId}`).expect(200);
    const combined = res.body.combinedData as Array<{ client: { id: string; name: string }; services: unknown[]; reports: Array<Record<string, unknown>> }>;
    expect(combined).toHaveLength(31);
    expect(combined.find((r) => r.client.id === c.id)!.reports).toEqual([
      { visitDate: '10/03/2026', startedTime: '2026-03-10T11:05:00.000Z', finishedTime: NOW.toISOString(), colaborator_name: 'Carla Mendes', observation: 'Tudo certo', todoId: `${c.id}-v0`, todoIdReference: `task-${c.id}` },
    ]);
    const mariana = combined.find((r) => r.client.name === 'Mariana Oliveira')!;
    expect(mariana.services.length).toBeGreaterThan(0);
    const finishedTimes = mariana.reports.map((r) => String(r.finishedTime));
    expect(finishedTimes.length).toBeGreaterThan(3);
    expect(finishedTimes).toEqual([...finishedTimes].sort().reverse());
    await request(app).get(`/company/reports/${owner.auth}/${other.ownerId}`).expect(403);
    await request(app).get(`/company/reports/${owner.email}/bad/${owner.ownerId}`).expect(401);
  });

  it("lists the clients whose visits today are still open (pending or started), with those visits only; refuses another user's id (403)", async () => {
    const expected = new Set(ctx.store.data.visits.filter((v) => v.ownerId === owner.ownerId && v.date === TODAY && v.status === 'pending').map((v) => v.clientId));
    expect(expected.size).toBeGreaterThanOrEqual(6);
    const c = await addClient('Cliente Hoje', [
      { date: TODAY, time: '15:30', status: 'pending' },
      { date: TODAY, time: '08:00', status: 'finished' },
      { date: '2026-03-11', time: '08:00', status: 'pending' },
    ]);
    const done = await addClient('Cliente Hoje Feito', [{ date: TODAY, time: '09:00', status: 'finished' }]);
    // A started visit is not finished yet: it is still an issue of the day.
    const started = await addClient('Cliente Hoje Iniciado', [{ date: TODAY, time: '10:00', status: 'started' }]);
    const res = await request(app).get(`/company/clients/handle-issues/${owner.auth}/${owner.id}`).expect(200);
    const issues = res.body.todosAndClients as Array<{ clientId: string; name: string; todos: Array<{ date: string; status: string }> }>;
    expect(new Set(issues.map((i) => i.clientId))).toEqual(new Set([...expected, c.id, started.id]));
    expect(issues.find((i) => i.clientId === started.id)?.todos.map((t) => t.status)).toEqual(['started']);
    expect(issues.find((i) => i.clientId === c.id)).toEqual({
      clientId: c.id,
      name: 'Cliente Hoje',
      todos: [{ id: `${c.id}-v0`, date: '10/03/2026', hour: '03', minute: '30', meridian: 'PM', status: 'pending' }],
    });
    expect(issues.some((i) => i.clientId === done.id)).toBe(false);
    expect(issues.every((i) => i.todos.every((t) => t.date === '10/03/2026' && (t.status === 'pending' || t.status === 'started')))).toBe(true);

    const leader = await signIn(app, DEMO_LEADER.email);
    expect((await request(app).get(`/company/clients/handle-issues/${leader.auth}/${leader.id}`).expect(200)).body.todosAndClients).toHaveLength(issues.length);
    // 001 section 6: data requests may carry the owner id instead of the caller's own.
    expect((await request(app).get(`/company/clients/handle-issues/${leader.auth}/${owner.id}`).expect(200)).body.todosAndClients).toHaveLength(issues.length);
    const manager = await signIn(app, DEMO_MANAGER.email);
    await request(app).get(`/company/clients/handle-issues/${leader.auth}/${manager.id}`).expect(403);
    await request(app).get(`/company/clients/handle-issues/${owner.email}/bad/${owner.id}`).expect(401);
  });
});

describe('the business time zone', () => {
  it("takes today from the business's zone: 01:30 UTC on the 11th is still the 10th in São Paulo", async () => {
    const late = await createTestContext({ now: () => new Date('2026-03-11T01:30:00Z'), data: structuredClone(ctx.store.data) as Data });
    const lateApp = createApp(late);
    const res = await request(lateApp).get(`/company/clients/handle-issues/${owner.auth}/${owner.id}`).expect(200);
    expect(res.body.todosAndClients.length).toBeGreaterThan(0);
    for (const issue of res.body.todosAndClients) for (const todo of issue.todos) expect(todo.date).toBe('10/03/2026');
    const tokyo = await createTestContext({ now: () => new Date('2026-03-11T01:30:00Z'), timeZone: 'Asia/Tokyo', data: structuredClone(ctx.store.data) as Data });
    const tokyoIssues = (await request(createApp(tokyo)).get(`/company/clients/handle-issues/${owner.auth}/${owner.id}`).expect(200)).body.todosAndClients;
    for (const issue of tokyoIssues) for (const todo of issue.todos) expect(todo.date).toBe('11/03/2026');
  });
});

describe('the demo clients', () => {
  it('has 30 clients, 10 per team, weekly or biweekly visits never on Sunday, reports of the finished ones and visits pending today', async () => {
    const data = ctx.store.data;
    const clients = data.clients.filter((c) => c.ownerId === owner.ownerId);
    expect(clients).toHaveLength(30);
    const teams = data.teams.filter((t) => t.ownerId === owner.ownerId);
    expect(teams.map((t) => clients.filter((c) => c.teamId === t.id).length)).toEqual([10, 10, 10]);
    expect(clients.filter((c) => c.serviceTime !== null).length).toBeGreaterThan(20);
    expect(new Set(clients.map((c) => c.period))).toEqual(new Set(['weekly', 'biweekly']));
    const visits = data.visits.filter((v) => v.ownerId === owner.ownerId);
    expect(visits.some((v) => new Date(`${v.date}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
    expect(visits.every((v) => v.time >= '08:00' && v.time <= '16:00')).toBe(true);
    expect(visits.filter((v) => v.date === TODAY && v.status === 'pending').length).toBeGreaterThanOrEqual(6);
    const past = visits.filter((v) => v.date < TODAY);
    expect(past.every((v) => v.status === 'finished' || v.status === 'cancelled')).toBe(true);
    expect(past.filter((v) => v.status === 'cancelled').length).toBeLessThan(past.length / 4);
    const reported = new Set(data.reports.map((r) => r.visitId));
    expect(past.filter((v) => v.status === 'finished').every((v) => reported.has(v.id))).toBe(true);
    expect(data.attachedServices.filter((s) => s.ownerId === owner.ownerId).length).toBeGreaterThan(5);
    expect(clients.some((c) => (c.budget?.discountPercent ?? 0) > 0)).toBe(true);
  });

  it('still has visits pending today on a Sunday, when the business is closed', async () => {
    const sunday = await createTestContext({ now: () => new Date('2026-03-15T13:00:00Z') });
    const today = sunday.store.data.visits.filter((v) => v.date === '2026-03-15');
    expect(today.length).toBeGreaterThanOrEqual(6);
    expect(today.every((v) => v.status === 'pending')).toBe(true);
  });
});
