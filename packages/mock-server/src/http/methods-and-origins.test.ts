import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext } from '../testing/test-context';
import { DEFAULT_ALLOWED_ORIGINS, readAllowedOrigins } from './methods-and-origins';

let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  app = createApp(await createTestContext(), { allowedOrigins: ['http://127.0.0.1:5173', 'https://app.example.com'] });
});

describe('methods', () => {
  it('answers OPTIONS with 204 and the methods the path takes', async () => {
    const login = await request(app).options('/login').expect(204);
    expect(login.headers.allow).toBe('POST, OPTIONS');
    expect(login.text).toBe('');
    const check = await request(app).options('/check_auth/a@b.co/t').expect(204);
    expect(check.headers.allow).toBe('GET, HEAD, OPTIONS');
    const edit = await request(app).options('/user/perfil/edit/phone').expect(204);
    expect(edit.headers.allow).toBe('PUT, OPTIONS');
  });

  it('answers OPTIONS on an unknown path with 404 { error }', async () => {
    const res = await request(app).options('/nowhere').expect(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers another method on a documented path with 405 { error } and Allow', async () => {
    const res = await request(app).get('/login').expect(405);
    expect(res.body).toEqual({ error: 'GET is not allowed here. Use POST.' });
    expect(res.headers.allow).toBe('POST');
    const del = await request(app).delete('/company/clients/a@b.co/t/o').expect(405);
    expect(del.headers.allow).toBe('GET, HEAD');
    await request(app).patch('/register').send({}).expect(405);
  });
});

describe('origins', () => {
  it("answers an allowed origin's preflight with 204 and the allowed methods and headers", async () => {
    const res = await request(app)
      .options('/login')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, authorization')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(res.headers['access-control-allow-methods']).toBe('GET,HEAD,POST,PUT');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type,Authorization,If-None-Match');
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('lets an allowed origin read the answers, and their ETag', async () => {
    const res = await request(app).post('/login').set('Origin', 'http://127.0.0.1:5173').send({ email: 'owner@fieldteam.dev', password: 'Fieldteam#2026' }).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect(res.headers['access-control-expose-headers']).toBe('ETag');
  });

  it('refuses any other origin with 403 { error }, preflight or not, and writes nothing', async () => {
    const pre = await request(app).options('/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST').expect(403);
    expect(pre.body).toEqual({ error: 'Requests from this origin are not allowed.' });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const post = await request(app).post('/register').set('Origin', 'https://evil.example').send({ name: 'Maria', surname: 'Silva', email: 'm@example.com', password: 'Secret#2026', docid: 123456, useterms: true });
    expect(post.status).toBe(403);
  });

  it("lets the server's own pages call it (same origin) and requests without an origin through", async () => {
    await request(app).get('/health').set('Host', '127.0.0.1:4000').set('Origin', 'http://127.0.0.1:4000').expect(200);
    await request(app).get('/health').expect(200);
  });

  it('reads CORS_ORIGINS, with the web app dev and preview servers by default', () => {
    expect(readAllowedOrigins(undefined)).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(readAllowedOrigins(' https://a.example/ , http://b.example:8080')).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://127.0.0.1:5173');
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://127.0.0.1:4173');
  });
});

describe('security headers', () => {
  it('sends helmet headers on every answer: CSP with frame-ancestors none, no framing, no sniffing, no referrer, no cache', async () => {
    for (const res of [await request(app).get('/health'), await request(app).get('/nowhere'), await request(app).post('/login').send({})]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
