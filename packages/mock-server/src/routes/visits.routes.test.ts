import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { VISITS_MESSAGES } from '../dto/visits.dto';
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

/** The collections these calls write, to check that a refused request wrote nothing. */
const snapshot = () => JSON.stringify(['visits', 'reports', 'outbox'].map((k) => ctx.store.data[k as keyof Data]));
const visit = (id: string) => ctx.store.data.visits.find((v) => v.id === id)!;
const reportsOf = (visitId: string) => ctx.store.data.reports.filter((r) => r.visitId === visitId);

/** Adds a client of the owner's business with the given visits (ids `${client.id}-v${i}`), straight in the store. */
async function addClient(name: string, visits: Array<Pick<VisitRecord, 'date' | 'time' | 'status'>>): Promise<ClientRecord> {
  const team = ctx.store.data.teams.find((t) => t.ownerId === owner.ownerId)!;
  const record: ClientRecord = {
    id: `client-${name.replace(/\s/g, '-')}`,
    ownerId: owner.ownerId,
    name,
    phone: '11900000000',
    email: 'Cliente.Rua@Example.com',
    docId: null,
    birthday: null,
    description: 'Rua Augusta, 900, São Paulo',
    latitude: -23.55,
    longitude: -46.65,
    teamId: team.id,
    serviceTime: null,
    period: 'unit',
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

const startUrl = (clientId: string, todoId: string, who: SignedIn = owner, { ownerId = who.ownerId, userId = who.id, userName = 'Carla-Mendes' } = {}) =>
  `/company/client/service/notify/started/${who.auth}/${clientId}/${ownerId}/${userId}/${userName}/${todoId}`;
const cancelUrl = (clientId: string, todoId: string, who: SignedIn = owner, { ownerId = who.ownerId, again = clientId } = {}) =>
  `/company/client/service/notify/cancel/${who.auth}/${clientId}/${ownerId}/${again}/${todoId}`;
const finish = (clientId: string, todoId: string, taskcorresponded: string, extra: Record<string, unknown> = {}) =>
  request(app)
    .post('/company/client/service/notify/finish')
    .send({ email: owner.email, token: owner.token, clientId, createdById: owner.ownerId, todoId, observation: 'Tudo limpo.', taskcorresponded, ...extra });

describe('the road map: GET /company/map/services/in', () => {
  it("lists the business's clients with visits open today (pending or started), their services and today's open todos in time order", async () => {
    const c = await addClient('Cliente Estrada', [
      { date: TODAY, time: '15:30', status: 'pending' },
      { date: TODAY, time: '07:15', status: 'pending' },
      { date: TODAY, time: '06:00', status: 'finished' },
      { date: '2026-03-11', time: '05:00', status: 'pending' },
    ]);
    const started = await addClient('Cliente Iniciado', [{ date: TODAY, time: '09:00', status: 'started' }]);
    const done = await addClient('Cliente Feito', [{ date: TODAY, time: '09:00', status: 'finished' }]);
    const service = ctx.store.data.services.find((s) => s.ownerId === owner.ownerId)!;
    await ctx.store.update((data) => data.attachedServices.push({ id: 'att-1', ownerId: owner.ownerId, clientId: c.id, serviceId: service.id, name: 'Limpeza', value: 120.5, createdAt: NOW.toISOString() }));

    const res = await request(app).get(`/company/map/services/in/${owner.auth}/${owner.id}`).expect(200);
    const items = res.body.clientsWithTodos as Array<{ clientId: string; todos: Array<{ todoId: string; date: string }> }>;
    const expected = new Set(ctx.store.data.visits.filter((v) => v.ownerId === owner.ownerId && v.date === TODAY && (v.status === 'pending' || v.status === 'started')).map((v) => v.clientId));
    expect(expected.size).toBeGreaterThanOrEqual(7);
    expect(new Set(items.map((i) => i.clientId))).toEqual(expected);
    // A started visit stays on the road until it is finished; a finished one leaves it.
    expect(items.some((i) => i.clientId === started.id)).toBe(true);
    expect(items.some((i) => i.clientId === done.id || i.clientId === other.clientId)).toBe(false);
    expect(items[0]!.clientId).toBe(c.id); // the earliest first visit (07:15; the demo's start at 08:00)
    expect(items[0]).toEqual({
      clientId: c.id,
      name: 'Cliente Estrada',
      phone: '11900000000',
      email: 'Cliente.Rua@Example.com',
      description: 'Rua Augusta, 900, São Paulo',
      services: [{ serviceId: 'att-1', serviceName: 'Limpeza', serviceValue: 120.5 }],
      discount: 0,
      todos: [
        { todoId: `${c.id}-v1`, date: '10/03/2026', hour: '07', minute: '15', meridian: 'AM' },
        { todoId: `${c.id}-v0`, date: '10/03/2026', hour: '03', minute: '30', meridian: 'PM' },
      ],
      latitude: -23.55,
      longitude: -46.65,
    });
    expect(items.every((i) => i.todos.length > 0 && i.todos.every((t) => t.date === '10/03/2026'))).toBe(true);

    // A leader sees the whole business too, asking with their own id or the owner's (001 section 6), not another person's.
    const leader = await signIn(app, DEMO_LEADER.email);
    expect((await request(app).get(`/company/map/services/in/${leader.auth}/${leader.id}`).expect(200)).body).toEqual(res.body);
    expect((await request(app).get(`/company/map/services/in/${leader.auth}/${owner.id}`).expect(200)).body).toEqual(res.body);
    const manager = await signIn(app, DEMO_MANAGER.email);
    expect((await request(app).get(`/company/map/services/in/${leader.auth}/${manager.id}`).expect(403)).body).toEqual({ error: expect.any(String) });
  });

  it('refuses a wrong token (401), a freelancer (403) and another business (403)', async () => {
    await request(app).get(`/company/map/services/in/${owner.email}/bad-token/${owner.id}`).expect(401);
    const freelancer = await signIn(app, DEMO_FREELANCER.email);
    await request(app).get(`/company/map/services/in/${freelancer.auth}/${freelancer.id}`).expect(403);
    await request(app).get(`/company/map/services/in/${owner.auth}/${other.ownerId}`).expect(403);
  });
});

describe('start, finish and cancel a visit', () => {
  it("deleting a visit in progress removes its open report; a finished visit's report stays as the work done", async () => {
    const c = await addClient('Cliente Apagado', [
      { date: TODAY, time: '09:00', status: 'pending' },
      { date: TODAY, time: '10:00', status: 'pending' },
    ]);
    const [open, done] = [`${c.id}-v0`, `${c.id}-v1`];
    await request(app).get(startUrl(c.id, open)).expect(200);
    const doneTask = (await request(app).get(startUrl(c.id, done)).expect(200)).body.id as string;
    await finish(c.id, done, doneTask, { observation: 'ok' }).expect(200);
    for (const id of [open, done]) await request(app).get(`/company/clients/client/todo/delete/${owner.auth}/${c.id}/${id}`).expect(200);
    expect(reportsOf(open)).toEqual([]);
    expect(reportsOf(done)).toEqual([expect.objectContaining({ observation: 'ok', finishedAt: expect.any(String) })]);
  });

  it('starts a visit (task id, e-mail to the client), refuses a second start, finishes it once and shows it in the reports', async () => {
    const c = await addClient('Cliente Inicio', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const todoId = `${c.id}-v0`;
    const started = await request(app).get(startUrl(c.id, todoId, owner, { userName: 'Carla-Mendes' })).expect(200);
    expect(started.body).toEqual({ id: expect.any(String), message: expect.any(String) });
    const taskId = started.body.id as string;
    expect(visit(todoId).status).toBe('started');
    expect(reportsOf(todoId)).toEqual([expect.objectContaining({ taskId, startedAt: NOW.toISOString(), finishedAt: null, collaboratorName: 'Carla Mendes' })]);

    const mails = (await request(app).get('/__dev/outbox').query({ email: 'cliente.rua@example.com' }).expect(200)).body;
    expect(mails).toEqual([{ to: 'cliente.rua@example.com', subject: expect.stringContaining('started'), text: expect.stringContaining('Carla Mendes'), sentAt: NOW.toISOString() }]);

    await request(app).get(startUrl(c.id, todoId)).expect(400);
    expect(await finish(c.id, todoId, 'another-task').expect(400).then((r) => r.body)).toEqual({ error: VISITS_MESSAGES.taskMismatch });

    const observation = `  Serviço concluído: área/cozinha ${'x'.repeat(300)}`;
    expect((await finish(c.id, todoId, taskId, { observation }).expect(200)).body).toEqual({ message: expect.any(String) });
    expect(visit(todoId).status).toBe('finished');
    await finish(c.id, todoId, taskId).expect(400);

    const reports = (await request(app).get(`/company/reports/${owner.auth}/${owner.ownerId}`).expect(200)).body.combinedData as Array<{ client: { id: string }; reports: unknown[] }>;
    expect(reports.find((r) => r.client.id === c.id)!.reports).toEqual([
      {
        visitDate: '10/03/2026',
        startedTime: NOW.toISOString(),
        finishedTime: NOW.toISOString(),
        colaborator_name: 'Carla Mendes',
        observation: observation.trim().slice(0, 250),
        todoId,
        todoIdReference: taskId,
      },
    ]);
  });

  it.each([
    'a@b.co?bcc=evil%40x.io&subject=hi',
    'a@b.co,evil@x.io',
    'Ana <a@b.co>',
    'a&b@c.de',
  ])('starts a visit of a client stored with the e-mail %j but sends it no e-mail', async (stored) => {
    const c = await addClient('Cliente Antigo', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    await ctx.store.update((data) => {
      data.clients.find((x) => x.id === c.id)!.email = stored;
    });
    const mailsBefore = ctx.store.data.outbox.length;
    const started = await request(app).get(startUrl(c.id, `${c.id}-v0`)).expect(200);
    expect(started.body).toEqual({ id: expect.any(String), message: "The visit has started. The client's e-mail address is not valid, so the client was not notified." });
    expect(visit(`${c.id}-v0`).status).toBe('started');
    expect(ctx.store.data.outbox).toHaveLength(mailsBefore);
    expect((await finish(c.id, `${c.id}-v0`, started.body.id).expect(200)).body).toEqual({ message: expect.any(String) });
  });

  it('lets a leader start and finish in their own name', async () => {
    const c = await addClient('Cliente Lider', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const leader = await signIn(app, DEMO_LEADER.email);
    const taskId = (await request(app).get(startUrl(c.id, `${c.id}-v0`, leader, { userName: 'Lia-Santos' })).expect(200)).body.id as string;
    await request(app)
      .post('/company/client/service/notify/finish')
      .send({ email: leader.email, token: leader.token, clientId: c.id, createdById: leader.ownerId, todoId: `${c.id}-v0`, observation: null, taskcorresponded: taskId })
      .expect(200);
    expect(reportsOf(`${c.id}-v0`)).toEqual([expect.objectContaining({ collaboratorName: 'Lia Santos', observation: '', finishedAt: NOW.toISOString() })]);
  });

  it("names the signed-in person as their account has it, however the path's name is spelled (first name, or name and surname)", async () => {
    // An account name with an accent, two words and a hyphen, as the web app sends it ("name-surname", dashes for spaces) and as others write it.
    await ctx.store.update((data) => Object.assign(data.users.find((u) => u.id === owner.id)!, { name: 'João Pedro', surname: 'Almeida-Souza' }));
    const spellings = ['João-Pedro-Almeida-Souza', 'joão pedro almeida souza', 'JOÃO_PEDRO  Almeida__Souza', 'Joa\u0303o Pedro', 'joão-pedro', ' João\u00a0Pedro-Almeida-Souza '];
    const c = await addClient('Cliente Grafia', spellings.map(() => ({ date: TODAY, time: '10:00', status: 'pending' as const })));
    for (const [i, spelling] of spellings.entries()) {
      await request(app).get(startUrl(c.id, `${c.id}-v${i}`, owner, { userName: encodeURIComponent(spelling) })).expect(200);
      expect(reportsOf(`${c.id}-v${i}`)[0]!.collaboratorName, spelling).toBe('João Pedro Almeida-Souza');
    }
    const mails = ctx.store.data.outbox.filter((m) => m.to === 'cliente.rua@example.com');
    expect(mails).toHaveLength(spellings.length);
    for (const mail of mails) expect(mail.text).toMatch(/^Hello Cliente Grafia, João Pedro Almeida-Souza has started your visit/);
  });

  it.each([
    ["the issue's reproduction: a message for the client in the name", 'Carla%20Mendes.%20Pay%20the%20balance%20today%20at%20evil.example'],
    ["another person's name", 'Lia-Santos'],
    ['the surname alone', 'Mendes'],
    ['a name with more words', 'Carla-Mendes-Silva'],
    ['a line break between the names', 'Carla%0AMendes'],
    ['part of the first name', 'Car'],
  ])('refuses a name that is not the signed-in person\'s (%s): 400, nothing stored or e-mailed', async (_label, userName) => {
    const c = await addClient('Cliente Nome', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const before = snapshot();
    const res = await request(app).get(startUrl(c.id, `${c.id}-v0`, owner, { userName })).expect(400);
    expect(res.body).toEqual({ error: VISITS_MESSAGES.notYourName });
    expect(snapshot()).toBe(before);
    expect(visit(`${c.id}-v0`).status).toBe('pending');
  });

  it("refuses a leader starting in the owner's name, and the owner in the leader's", async () => {
    const c = await addClient('Cliente Troca', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const leader = await signIn(app, DEMO_LEADER.email);
    const before = snapshot();
    expect((await request(app).get(startUrl(c.id, `${c.id}-v0`, leader, { userName: 'Carla-Mendes' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.notYourName });
    expect((await request(app).get(startUrl(c.id, `${c.id}-v0`, leader, { userId: owner.id, userName: 'Carla-Mendes' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.notYourName });
    expect((await request(app).get(startUrl(c.id, `${c.id}-v0`, owner, { userName: 'Lia-Santos' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.notYourName });
    expect(snapshot()).toBe(before);
  });

  it('refuses to start with a bad input (400), a wrong token (401), another business, user or client (403), an unknown visit (400), writing nothing', async () => {
    const c = await addClient('Cliente Recusa', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const todoId = `${c.id}-v0`;
    const mariana = ctx.store.data.clients.find((x) => x.name === 'Mariana Oliveira')!;
    const before = snapshot();
    expect((await request(app).get(startUrl(c.id, 'null')).expect(400)).body).toEqual({ error: VISITS_MESSAGES.visitRequired });
    expect((await request(app).get(startUrl(c.id, todoId, owner, { userName: 'undefined' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.userNameRequired });
    expect((await request(app).get(startUrl(c.id, todoId, owner, { userName: '---' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.userNameRequired });
    await request(app).get(startUrl(mariana.id, todoId)).expect(400);
    await request(app).get(startUrl(c.id, todoId, { ...owner, auth: `${owner.email}/bad` })).expect(401);
    await request(app).get(startUrl(c.id, todoId, owner, { ownerId: other.ownerId })).expect(403);
    await request(app).get(startUrl(c.id, todoId, owner, { userId: other.ownerId })).expect(403);
    await request(app).get(startUrl(other.clientId, other.visitId)).expect(403);
    await request(app).get(startUrl(c.id, other.visitId)).expect(403);
    await request(app).get(startUrl(c.id, 'no-such-visit')).expect(400);
    expect(snapshot()).toBe(before);
  });

  it('refuses to finish a visit never started (400), a bad body (400), a wrong token (401), another business (403), writing nothing', async () => {
    const c = await addClient('Cliente Sem Inicio', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const todoId = `${c.id}-v0`;
    const before = snapshot();
    await finish(c.id, todoId, 'task').expect(400);
    expect((await finish(c.id, todoId, '').expect(400)).body).toEqual({ error: 'Something went wrong, please try again.' });
    await finish(c.id, todoId, 'task', { todoId: undefined }).expect(400);
    expect((await finish(c.id, todoId, 'task', { observation: 42 }).expect(400)).body).toEqual({ error: VISITS_MESSAGES.observation });
    await finish(c.id, todoId, 'task', { token: 'bad' }).expect(401);
    await finish(c.id, todoId, 'task', { createdById: other.ownerId }).expect(403);
    await finish(other.clientId, other.visitId, 'other-task').expect(403);
    await finish(c.id, 'no-such-visit', 'task').expect(400);
    expect(snapshot()).toBe(before);
  });

  it('cancels a visit never started, and a started one keeping its start; refuses a closed one (400)', async () => {
    const c = await addClient('Cliente Cancela', [
      { date: TODAY, time: '10:00', status: 'pending' },
      { date: TODAY, time: '11:00', status: 'pending' },
    ]);
    expect((await request(app).get(cancelUrl(c.id, `${c.id}-v0`)).expect(200)).body).toEqual({ message: expect.any(String) });
    expect(visit(`${c.id}-v0`).status).toBe('cancelled');
    expect(reportsOf(`${c.id}-v0`)).toEqual([]);
    await request(app).get(cancelUrl(c.id, `${c.id}-v0`)).expect(400);

    const taskId = (await request(app).get(startUrl(c.id, `${c.id}-v1`)).expect(200)).body.id as string;
    await request(app).get(cancelUrl(c.id, `${c.id}-v1`)).expect(200);
    expect(visit(`${c.id}-v1`).status).toBe('cancelled');
    expect(reportsOf(`${c.id}-v1`)).toEqual([expect.objectContaining({ taskId, startedAt: NOW.toISOString(), finishedAt: null })]);
    await finish(c.id, `${c.id}-v1`, taskId).expect(400);
    await request(app).get(startUrl(c.id, `${c.id}-v1`)).expect(400);
  });

  it('refuses to cancel with a bad input (400), a wrong token (401), another business (403), an unknown visit (400), writing nothing', async () => {
    const c = await addClient('Cliente Cancela Nao', [{ date: TODAY, time: '10:00', status: 'pending' }]);
    const todoId = `${c.id}-v0`;
    const before = snapshot();
    expect((await request(app).get(cancelUrl(c.id, todoId, owner, { again: 'another' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.twoClients });
    expect((await request(app).get(cancelUrl('null', todoId, owner, { again: 'null' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.clientMissing });
    await request(app).get(cancelUrl(c.id, 'undefined')).expect(400);
    await request(app).get(cancelUrl(c.id, todoId, { ...owner, auth: `${owner.email}/bad` })).expect(401);
    await request(app).get(cancelUrl(c.id, todoId, owner, { ownerId: other.ownerId })).expect(403);
    // Another business's client is no entry of this business.
    expect((await request(app).get(cancelUrl(other.clientId, other.visitId)).expect(400)).body).toEqual({ error: VISITS_MESSAGES.clientMissing });
    expect((await request(app).get(cancelUrl('no-such-client', todoId, owner, { again: 'no-such-client' })).expect(400)).body).toEqual({ error: VISITS_MESSAGES.clientMissing });
    await request(app).get(cancelUrl(c.id, 'no-such-visit')).expect(400);
    expect(snapshot()).toBe(before);
  });
});
