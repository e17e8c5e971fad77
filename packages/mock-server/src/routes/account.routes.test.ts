import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { RESET_CODE_REFUSED } from '../services/one-time-codes';
import type { AppContext } from '../context';
import { DEMO_MANAGER, DEMO_OWNER } from '../seed/demo-accounts';
import { createTestContext } from '../testing/test-context';

let ctx: AppContext & { logs: string[] };
let app: ReturnType<typeof createApp>;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-03-02T12:00:00Z');
  ctx = await createTestContext({ now: () => clock });
  app = createApp(ctx, { logRequests: true });
});

const newPerson = { name: 'Maria', surname: 'Silva', email: 'Maria@Example.com', password: 'Secret#2026', docid: 12345678901, useterms: true };

const lastCode = async (email: string) => {
  const res = await request(app).get('/__dev/outbox').query({ email });
  return res.body[0]?.code as string;
};

async function registerAndLogin() {
  await request(app).post('/register').send(newPerson).expect(200);
  const login = await request(app).post('/login').send({ email: 'maria@example.com', password: 'Secret#2026' }).expect(200);
  return login.body.user.token as string;
}

describe('POST /register', () => {
  it('creates a default account waiting for activation and e-mails a 6-digit code', async () => {
    const res = await request(app).post('/register').send(newPerson).expect(200);
    expect(res.body).toEqual({ message: expect.any(String), url: '/login' });
    const user = ctx.store.data.users.find((u) => u.email === 'maria@example.com');
    expect(user).toMatchObject({ role: 'default', isActive: 'handle', docId: '12345678901', createdById: null });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(ctx.store.data)).not.toContain('Secret#2026');
    expect(await lastCode('maria@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await request(app).post('/register').send(newPerson).expect(200);
    const res = await request(app).post('/register').send({ ...newPerson, email: 'MARIA@example.com' }).expect(400);
    expect(res.body).toEqual({ error: 'An account with this e-mail already exists.' });
    expect(ctx.store.data.users.filter((u) => u.email === 'maria@example.com')).toHaveLength(1);
  });

  it.each([
    [{ name: 'Mar' }, 'Please fill in the first name correctly.'],
    [{ surname: '' }, 'Please fill in the last name correctly.'],
    [{ email: 'maria@example' }, 'Please check the provided email and try again.'],
    [{ password: 'secret#2026' }, 'Must contain more than 8 characters and more than 3 letters'],
    [{ password: 'Sec#202' }, 'Must contain more than 8 characters and more than 3 letters'],
    [{ docid: 12345 }, 'Please fill in the document correctly.'],
    [{ docid: '12.345' }, 'Please fill in the document correctly.'],
    [{ docid: 'abc123456' }, 'Please fill in the document correctly.'],
    [{ docid: 123456789012345 }, 'Please fill in the document correctly.'],
    [{ useterms: false }, 'Accepting the terms of use is required to proceed'],
    [{ useterms: 'true' }, 'Accepting the terms of use is required to proceed'],
  ])('answers 400 for %j', async (change, message) => {
    const before = ctx.store.data.users.length;
    const res = await request(app).post('/register').send({ ...newPerson, ...change }).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(ctx.store.data.users).toHaveLength(before);
  });

  it('accepts the bounds: a 6-digit and a 14-digit document, a 4-letter name', async () => {
    await request(app).post('/register').send({ ...newPerson, docid: 123456, name: 'Anne' }).expect(200);
    await request(app).post('/register').send({ ...newPerson, email: 'b@example.com', docid: 12345678901234 }).expect(200);
  });

  it('reads a document sent as text, punctuation and all, and keeps its digits', async () => {
    await request(app).post('/register').send({ ...newPerson, docid: '529.982.247-25' }).expect(200);
    expect(ctx.store.data.users.find((u) => u.email === 'maria@example.com')?.docId).toBe('52998224725');
  });

  it('answers 400 for malformed JSON and a body that is not an object', async () => {
    const bad = await request(app).post('/register').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(bad.body).toEqual({ error: 'The request body is not valid JSON.' });
    const list = await request(app).post('/register').send([1, 2]).expect(400);
    expect(list.body.error).toEqual(expect.any(String));
    for (const scalar of ['42', '"text"', 'true', 'null']) {
      const res = await request(app).post('/register').set('Content-Type', 'application/json').send(scalar).expect(400);
      expect(res.body, scalar).toEqual({ error: 'The request body must be a JSON object.' });
    }
  });

  it('refuses __proto__ keys with 400, without registering anyone', async () => {
    const res = await request(app)
      .post('/register')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"useterms":true},"name":"Maria","surname":"Silva","email":"p@example.com","password":"Secret#2026","docid":123456,"useterms":true}')
      .expect(400);
    expect(res.body).toEqual({ error: '"__proto__" cannot be used as a field name or a path segment.' });
    expect(ctx.store.data.users.some((u) => u.email === 'p@example.com')).toBe(false);
    expect(({} as Record<string, unknown>).useterms).toBeUndefined();
  });
});

