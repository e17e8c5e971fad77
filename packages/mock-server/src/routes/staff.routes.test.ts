import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_FREELANCER, DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER } from '../seed/demo-accounts';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let owner: SignedIn;
let other: Awaited<ReturnType<typeof addOtherBusiness>>;

beforeEach(async () => {
  ctx = await createTestContext();
  app = createApp(ctx, { appUrl: 'http://app.test' });
  owner = await signIn(app, DEMO_OWNER.email);
  other = await addOtherBusiness(ctx);
});

const newMember = (who: SignedIn, n: number, extra: Record<string, unknown> = {}) => ({
  email: who.email,
  token: who.token,
  name: 'Novo',
  surname: `Membro ${n}`,
  manageremail: `novo${n}@example.com`,
  password: 'Secret#2026',
  useterms: true,
  createdById: who.ownerId,
  ...extra,
});

const collaborator = (who: SignedIn, n: number, extra: Record<string, unknown> = {}) => ({
  email: who.email,
  token: who.token,
  name: 'Colab',
  surname: `Número ${n}`,
  phone: '11988887777',
  description: 'Rua Augusta, 500, São Paulo',
  latitude: -23.55,
  longitude: -46.65,
  createdById: who.ownerId,
  ...extra,
});

describe('managers and leaders', () => {
  it('lists them with name, surname, e-mail and phone', async () => {
    const res = await request(app).get(`/company/managers/${owner.auth}/${owner.id}`).expect(200);
    expect(res.body.managers.map((m: { email: string }) => m.email)).toEqual([DEMO_MANAGER.email, 'marina.lopes@fieldteam.dev']);
    expect(Object.keys(res.body.managers[0]).sort()).toEqual(['email', 'id', 'name', 'phone', 'surname']);
    const leaders = await request(app).get(`/company/leaders/${owner.auth}/${owner.id}`).expect(200);
    expect(leaders.body.leaders).toHaveLength(3);
  });

  it('adds a manager who gets a welcome e-mail with the sign-in address and can sign in to /dashboard', async () => {
    const res = await request(app).post('/company/cadastre/manager').send(newMember(owner, 1)).expect(200);
    expect(res.body.message).toEqual(expect.any(String));
    const mail = (await request(app).get('/__dev/outbox').query({ email: 'novo1@example.com' })).body[0];
    expect(mail.text).toContain('http://app.test/login');
    const login = await request(app).post('/login').send({ email: 'novo1@example.com', password: 'Secret#2026' }).expect(200);
    expect(login.body).toMatchObject({ url: '/dashboard', user: { role: 'manager', createdById: owner.id, is_active: 'activated' } });
  });

  it('lets a manager add a leader for their owner', async () => {
    const manager = await signIn(app, DEMO_MANAGER.email);
    await request(app).post('/company/cadastre/leader').send(newMember(manager, 2)).expect(200);
    expect(ctx.store.data.users.find((u) => u.email === 'novo2@example.com')).toMatchObject({ role: 'leader', createdById: owner.id });
  });

  it('keeps managers owner-only: a manager or leader cannot list, add or delete managers', async () => {
    for (const email of [DEMO_MANAGER.email, DEMO_LEADER.email]) {
      const staff = await signIn(app, email);
      await request(app).get(`/company/managers/${staff.auth}/${owner.id}`).expect(403);
      await request(app).post('/company/cadastre/manager').send(newMember(staff, 3)).expect(403);
      const target = ctx.store.data.users.find((u) => u.email === 'marina.lopes@fieldteam.dev')!;
      await request(app).post('/company/managers/delete/user').send({ email: staff.email, token: staff.token, userid: target.id }).expect(403);
    }
  });

  it.each([
    [{ name: 'Al' }, 'Please fill in the first name correctly.'],
    [{ surname: '' }, 'Please fill in the last name correctly.'],
    [{ manageremail: 'x@y' }, 'Please check the provided email and try again.'],
    [{ password: 'alllowercase1' }, 'Must contain more than 8 characters and more than 3 letters'],
  ])('answers 400 for %j', async (change, message) => {
    expect((await request(app).post('/company/cadastre/leader').send(newMember(owner, 4, change)).expect(400)).body).toEqual({ error: message });
  });

  it('refuses an e-mail in use (400), another business (403) and a wrong token (401)', async () => {
    await request(app).post('/company/cadastre/leader').send(newMember(owner, 5, { manageremail: DEMO_FREELANCER.email })).expect(400);
    await request(app).post('/company/cadastre/leader').send(newMember(owner, 5, { createdById: other.ownerId })).expect(403);
    await request(app).post('/company/cadastre/leader').send(newMember(owner, 5, { token: 'bad' })).expect(401);
    await request(app).get(`/company/leaders/${owner.auth}/${other.ownerId}`).expect(403);
  });

  it('refuses the sixth manager on the free plan, naming the limit and the plan that lifts it', async () => {
    // The demo business is on plus; put it on free here (it has 2 managers, so the 3rd to 5th are allowed).
    await ctx.store.update((data) => (data.users.find((u) => u.id === owner.id)!.plan = 'free'));
    for (let n = 3; n <= 5; n += 1) await request(app).post('/company/cadastre/manager').send(newMember(owner, n)).expect(200);
    const res = await request(app).post('/company/cadastre/manager').send(newMember(owner, 6)).expect(403);
    expect(res.body).toEqual({ error: 'Your free plan allows up to 5 managers. Upgrade to the basic plan to add up to 10.' });
    expect(ctx.store.data.users.some((u) => u.email === 'novo6@example.com')).toBe(false);
  });

  it('allows 10 on basic and 20 on plus', async () => {
    await ctx.store.update((data) => (data.users.find((u) => u.id === owner.id)!.plan = 'basic'));
    for (let n = 4; n <= 10; n += 1) await request(app).post('/company/cadastre/leader').send(newMember(owner, n)).expect(200);
    expect((await request(app).post('/company/cadastre/leader').send(newMember(owner, 11)).expect(403)).body.error).toBe(
      'Your basic plan allows up to 10 leaders. Upgrade to the plus plan to add up to 20.',
    );
    await ctx.store.update((data) => (data.users.find((u) => u.id === owner.id)!.plan = 'plus'));
    await request(app).post('/company/cadastre/leader').send(newMember(owner, 11)).expect(200);
  });

  it('deletes a manager ("Manager deleted successfully.") and ends their sessions', async () => {
    const manager = await signIn(app, DEMO_MANAGER.email);
    const res = await request(app).post('/company/managers/delete/user').send({ email: owner.email, token: owner.token, userid: manager.id }).expect(200);
    expect(res.body).toEqual({ message: 'Manager deleted successfully.' });
    await request(app).get(`/check_auth/${manager.auth}`).expect(401);
  });

  it('refuses to delete a leader who leads a team, and another business\'s leader', async () => {
    const leader = ctx.store.data.users.find((u) => u.email === DEMO_LEADER.email)!;
    await request(app).post('/company/leaders/delete/user').send({ email: owner.email, token: owner.token, userid: leader.id }).expect(400);
    await request(app).post('/company/leaders/delete/user').send({ email: owner.email, token: owner.token, userid: other.leaderId }).expect(403);
    await request(app).post('/company/leaders/delete/user').send({ email: owner.email, token: owner.token, userid: 'nobody' }).expect(400);
  });
});

