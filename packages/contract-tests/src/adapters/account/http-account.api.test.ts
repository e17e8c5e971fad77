import { HttpAccountApi, HttpClient } from '@fieldteam/adapters-http';
import { DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let api: HttpAccountApi;

beforeAll(async () => {
  server = await startMockServer();
  api = new HttpAccountApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

const person = { name: 'Maria', surname: 'Silva', email: 'maria@example.com', password: 'Secret#2026', docId: '12345678901', acceptedTerms: true };

describe('HttpAccountApi against the mock server', () => {
  it('walks the whole account lifecycle', async () => {
    const registered = await api.register(person);
    expect(registered).toEqual({ ok: true, value: { message: expect.any(String), next: '/login' } });

    const login = await api.login(person.email, person.password);
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    expect(login.value.next).toBe('/dashboard/user/account/active');
    expect(login.value.session.user).toMatchObject({ email: 'maria@example.com', role: 'default', activation: 'handle', createdById: null, docId: '12345678901' });
    const credentials = { email: person.email, token: login.value.session.token };

    const activated = await api.activate(credentials, await server.lastCode(person.email));
    expect(activated.ok && activated.value.activation).toBe('activated');
    expect(activated.ok && activated.value.user?.activation).toBe('activated');

    expect(await api.checkAuth(credentials)).toEqual({ ok: true, value: { token: credentials.token } });
    expect((await api.disconnect(credentials)).ok).toBe(true);
    const after = await api.checkAuth(credentials);
    expect(!after.ok && after.error).toMatchObject({ code: 'API_REFUSED', reason: 'session-ended' });

    expect((await api.requestResetCode(person.email)).ok).toBe(true);
    const changed = await api.changePassword({ email: person.email, newPassword: 'Brand#New2026', code: await server.lastCode(person.email) });
    expect(changed.ok).toBe(true);
    expect((await api.login(person.email, 'Brand#New2026')).ok).toBe(true);
  });

  it("carries the server's error text on a refusal", async () => {
    const result = await api.login(DEMO_OWNER.email, 'Wrong#Password1');
    expect(result).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'Invalid e-mail or password.' } });
  });

  it('maps the demo owner, whose id is its own owner id', async () => {
    const result = await api.login(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(result.ok && result.value.session.user).toMatchObject({ role: 'employer', activation: 'activated', address: { description: expect.stringContaining('Paulista') } });
  });

  it('encodes path segments (an e-mail with a plus-free but dotted address and a token)', async () => {
    const result = await api.checkAuth({ email: 'first.last@example.com', token: 'a/b?c' });
    expect(!result.ok && result.error).toMatchObject({ code: 'API_REFUSED', reason: 'session-ended' });
  });
});
