import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_FREELANCER, DEMO_NEWCOMER, DEMO_OWNER } from '../seed/demo-accounts';
import { signIn, type SignedIn } from '../testing/api-client';
import { createTestContext } from '../testing/test-context';

let ctx: AppContext;
let app: ReturnType<typeof createApp>;
let newcomer: SignedIn;

beforeEach(async () => {
  ctx = await createTestContext();
  app = createApp(ctx);
  newcomer = await signIn(app, DEMO_NEWCOMER.email);
});

const place = { latitude: -23.55, longitude: -46.65, complement: null };
const hours = {
  workingHours: [
    { id: 1, day: 'segunda-feira', startTime: '08:00', endTime: '18:00' },
    { id: 2, day: 'sábado', startTime: '08:00', endTime: '12:00' },
  ],
  closedDays: ['domingo'],
};
const employer = {
  business_nick: 'nina.clean',
  comercial_name: 'Nina Clean',
  business_hours: hours,
  primaryemailbusiness: 'hello@ninaclean.com',
  secondaryemailbusiness: 'billing@ninaclean.com',
  business_id: '11.222.333/0001-81',
  location_description: 'Rua Augusta, 500, São Paulo',
  ...place,
  phone: '11912345678',
  activitys: ['Cleaning'],
  useterms: true,
};

describe('GET /category-{language}/{auth}', () => {
  it.each([
    ['en', 'Cleaning'],
    ['pt-BR', 'Limpeza'],
    ['pt', 'Limpeza'],
    ['es-MX', 'Limpieza'],
    ['es', 'Limpieza'],
    ['fr', 'Nettoyage'],
  ])('answers the categories in %s', async (language, first) => {
    const res = await request(app).get(`/category-${language}/${newcomer.auth}`).expect(200);
    expect(res.body.results[0]).toEqual({ id: '1', title: first });
    expect(res.body.results.length).toBeGreaterThan(5);
  });

  it('refuses an unknown language and a wrong token', async () => {
    await request(app).get(`/category-xx/${newcomer.auth}`).expect(400);
    await request(app).get(`/category-en/${newcomer.email}/wrong`).expect(401);
  });
});

describe('POST /set-employer', () => {
  it('registers the business, stores the hours in the wire form and makes the person an employer', async () => {
    const res = await request(app).post('/set-employer').send({ email: newcomer.email, token: newcomer.token, ...employer }).expect(200);
    expect(res.body).toEqual({ message: expect.any(String), role: 'employer' });
    const company = ctx.store.data.companies.find((c) => c.ownerId === newcomer.id);
    expect(company).toMatchObject({ businessId: '11222333000181', commercialName: 'Nina Clean', activities: ['Cleaning'] });
    expect(company?.openingHours).toEqual({
      workingHours: [
        { id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' },
        { id: '2', day: 'sábado', startTime: '08:00', endTime: '12:00' },
      ],
      closedDays: ['domingo'],
    });
    const login = await request(app).post('/login').send({ email: newcomer.email, password: DEMO_NEWCOMER.password }).expect(200);
    expect(login.body.user.role).toBe('employer');
    await request(app).post('/set-employer').send({ email: newcomer.email, token: newcomer.token, ...employer }).expect(400);
  });

  it.each([
    [{ business_hours: { ...hours, workingHours: [] } }, 'Add dates before continuing'],
    [{ business_hours: { workingHours: [{ id: 1, day: 'domingo', startTime: '08:00', endTime: '12:00' }], closedDays: ['domingo'] } }, 'That day is closed, it cannot be added as working hours.'],
    [{ business_hours: { workingHours: [hours.workingHours[0], { ...hours.workingHours[0], id: 3 }], closedDays: [] } }, 'That day is already added as working hours.'],
    [{ business_hours: { workingHours: [{ id: 1, day: 'segunda-feira', startTime: '18:00', endTime: '08:00' }], closedDays: [] } }, expect.stringContaining('start before they end')],
    [{ business_hours: 'mon-fri' }, expect.stringContaining('business_hours must hold')],
    [{ business_hours: { workingHours: [{ id: 1, day: 'segunda-feira', startTime: '08:30', endTime: '18:00' }], closedDays: [] } }, expect.stringContaining('whole hours')],
    [{ activitys: [] }, 'Choose your activity before continuing.'],
    [{ business_id: '123' }, 'Please fill in the business id correctly.'],
    [{ business_nick: 'a b' }, 'Please fill in the store username correctly.'],
    [{ comercial_name: 'AB' }, 'Please fill in the business name correctly.'],
    [{ primaryemailbusiness: 'x@y' }, 'Please check the provided email and try again.'],
    [{ phone: '123' }, 'Please fill in the phone correctly.'],
    [{ latitude: 123 }, 'Please fill in the address correctly.'],
    [{ useterms: false }, 'Accepting the terms of use is required to proceed'],
    [{ complement: 'c'.repeat(51) }, 'The complement is too long: at most 50 characters.'],
  ])('answers 400 for %j and changes nothing', async (change, message) => {
    const res = await request(app).post('/set-employer').send({ email: newcomer.email, token: newcomer.token, ...employer, ...change }).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(ctx.store.data.companies.some((c) => c.ownerId === newcomer.id)).toBe(false);
    expect(ctx.store.data.users.find((u) => u.id === newcomer.id)?.role).toBe('default');
  });

  it('refuses a wrong token (401) and an account that already has a role (400)', async () => {
    await request(app).post('/set-employer').send({ email: newcomer.email, token: 'forged', ...employer }).expect(401);
    const owner = await signIn(app, DEMO_OWNER.email);
    await request(app).post('/set-employer').send({ email: owner.email, token: owner.token, ...employer }).expect(400);
  });
});

describe('POST /set-freelancer', () => {
  const freelancer = { description: 'Rua Harmonia, 350, São Paulo', ...place, phone: '11912345678', activity: ['Cleaning', 'Gardening and landscaping'], useterms: true };

  it('makes the person a freelancer with their address, phone and activities', async () => {
    const res = await request(app).post('/set-freelancer').send({ email: newcomer.email, token: newcomer.token, ...freelancer, complement: 'c'.repeat(50) }).expect(200);
    expect(res.body).toEqual({ message: expect.any(String), role: 'freelancer' });
    expect(ctx.store.data.users.find((u) => u.id === newcomer.id)).toMatchObject({ role: 'freelancer', phone: '11912345678', locationDescription: 'Rua Harmonia, 350, São Paulo', activities: freelancer.activity });
  });

  it.each([
    [{ description: 'Rua' }, 'Please fill in the address correctly.'],
    [{ phone: 'abcdef' }, 'Please fill in the phone correctly.'],
    [{ activity: [] }, 'Choose your activity before continuing.'],
    [{ useterms: false }, 'Accepting the terms of use is required to proceed'],
    [{ complement: 'c'.repeat(51) }, 'The complement is too long: at most 50 characters.'],
  ])('answers 400 for %j', async (change, message) => {
    const res = await request(app).post('/set-freelancer').send({ email: newcomer.email, token: newcomer.token, ...freelancer, ...change }).expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it('refuses an account that already has a role', async () => {
    const existing = await signIn(app, DEMO_FREELANCER.email);
    await request(app).post('/set-freelancer').send({ email: existing.email, token: existing.token, ...freelancer }).expect(400);
  });
});
