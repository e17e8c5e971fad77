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
  app = createApp(ctx);
  owner = await signIn(app, DEMO_OWNER.email);
  other = await addOtherBusiness(ctx);
});

describe('PUT /user/perfil/edit/{field}', () => {
  it.each([
    ['nick', 'carla.m', 'username', 'carla.m'],
    ['name', 'Carlota', 'name', 'Carlota'],
    ['surname', 'Mendes Lima', 'surname', 'Mendes Lima'],
    ['phone', '11911112222', 'phone', '11911112222'],
    ['docid', '390.533.447-05', 'docId', '39053344705'],
  ])('edits %s', async (field, value, key, stored) => {
    await request(app).put(`/user/perfil/edit/${field}`).send({ email: owner.email, token: owner.token, dataUpdate: value }).expect(200);
    expect(ctx.store.data.users.find((u) => u.id === owner.id)).toMatchObject({ [key]: stored });
  });

  it('changes the e-mail, after which the same token works under the new address', async () => {
    await request(app).put('/user/perfil/edit/email').send({ email: owner.email, token: owner.token, dataUpdate: 'carla@brilho.com.br' }).expect(200);
    await request(app).get(`/check_auth/carla@brilho.com.br/${owner.token}`).expect(200);
    await request(app).get(`/check_auth/${owner.auth}`).expect(401);
  });

  it.each([
    ['email', DEMO_MANAGER.email, 400],
    ['email', 'not-an-email', 400],
    ['phone', '', 400],
    ['docid', '12', 400],
    ['nick', 'a b', 400],
  ])('refuses %s = %j with %i', async (field, value, status) => {
    const res = await request(app).put(`/user/perfil/edit/${field}`).send({ email: owner.email, token: owner.token, dataUpdate: value }).expect(status);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("renames a leader in every team they lead or belong to, as the teams' answer shows them", async () => {
    const leader = await signIn(app, DEMO_LEADER.email);
    const led = () => ctx.store.data.teams.filter((t) => t.leader?.id === leader.id);
    expect(led().length).toBeGreaterThan(0);
    await request(app).put('/user/perfil/edit/name').send({ email: leader.email, token: leader.token, dataUpdate: 'Liana' }).expect(200);
    await request(app).put('/user/perfil/edit/surname').send({ email: leader.email, token: leader.token, dataUpdate: 'Santos Reis' }).expect(200);
    for (const team of led()) expect(team.leader).toEqual({ id: leader.id, name: 'Liana Santos Reis' });
    const answered = (await request(app).get(`/company/team/get/${owner.auth}/${owner.id}`).expect(200)).body as { teams: Array<{ leaderTeam: { id: string; name: string } | null }> };
    expect(answered.teams.filter((t) => t.leaderTeam?.id === leader.id).map((t) => t.leaderTeam!.name)).toEqual(led().map(() => 'Liana Santos Reis'));
  });

  it('refuses a username another person has in other capitals', async () => {
    const taken = ctx.store.data.users.find((u) => u.email === DEMO_MANAGER.email)!.username;
    const res = await request(app).put('/user/perfil/edit/nick').send({ email: owner.email, token: owner.token, dataUpdate: taken.toUpperCase() }).expect(400);
    expect(res.body).toEqual({ error: 'This username is taken.' });
  });

  it('answers 400 for an unknown field and 401 for a wrong token', async () => {
    await request(app).put('/user/perfil/edit/role').send({ email: owner.email, token: owner.token, dataUpdate: 'employer' }).expect(400);
    await request(app).put('/user/perfil/edit/name').send({ email: owner.email, token: 'bad', dataUpdate: 'Carlota' }).expect(401);
  });
});

describe('GET /company/perfil/{auth}/{ownerId}', () => {
  it("answers the owner's company to the owner and to a manager", async () => {
    const res = await request(app).get(`/company/perfil/${owner.auth}/${owner.id}`).expect(200);
    expect(res.body.company).toMatchObject({ comercial_name: 'Brilho Limpeza Profissional', business_id: '12345678000195', activitys: ['Limpeza', 'Serviços residenciais'], plan: 'plus' });
    expect(res.body.company.opening_hours.closedDays).toEqual(['domingo']);
    const manager = await signIn(app, DEMO_MANAGER.email);
    await request(app).get(`/company/perfil/${manager.auth}/${owner.id}`).expect(200);
  });

  it("refuses another business's company (403), a freelancer (403) and a wrong token (401)", async () => {
    await request(app).get(`/company/perfil/${owner.auth}/${other.ownerId}`).expect(403);
    const freelancer = await signIn(app, DEMO_FREELANCER.email);
    await request(app).get(`/company/perfil/${freelancer.auth}/${freelancer.id}`).expect(403);
    await request(app).get(`/company/perfil/${owner.email}/bad/${owner.id}`).expect(401);
  });
});

describe('PUT /company/perfil/edit/{field}', () => {
  const edit = (field: string, body: Record<string, unknown>, who: SignedIn = owner) =>
    request(app).put(`/company/perfil/edit/${field}`).send({ email: who.email, token: who.token, userid: who.ownerId, ...body });

  it.each([
    ['nick', 'brilho.sp', 'businessNick'],
    ['name', 'Brilho SP', 'commercialName'],
    ['bussinessid', '11.222.333/0001-81', 'businessId'],
    ['phone', '1144445555', 'phone'],
    ['primaryemailbusiness', 'oi@brilho.com.br', 'primaryEmail'],
    ['secondaryemailbusiness', 'nf@brilho.com.br', 'secondaryEmail'],
  ])('edits %s', async (field, value, key) => {
    await edit(field, { dataUpdate: value }).expect(200);
    const company = ctx.store.data.companies.find((c) => c.ownerId === owner.id) as unknown as Record<string, unknown>;
    expect(company[key]).toBe(field === 'bussinessid' ? '11222333000181' : value);
  });

  it('edits the address with coordinates and the activities', async () => {
    await edit('address', { location_description: 'Rua Augusta, 900, São Paulo', latitude: -23.55, longitude: -46.66 }).expect(200);
    await edit('activity', { newactivity: ['Limpeza', 'Mudanças'] }).expect(200);
    expect(ctx.store.data.companies.find((c) => c.ownerId === owner.id)).toMatchObject({ locationDescription: 'Rua Augusta, 900, São Paulo', latitude: -23.55, activities: ['Limpeza', 'Mudanças'] });
  });

  it.each([
    ['nick', { dataUpdate: 'a b' }, 'Please fill in the store username correctly.'],
    ['bussinessid', { dataUpdate: '1' }, 'Please fill in the business id correctly.'],
    ['primaryemailbusiness', { dataUpdate: 'x' }, 'Please check the provided email and try again.'],
    ['activity', { newactivity: [] }, 'Choose your activity before continuing.'],
    ['address', { location_description: 'Rua Augusta, 900' }, 'Please fill in the address correctly.'],
  ])('answers 400 for %s %j', async (field, body, message) => {
    expect((await edit(field, body).expect(400)).body).toEqual({ error: message });
  });

  it('is owner-only: a manager gets 403; another business id gets 403', async () => {
    const manager = await signIn(app, DEMO_MANAGER.email);
    await edit('name', { dataUpdate: 'Taken over' }, manager).expect(403);
    await edit('name', { dataUpdate: 'Taken over', userid: other.ownerId }).expect(403);
    expect(ctx.store.data.companies.find((c) => c.ownerId === owner.id)?.commercialName).toBe('Brilho Limpeza Profissional');
  });
});

describe('working hours', () => {
  it('reads and saves the hours as the owner', async () => {
    const res = await request(app).get(`/company/perfil/hours/${owner.auth}/${owner.id}`).expect(200);
    expect(res.body.workHours.workingHours).toHaveLength(6);
    const business_hours = { workingHours: [{ id: '9', day: 'Monday', startTime: '09:00', endTime: '17:00' }], closedDays: ['Sunday', 'sábado'] };
    await request(app).post('/company/perfil/hours/edit').send({ email: owner.email, token: owner.token, userId: owner.id, business_hours }).expect(200);
    const after = await request(app).get(`/company/perfil/hours/${owner.auth}/${owner.id}`).expect(200);
    expect(after.body.workHours).toEqual({ workingHours: [{ id: '9', day: 'segunda-feira', startTime: '09:00', endTime: '17:00' }], closedDays: ['domingo', 'sábado'] });
  });

  it.each([
    ['a manager', DEMO_MANAGER.email],
    ['a leader', DEMO_LEADER.email],
  ])('lets %s read the hours (/business-work-days is theirs to open) but not save them: 403, nothing written', async (_who, email) => {
    const staff = await signIn(app, email);
    const before = await request(app).get(`/company/perfil/hours/${staff.auth}/${owner.id}`).expect(200);
    expect(before.body.workHours.workingHours).toHaveLength(6);
    const companies = JSON.stringify(ctx.store.data.companies);
    const business_hours = { workingHours: [{ id: '9', day: 'Monday', startTime: '09:00', endTime: '17:00' }], closedDays: ['Sunday'] };
    const res = await request(app).post('/company/perfil/hours/edit').send({ email: staff.email, token: staff.token, userId: owner.id, business_hours }).expect(403);
    expect(res.body).toEqual({ error: 'Only the business owner can do this.' });
    expect(JSON.stringify(ctx.store.data.companies)).toBe(companies);
  });

  it('answers null hours for a business without a company, 400 for bad hours and 403 for another business', async () => {
    const bad = { workingHours: [{ id: '1', day: 'funday', startTime: '09:00', endTime: '17:00' }], closedDays: [] };
    await request(app).post('/company/perfil/hours/edit').send({ email: owner.email, token: owner.token, userId: owner.id, business_hours: bad }).expect(400);
    await request(app).post('/company/perfil/hours/edit').send({ email: owner.email, token: owner.token, userId: other.ownerId, business_hours: bad }).expect(400);
    const good = { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '09:00', endTime: '17:00' }], closedDays: [] };
    await request(app).post('/company/perfil/hours/edit').send({ email: owner.email, token: owner.token, userId: other.ownerId, business_hours: good }).expect(403);
    await request(app).get(`/company/perfil/hours/${owner.auth}/${other.ownerId}`).expect(403);
  });
});
