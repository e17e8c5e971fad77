import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_MANAGER, DEMO_OWNER } from '../seed/demo-accounts';
import { signIn } from '../testing/api-client';
import { newToken } from '../security/tokens';
import { createTestContext } from '../testing/test-context';
import { redactPath } from './request-log';

/** Percent-encodes every character of a text. */
const encodeAll = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');

describe('redactPath', () => {
  it('removes the token after an e-mail and any token-like segment, and keeps the rest', () => {
    const token = newToken();
    expect(redactPath(`/check_auth/ana@example.com/${token}`)).toBe('/check_auth/ana@example.com/[redacted]');
    expect(redactPath(`/company/clients/ana@example.com/${token}/4f1c2a`)).toBe('/company/clients/ana@example.com/[redacted]/4f1c2a');
    expect(redactPath('/company/clients/ana@example.com/short/0b8e6a4e-1d0c-4f6e-9a51-2f4f9d6f1b11')).toBe('/company/clients/ana@example.com/[redacted]/0b8e6a4e-1d0c-4f6e-9a51-2f4f9d6f1b11');
    expect(redactPath(`/anything/${token}`)).toBe('/anything/[redacted]');
    expect(redactPath('/login')).toBe('/login');
  });

  it('reads the segments decoded, so no encoding or padding of a token gets through', () => {
    const token = newToken();
    const forms = [
      `%${token.charCodeAt(0).toString(16)}${token.slice(1)}`,
      encodeAll(token),
      `${token}%20`,
      `%20${token}%09`,
      `%25${token.charCodeAt(0).toString(16)}${token.slice(1)}`,
      `${token}%E0%A4%A`,
    ];
    for (const form of forms) {
      expect(redactPath(`/somewhere/${form}`)).toBe('/somewhere/[redacted]');
      expect(redactPath(`/check_auth/ana%40example.com/${form}`)).toBe('/check_auth/ana%40example.com/[redacted]');
    }
  });
});

describe('redactPath with addresses masked (production)', () => {
  const masked = { maskEmails: true };

  it('masks an address in the path as the outbox masks it, however it was encoded, and still removes the token', () => {
    const token = newToken();
    expect(redactPath(`/check_auth/ana@example.com/${token}`, masked)).toBe('/check_auth/a***@example.com/[redacted]');
    expect(redactPath(`/company/clients/ana%40example.com/${token}/4f1c2a`, masked)).toBe('/company/clients/a***@example.com/[redacted]/4f1c2a');
    expect(redactPath('/check_auth/ana%2540example.com/short', masked)).toBe('/check_auth/a***@example.com/[redacted]');
    expect(redactPath(`/check_auth/${encodeAll('ana@example.com')}/x`, masked)).toBe('/check_auth/a***@example.com/[redacted]');
    expect(redactPath('/category-en/%20ana@example.com%20/x', masked)).toBe('/category-en/ a***@example.com /[redacted]');
  });

  it('masks an address wherever it sits in a segment, and leaves paths without one as they were', () => {
    expect(redactPath('/no-such-route/see%20ana@example.com,bia@example.org', masked)).toBe('/no-such-route/see a***@example.com,b***@example.org');
    expect(redactPath('/company/team/get/4f1c2a', masked)).toBe('/company/team/get/4f1c2a');
    expect(redactPath('/login', masked)).toBe('/login');
  });

  it('leaves the address whole in development and tests', () => {
    expect(redactPath('/check_auth/ana@example.com/short')).toBe('/check_auth/ana@example.com/[redacted]');
  });
});

describe('the request log', () => {
  it('under the production configuration, holds no whole address, as the rest of the log', async () => {
    const ctx = await createTestContext();
    const app = createApp(ctx, { logRequests: true, devRoutes: false });
    const owner = await signIn(app, DEMO_OWNER.email);
    const manager = encodeURIComponent(DEMO_MANAGER.email);
    await request(app).get(`/check_auth/${encodeURIComponent(owner.email)}/${owner.token}`).expect(200);
    await request(app).get(`/company/clients/${owner.email}/${owner.token}/${owner.ownerId}`).expect(200);
    await request(app).get(`/user/disconnect/${manager}/not-a-token`);
    await request(app).get(`/no-such-route/${DEMO_MANAGER.email}`).expect(404);
    const log = ctx.logs.join('\n');
    expect(log).toContain('GET /check_auth/o***@fieldteam.dev/[redacted] 200');
    expect(log).toContain(`GET /company/clients/o***@fieldteam.dev/[redacted]/${owner.ownerId} 200`);
    expect(log).toContain('GET /no-such-route/m***@fieldteam.dev 404');
    for (const address of [DEMO_OWNER.email, DEMO_MANAGER.email]) for (const form of [address, encodeURIComponent(address), address.split('@')[0]!]) expect(log).not.toContain(form);
    expect(log).not.toContain(owner.token);
  });

  it('never holds a token, however the path carries it', async () => {
    const ctx = await createTestContext();
    const app = createApp(ctx, { logRequests: true });
    const login = await request(app).post('/login').send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }).expect(200);
    const token = login.body.user.token as string;
    const email = encodeURIComponent(DEMO_OWNER.email);
    const first = `%${token.charCodeAt(0).toString(16).toUpperCase()}`;
    // Accepted as the token (the path is decoded) or refused: logged without it either way.
    await request(app).get(`/check_auth/${email}/${first}${token.slice(1)}`).expect(200);
    await request(app).get(`/check_auth/${email}/${encodeAll(token)}`).expect(200);
    await request(app).get(`/check_auth/${email}/${token}%20`);
    await request(app).get(`/check_auth/${email}/%20${token}`);
    await request(app).get(`/check_auth/${email}/${token}/extra`);
    await request(app).get(`/check_auth/${email}/x`).set('Authorization', `Bearer ${token}`).expect(200);
    await request(app).get(`/no-such-route/${token}`).expect(404);
    const log = ctx.logs.join('\n');
    expect(log).toContain('/check_auth/owner%40fieldteam.dev/[redacted] 200');
    for (const piece of [token, token.slice(1), token.slice(2, 30), encodeAll(token).slice(3, 60)]) expect(log).not.toContain(piece);
  });
});
