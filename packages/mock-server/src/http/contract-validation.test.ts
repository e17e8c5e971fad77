import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { documentChecker } from '@fieldteam/api-contract/checker';
import { readOpenApiDocument } from '@fieldteam/api-contract/checker';
import { createTestContext } from '../testing/test-context';
import { contractCheckOf, contractValidation } from './contract-validation';

/** A server that breaks the contract on purpose, behind the real middleware. */
function offContractApp(strict: boolean, sampleEvery = 1) {
  const logs: string[] = [];
  const contract = contractValidation({ checker: documentChecker(), strict, sampleEvery, log: (line) => logs.push(line), isException: (path) => path === '/health' });
  const app = express();
  app.use(contract.answers);
  app.use(express.json());
  app.use(contract.requests);
  app.get('/check_auth/:email/:token', (_req, res) => {
    res.json({ token: 't0k', password: 'leaked' });
  });
  app.post('/login', (_req, res) => {
    res.status(200).json({ message: 'welcome, whoever you are' });
  });
  app.post('/request', (_req, res) => {
    res.json({ message: 'sent' });
  });
  app.get('/health', (_req, res) => {
    res.json({ anything: true });
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'No route.' });
  });
  return { app, logs };
}

describe('contract validation on every route', () => {
  beforeEach(() => {
    // Strict mode also prints each breach; these breaches are on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('in strict mode, turns an answer off the contract into a 500 that names the breach', async () => {
    const { app, logs } = offContractApp(true);
    const res = await request(app).get('/check_auth/a@b.co/t0k').expect(500);
    expect(res.body).toEqual({ error: 'Off-contract answer 200 to checkAuth (GET /check_auth/{email}/{token}): body must NOT have additional properties (password)' });
    expect(logs).toEqual([`[contract] ${res.body.error}`]);
  });

  it('in strict mode, refuses to let a route accept a request that the contract refuses', async () => {
    const { app } = offContractApp(true);
    const res = await request(app).post('/request').send({ email: 42 }).expect(500);
    expect(res.body.error).toBe('Off-contract answer 200 to requestResetCode (POST /request): it accepted a request the contract refuses (body/email must be string)');
    await request(app).post('/request').send({ email: 'ana@example.com' }).expect(200);
  });

  it('checks every status: an undocumented one and a wrong body are breaches too', async () => {
    const { app } = offContractApp(true);
    const res = await request(app).post('/login').send({ email: 'ana@example.com', password: 'Secret#2026' }).expect(500);
    expect(res.body.error).toMatch(/^Off-contract answer 200 to login \(POST \/login\): body must have required property 'user'/);
  });

  it('outside strict mode, sends the answer and logs the breach', async () => {
    const { app, logs } = offContractApp(false);
    await request(app).get('/check_auth/a@b.co/t0k').expect(200, { token: 't0k', password: 'leaked' });
    expect(logs).toHaveLength(1);
  });

  it('leaves the documented exceptions alone, and lets an unknown path answer only 404 { error }', async () => {
    const { app, logs } = offContractApp(true);
    await request(app).get('/health').expect(200, { anything: true });
    await request(app).get('/nowhere').expect(404, { error: 'No route.' });
    expect(logs).toEqual([]);
  });
});

describe('the served contract', () => {
  it('serves the document at GET /openapi.json and the reference page at GET /docs, with its files', async () => {
    const app = createApp(await createTestContext({ seeded: false }));
    const doc = await request(app).get('/openapi.json').expect(200).expect('Content-Type', /json/);
    expect(doc.body).toEqual(JSON.parse(JSON.stringify(readOpenApiDocument())));
    expect(doc.body.openapi).toBe('3.1.0');
    await request(app).get('/docs').expect(301).expect('Location', 'docs/');
    const page = await request(app).get('/docs/').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('./swagger-ui-bundle.js');
    expect(page.text).toContain('./start.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.text).not.toMatch(/<script>/);
    const start = await request(app).get('/docs/start.js').expect(200).expect('Content-Type', /javascript/);
    expect(start.text).toContain("'../openapi.json'");
    // Its own scripts only, and no page may frame it.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    await request(app).get('/docs/swagger-ui-bundle.js').expect(200).expect('Content-Type', /javascript/);
    await request(app).get('/docs/swagger-ui.css').expect(200).expect('Content-Type', /css/);
  });
});

describe('the contract check switch', () => {
  it('is strict in tests, and off elsewhere unless CONTRACT_CHECK asks for it', () => {
    expect(contractCheckOf({}, { NODE_ENV: 'test' })).toBe('strict');
    expect(contractCheckOf({}, {})).toBe('off');
    expect(contractCheckOf({}, { NODE_ENV: 'development', CONTRACT_CHECK: 'sample' })).toBe('sample');
    expect(contractCheckOf({}, { CONTRACT_CHECK: 'LOG' })).toBe('log');
    expect(contractCheckOf({}, { CONTRACT_CHECK: 'whatever' })).toBe('off');
    expect(contractCheckOf({ strictContract: true }, {})).toBe('strict');
    expect(contractCheckOf({ contractCheck: 'off' }, { NODE_ENV: 'test' })).toBe('off');
  });

  it('off, sends the same answers unchecked; sampled, checks one answer in 20', async () => {
    const ctx = await createTestContext();
    const checked = await signInAndList(createApp(ctx, { contractCheck: 'strict' }));
    const unchecked = await signInAndList(createApp(ctx, { contractCheck: 'off' }));
    expect(unchecked.body).toEqual(checked.body);
    expect(unchecked.headers['content-type']).toBe('application/json; charset=utf-8');
    // Built once, sent as text, or compressed once for a client that accepts gzip.
    expect(unchecked.headers['content-encoding']).toBe('gzip');
    expect(unchecked.headers.vary).toMatch(/Accept-Encoding/);
    // Sampled: of 40 answers that break the contract, 2 are checked (and logged).
    const { app, logs } = offContractApp(false, 20);
    for (let i = 0; i < 40; i += 1) await request(app).get('/check_auth/a@b.co/t0k').expect(200);
    expect(logs).toHaveLength(2);
  });
});

async function signInAndList(app: express.Express) {
  const login = await request(app).post('/login').send({ email: 'owner@fieldteam.dev', password: 'Fieldteam#2026' }).expect(200);
  const { id, token } = login.body.user as { id: string; token: string };
  return request(app).get(`/company/clients/owner@fieldteam.dev/${token}/${id}`).expect(200);
}