describe('collaborators', () => {
  it('lists the twelve demo collaborators with address and coordinates', async () => {
    const res = await request(app).get(`/company/colaborators/${owner.auth}/${owner.id}`).expect(200);
    expect(res.body.colaborators).toHaveLength(12);
    expect(Object.keys(res.body.colaborators[0]).sort()).toEqual(['description', 'id', 'latitude', 'longitude', 'name', 'phone', 'surname']);
  });

  it('allows 5 on the free plan, refuses the sixth naming the limit and the plan that lifts it, and accepts it on plus', async () => {
    // The other business is on the free plan with one collaborator.
    const free = await signIn(app, other.email);
    for (let n = 2; n <= 5; n += 1) await request(app).post('/company/cadastre/colaborator').send(collaborator(free, n)).expect(200);
    const res = await request(app).post('/company/cadastre/colaborator').send(collaborator(free, 6)).expect(403);
    expect(res.body).toEqual({ error: 'Your free plan allows up to 5 collaborators. Upgrade to the basic plan to add up to 10.' });
    expect(ctx.store.data.collaborators.filter((c) => c.ownerId === other.ownerId)).toHaveLength(5);
    await ctx.store.update((data) => (data.users.find((u) => u.id === other.ownerId)!.plan = 'plus'));
    await request(app).post('/company/cadastre/colaborator').send(collaborator(free, 6)).expect(200);
    expect(ctx.store.data.collaborators.filter((c) => c.ownerId === other.ownerId)).toHaveLength(6);
  });

  it('the demo business, on plus, can add a thirteenth', async () => {
    expect(ctx.store.data.users.find((u) => u.id === owner.id)).toMatchObject({ plan: 'plus', subscription: { brand: 'visa', last4: '4242', plan: 'plus' } });
    await request(app).post('/company/cadastre/colaborator').send(collaborator(owner, 1)).expect(200);
    expect(ctx.store.data.collaborators.filter((c) => c.ownerId === owner.id)).toHaveLength(13);
  });

  it('updates one, renaming it in its teams, and deletes one, removing it from its teams', async () => {
    const team = ctx.store.data.teams.find((t) => t.ownerId === owner.id && t.colaborators.length > 0)!;
    const member = team.colaborators[0]!;
    await request(app).post('/company/colaborators/update/user').send({ ...collaborator(owner, 2, { name: 'Renomeado' }), colaboratorId: member.id }).expect(200);
    expect(ctx.store.data.teams.find((t) => t.id === team.id)!.colaborators[0]!.name).toBe('Renomeado Número 2');
    await request(app).post('/company/colaborators/delete/user').send({ email: owner.email, token: owner.token, userid: member.id }).expect(200);
    expect(ctx.store.data.teams.find((t) => t.id === team.id)!.colaborators.some((c) => c.id === member.id)).toBe(false);
  });

  it.each([
    [{ phone: '11-9999' }, 'Please fill in the phone correctly.'],
    [{ description: 'Rua' }, 'Please fill in the address correctly.'],
    [{ latitude: 'x' }, 'Please fill in the address correctly.'],
    [{ name: '' }, 'Please fill in the first name correctly.'],
  ])('answers 400 for %j', async (change, message) => {
    expect((await request(app).post('/company/cadastre/colaborator').send(collaborator(owner, 3, change)).expect(400)).body).toEqual({ error: message });
  });

  it("refuses another business's collaborator (403) and a wrong token (401)", async () => {
    await request(app).post('/company/colaborators/update/user').send({ ...collaborator(owner, 4), colaboratorId: other.collaboratorId }).expect(403);
    await request(app).post('/company/colaborators/delete/user').send({ email: owner.email, token: owner.token, userid: other.collaboratorId }).expect(403);
    await request(app).get(`/company/colaborators/${owner.auth}/${other.ownerId}`).expect(403);
    await request(app).get(`/company/colaborators/${owner.email}/bad/${owner.id}`).expect(401);
  });
});