describe('POST /login', () => {
  it('answers the user record with a new token and where to go', async () => {
    const res = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    expect(res.body.url).toBe('/dashboard');
    expect(res.body.user).toMatchObject({ email: DEMO_OWNER.email, role: 'employer', is_active: 'activated', createdById: null });
    expect(Object.keys(res.body.user).sort()).toEqual(
      ['complement', 'createdById', 'doc_id', 'email', 'id', 'is_active', 'latitude', 'location_description', 'longitude', 'name', 'phone', 'role', 'surname', 'token', 'username'].sort(),
    );
    expect(res.body.user.token.length).toBeGreaterThanOrEqual(22);
    const again = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    expect(again.body.user.token).not.toBe(res.body.user.token);
  });

  it('sends a registered person to the activation page', async () => {
    await request(app).post('/register').send(newPerson).expect(200);
    const res = await request(app).post('/login').send({ email: 'maria@example.com', password: 'Secret#2026' }).expect(200);
    expect(res.body.url).toBe('/dashboard/user/account/active');
    expect(res.body.user.is_active).toBe('handle');
  });

  it('refuses a wrong password or unknown e-mail with the same 401', async () => {
    const wrong = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: 'Wrong#2026' }).expect(401);
    const unknown = await request(app).post('/login').send({ email: 'nobody@example.com', password: 'Wrong#2026' }).expect(401);
    expect(wrong.body).toEqual({ error: 'Invalid e-mail or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 for a missing or wrong-typed field', async () => {
    expect((await request(app).post('/login').send({ email: DEMO_OWNER.email }).expect(400)).body).toEqual({
      error: 'Must contain more than 8 characters and more than 3 letters',
    });
    expect((await request(app).post('/login').send({ email: 42, password: 'Secret#2026' }).expect(400)).body).toEqual({
      error: 'Please check the provided email and try again.',
    });
  });

  it('locks the account for an hour after 100 failures, and lets it in again after that hour', async () => {
    for (let i = 0; i < 100; i += 1) await request(app).post('/login').send({ email: DEMO_OWNER.email, password: 'Wrong#2026' }).expect(401);
    const locked = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(429);
    expect(locked.body).toEqual({ error: 'Too many failed sign-in attempts for this account. Try again in an hour.'.replace('an hour', '60 minutes') });
    expect(Number(locked.headers['retry-after'])).toBe(3600);
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1);
    await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
  });

  it('ignores a token field in the body of the calls that are not signed in', async () => {
    const token = 'not-a-session';
    await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password, token }).expect(200);
    await request(app).post('/register').send({ ...newPerson, token }).expect(200);
    await request(app).post('/request').send({ email: DEMO_OWNER.email, token }).expect(200);
    const refused = await request(app).post('/change-pasword').send({ email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code: 123456, token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: RESET_CODE_REFUSED });
  });
});

describe('POST /account/user/active-account', () => {
  it('activates with the e-mailed code and answers the refreshed user', async () => {
    const token = await registerAndLogin();
    const code = await lastCode('maria@example.com');
    const res = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code }).expect(200);
    expect(res.body).toMatchObject({ isActive: 'activated', message: expect.any(String), user: { is_active: 'activated', token } });
    const again = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code }).expect(400);
    expect(again.body).toEqual({ error: 'This account is already active.' });
  });

  it('accepts the code as a number, leading zeros and all', async () => {
    const token = await registerAndLogin();
    const code = await lastCode('maria@example.com');
    await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code: Number(code) }).expect(200);
  });

  it('refuses a wrong token with 401', async () => {
    await registerAndLogin();
    const code = await lastCode('maria@example.com');
    const res = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token: 'forged', code }).expect(401);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('accepts the token as a bearer header instead', async () => {
    const token = await registerAndLogin();
    const code = await lastCode('maria@example.com');
    await request(app).post('/account/user/active-account').set('Authorization', `Bearer ${token}`).send({ email: 'maria@example.com', code }).expect(200);
  });

  it('refuses a code that is too short before checking it', async () => {
    const token = await registerAndLogin();
    const res = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code: '12345' }).expect(400);
    expect(res.body).toEqual({ error: 'Please fill in the code correctly.' });
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const token = await registerAndLogin();
    const code = await lastCode('maria@example.com');
    clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1);
    const res = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code }).expect(400);
    expect(res.body.error).toMatch(/invalid or has expired/);
    expect(ctx.store.data.users.find((u) => u.email === 'maria@example.com')?.isActive).toBe('handle');
  });

  it('voids the code after 5 wrong tries, even for the right code', async () => {
    const token = await registerAndLogin();
    const code = await lastCode('maria@example.com');
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i += 1) {
      const res = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code: wrongCode }).expect(400);
      expect(res.body.error).toMatch(/not correct/);
    }
    const fifth = await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code: wrongCode }).expect(400);
    expect(fifth.body.error).toMatch(/Too many wrong codes/);
    await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token, code }).expect(400);
  });

  it('sends a fresh code at the next sign-in once the last one is void', async () => {
    await registerAndLogin();
    const first = await lastCode('maria@example.com');
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const login = await request(app).post('/login').send({ email: 'maria@example.com', password: 'Secret#2026' }).expect(200);
    const second = await lastCode('maria@example.com');
    const outbox = await request(app).get('/__dev/outbox').query({ email: 'maria@example.com' });
    expect(outbox.body).toHaveLength(2);
    await request(app).post('/account/user/active-account').send({ email: 'maria@example.com', token: login.body.user.token, code: second }).expect(200);
    expect(typeof first).toBe('string');
  });
});

