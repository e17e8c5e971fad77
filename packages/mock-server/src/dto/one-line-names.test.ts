// Every call that takes a free-text name (staff, collaborators, teams, services, the company and
// its activities) refuses a control character with core's message, and writes nothing. The first
// case is the reproduction: a leader creating a leader whose name forged a log line.
import { validationMessagesEn as M } from '@fieldteam/core';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_LEADER, DEMO_NEWCOMER, DEMO_OWNER } from '../seed/demo-accounts';
import { signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

const FORGED = 'Zed\n[mock-server] POST /criar-assinatura 200 3ms';

let ctx: AppContext & { logs: string[] };
let app: ReturnType<typeof createApp>;
let owner: SignedIn;

beforeEach(async () => {
  ctx = await createTestContext();
  app = createApp(ctx, { logRequests: true });
  owner = await signIn(app, DEMO_OWNER.email);
});

const auth = (who: SignedIn) => ({ email: who.email, token: who.token });
const member = (name: string, surname = 'Souza') => ({ name, surname, manageremail: 'zed@example.com', password: 'Secret#2026', useterms: true });
const address = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65 };
const snapshot = () => JSON.stringify(ctx.store.data);

type Call = (ids: { owner: SignedIn; leader: SignedIn; newcomer: SignedIn }) => request.Test;

const CALLS: Array<[string, Call]> = [
  ['a leader adding a leader named as in the issue', ({ leader }) => request(app).post('/company/cadastre/leader').send({ ...auth(leader), ...member(FORGED), createdById: leader.ownerId })],
  ['a manager with a tab in the surname', ({ owner }) => request(app).post('/company/cadastre/manager').send({ ...auth(owner), ...member('Zed', 'Souza\t'), createdById: owner.ownerId })],
  ['a collaborator with U+2028 in the name', ({ owner }) => request(app).post('/company/cadastre/colaborator').send({ ...auth(owner), name: 'Vera\u2028Luz', surname: 'Luz', phone: '11944443333', ...address, createdById: owner.ownerId })],
  [
    'a collaborator renamed with ESC',
    ({ owner }) =>
      request(app)
        .post('/company/colaborators/update/user')
        .send({ ...auth(owner), name: 'Vera', surname: 'Luz\u001b[2K', phone: '11944443333', ...address, colaboratorId: ctx.store.data.collaborators.find((c) => c.ownerId === owner.ownerId)!.id }),
  ],
  ['a team with a line break', ({ owner, leader }) => request(app).post('/company/team/create').send({ ...auth(owner), createdById: owner.ownerId, teamName: 'Equipe\nNorte', selectedEmployer: { id: leader.id, name: 'Lia Santos' } })],
  ['a team renamed with a carriage return', ({ owner }) => request(app).post('/company/teams/team/update').send({ ...auth(owner), teamId: ctx.store.data.teams.find((t) => t.ownerId === owner.ownerId)!.id, teamName: 'Equipe\rSul' })],
  ['a service with a C1 control', ({ owner }) => request(app).post('/company/items/budget/create').send({ ...auth(owner), createdById: owner.ownerId, budgets: [{ itemName: 'Lavagem\u0085total', price: 10 }] })],
  [
    'a service renamed in the path with a trailing newline',
    ({ owner }) => request(app).get(`/company/item/budget/edit/${owner.auth}/${ctx.store.data.services.find((s) => s.ownerId === owner.ownerId)!.id}/Lavagem%0A/10`),
  ],
  ['the commercial name', ({ owner }) => request(app).put('/company/perfil/edit/name').send({ ...auth(owner), userid: owner.ownerId, dataUpdate: 'Brilho\nLimpeza' })],
  ['the business nick', ({ owner }) => request(app).put('/company/perfil/edit/nick').send({ ...auth(owner), userid: owner.ownerId, dataUpdate: 'brilho\t' })],
  ['an activity', ({ owner }) => request(app).put('/company/perfil/edit/activity').send({ ...auth(owner), userid: owner.ownerId, newactivity: ['Cleaning', 'Pools\nGardens'] })],
  [
    'the set-up of a business',
    ({ newcomer }) =>
      request(app)
        .post('/set-employer')
        .send({
          ...auth(newcomer),
          business_nick: 'nick.co',
          comercial_name: 'Nick\nCo',
          business_hours: { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' }], closedDays: [] },
          primaryemailbusiness: 'a@nick.co',
          secondaryemailbusiness: 'b@nick.co',
          business_id: '11222333000181',
          location_description: address.description,
          latitude: address.latitude,
          longitude: address.longitude,
          complement: null,
          phone: '11912345678',
          activitys: ['Cleaning'],
          useterms: true,
        }),
  ],
  ['a freelancer\'s activity', ({ newcomer }) => request(app).post('/set-freelancer').send({ ...auth(newcomer), ...address, complement: null, phone: '11912345678', activity: ['Cleaning\u2029'], useterms: true })],
];

describe('free-text names refuse control characters', () => {
  it.each(CALLS)('%s: 400 with the one-line message, nothing written or logged', async (_label, call) => {
    const people = { owner, leader: await signIn(app, DEMO_LEADER.email), newcomer: await signIn(app, DEMO_NEWCOMER.email) };
    const before = snapshot();
    const res = await call(people);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: M.CONTROL_CHARACTERS });
    expect(snapshot()).toBe(before);
    expect(ctx.logs.some((line) => line.includes('[outbox]'))).toBe(false);
  });

  it('accepts the same calls with the names on one line (the control case)', async () => {
    const leader = await signIn(app, DEMO_LEADER.email);
    await request(app).post('/company/cadastre/leader').send({ ...auth(leader), ...member('Zed'), createdById: leader.ownerId }).expect(200);
    expect(ctx.store.data.users.some((u) => u.name === 'Zed' && u.surname === 'Souza')).toBe(true);
    await request(app).post('/company/team/create').send({ ...auth(owner), createdById: owner.ownerId, teamName: 'Equipe Norte', selectedEmployer: { id: leader.id, name: 'Lia Santos' } }).expect(200);
  });
});