describe('POST /request and POST /change-pasword', () => {
  it('resets the password with the e-mailed code, ends the old sessions, and the new password signs in', async () => {
    const login = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    const res = await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const code = await lastCode(DEMO_OWNER.email);
    await request(app).post('/change-pasword').send({ email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code: Number(code) }).expect(200);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${login.body.user.token}`).expect(401);
    await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(401);
    await request(app).post('/login').send({ email: DEMO_OWNER.email, password: 'Brand#New2026' }).expect(200);
  });

  it('never loses an acknowledged password change to a parallel change that fails (two registrations of one e-mail)', async () => {
    let password: string = DEMO_OWNER.password;
    for (let round = 0; round < 20; round += 1) {
      clock = new Date(clock.getTime() + 13 * 60 * 1000); // 5 codes an hour at most
      await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
      const code = await lastCode(DEMO_OWNER.email);
      const next = `Round#${round}Pass`;
      const twin = { ...newPerson, email: `twin${round}@example.com` };
      const [, , changed] = await Promise.all([
        request(app).post('/register').send(twin),
        request(app).post('/register').send(twin),
        request(app).post('/change-pasword').send({ email: DEMO_OWNER.email, newpassword: next, code }),
      ]);
      if (changed.status !== 200) continue;
      await request(app).post('/login').send({ email: DEMO_OWNER.email, password: next }).expect(200);
      await request(app).post('/login').send({ email: DEMO_OWNER.email, password }).expect(401);
      password = next;
    }
    expect(password).not.toBe(DEMO_OWNER.password);
  });

  it('takes the code as text too, as the e-mail shows it', async () => {
    await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
    const code = await lastCode(DEMO_OWNER.email);
    await request(app).post('/change-pasword').send({ email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code }).expect(200);
    await request(app).post('/login').send({ email: DEMO_OWNER.email, password: 'Brand#New2026' }).expect(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
    const unknown = await request(app).post('/request').send({ email: 'nobody@example.com' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect((await request(app).get('/__dev/outbox').query({ email: 'nobody@example.com' })).body).toEqual([]);
  });

  it('refuses a wrong code, a used code and 5 wrong tries', async () => {
    await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
    const code = await lastCode(DEMO_OWNER.email);
    const wrong = code === '000001' ? 2 : 1;
    const body = { email: DEMO_OWNER.email, newpassword: 'Brand#New2026' };
    expect((await request(app).post('/change-pasword').send({ ...body, code: wrong }).expect(400)).body).toEqual({ error: RESET_CODE_REFUSED });
    await request(app).post('/change-pasword').send({ ...body, code: Number(code) }).expect(200);
    expect((await request(app).post('/change-pasword').send({ ...body, code: Number(code) }).expect(400)).body).toEqual({ error: RESET_CODE_REFUSED });
    // An address with no account gets the very same answer.
    await request(app).post('/request').send({ email: 'nobody@example.com' }).expect(200);
    expect((await request(app).post('/change-pasword').send({ ...body, email: 'nobody@example.com', code: wrong }).expect(400)).body).toEqual({ error: RESET_CODE_REFUSED });

    await request(app).post('/request').send({ email: DEMO_OWNER.email }).expect(200);
    const next = await lastCode(DEMO_OWNER.email);
    const nextWrong = next === '000001' ? 2 : 1;
    for (let i = 0; i < 5; i += 1) await request(app).post('/change-pasword').send({ ...body, code: nextWrong }).expect(400);
    expect((await request(app).post('/change-pasword').send({ ...body, code: Number(next) }).expect(400)).body).toEqual({ error: RESET_CODE_REFUSED });
  });

  it.each([
    [{ code: '1234567' }, 'Please fill in the code correctly.'],
    [{ code: '12a456' }, 'Please fill in the code correctly.'],
    [{ code: 1234567 }, 'Please fill in the code correctly.'],
    [{ newpassword: 'alllowercase1' }, 'Must contain more than 8 characters and more than 3 letters'],
    [{ email: 'x@y' }, 'Please check the provided email and try again.'],
  ])('answers 400 for %j', async (change, message) => {
    const res = await request(app)
      .post('/change-pasword')
      .send({ email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code: 123456, ...change })
      .expect(400);
    expect(res.body).toEqual({ error: message });
  });

  it('refuses a malformed e-mail on /request', async () => {
    expect((await request(app).post('/request').send({ email: 'nope' }).expect(400)).body).toEqual({
      error: 'Please check the provided email and try again.',
    });
  });
});

describe('GET /check_auth and GET /user/disconnect', () => {
  it('answers the token for a live session and 401 after disconnect', async () => {
    const login = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    const token = login.body.user.token as string;
    expect((await request(app).get(`/check_auth/${DEMO_OWNER.email}/${token}`).expect(200)).body).toEqual({ token });
    await request(app).get(`/user/disconnect/${DEMO_OWNER.email}/${token}`).expect(200);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${token}`).expect(401);
    await request(app).get(`/user/disconnect/${DEMO_OWNER.email}/${token}`).expect(401);
  });

  it("refuses another user's token", async () => {
    const owner = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    const token = await registerAndLogin();
    await request(app).get(`/check_auth/maria@example.com/${owner.body.user.token}`).expect(401);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${token}`).expect(401);
  });

  it('keeps other sessions of the same person alive on disconnect', async () => {
    const a = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password });
    const b = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password });
    await request(app).get(`/user/disconnect/${DEMO_OWNER.email}/${a.body.user.token}`).expect(200);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${b.body.user.token}`).expect(200);
  });
});

describe('the HTTP envelope', () => {
  it('answers unknown routes with 404 { error }', async () => {
    const res = await request(app).get('/no/such/route').expect(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('sends no-referrer and no-store on every answer', async () => {
    const res = await request(app).get('/health').expect(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never writes a token or password into the log', async () => {
    const login = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    const token = login.body.user.token as string;
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${token}`).expect(200);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${token}`).set('Authorization', `Bearer ${token}`).expect(200);
    const log = ctx.logs.join('\n');
    expect(log).toContain('/check_auth/owner@fieldteam.dev/[redacted] 200');
    expect(log).not.toContain(token);
    expect(log).not.toContain(DEMO_OWNER.password);
  });
});

describe('credentials', () => {
  const signIn = async () => (await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200)).body.user.token as string;

  it('refuses a wrong token with 401 before looking at the rest of the body, and checks a body without credentials first (400)', async () => {
    const before = JSON.stringify(ctx.store.data);
    expect((await request(app).post('/company/team/create').send({ email: DEMO_OWNER.email, token: 'WRONG' }).expect(401)).body).toEqual({ error: expect.any(String) });
    await request(app).put('/company/perfil/edit/no-such-field').send({ email: DEMO_OWNER.email, token: 'WRONG', dataUpdate: 'x' }).expect(401);
    expect((await request(app).post('/company/team/create').send({}).expect(400)).body).toEqual({ error: expect.any(String) });
    expect(JSON.stringify(ctx.store.data)).toBe(before);
  });

  it('accepts the bearer scheme in any case, and a live path token beside a stale header', async () => {
    const token = await signIn();
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/stale-token`).set('Authorization', `bearer ${token}`).expect(200);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/${token}`).set('Authorization', 'Bearer stale-token').expect(200);
    await request(app).get(`/check_auth/${DEMO_OWNER.email}/stale-token`).set('Authorization', 'Bearer other-stale-token').expect(401);
    // A bearer token of one person with another person's e-mail is refused.
    await request(app).get(`/check_auth/${DEMO_MANAGER.email}/x`).set('Authorization', `Bearer ${token}`).expect(401);
  });
});

describe('dev routes', () => {
  it('lists the outbox newest first and restores the demo data on reset', async () => {
    await request(app).post('/register').send(newPerson).expect(200);
    await request(app).post('/request').send({ email: 'maria@example.com' }).expect(200);
    const outbox = await request(app).get('/__dev/outbox').query({ email: 'maria@example.com' }).expect(200);
    expect(outbox.body.map((m: { subject: string }) => m.subject)).toEqual(['Your Fieldteam password reset code', 'Your Fieldteam activation code']);
    expect(outbox.body[0]).toEqual({ to: 'maria@example.com', subject: expect.any(String), text: expect.any(String), code: expect.any(String), sentAt: expect.any(String) });
    await request(app).post('/__dev/reset').expect(200);
    expect(ctx.store.data.users.map((u) => u.email)).not.toContain('maria@example.com');
    expect(ctx.store.data.users.map((u) => u.email)).toContain(DEMO_OWNER.email);
  });
});
