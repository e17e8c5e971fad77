import { HttpClient, HttpServicesApi } from '@fieldteam/adapters-http';
import { DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let api: HttpServicesApi;

beforeAll(async () => {
  server = await startMockServer();
  api = new HttpServicesApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

describe('HttpServicesApi against the mock server', () => {
  it('lists, creates a batch, edits (names with spaces and accents in the path) and deletes', async () => {
    const { credentials, ownerId } = await signInDemo(server, DEMO_OWNER.email);
    const before = await api.list(credentials, ownerId);
    expect(before.ok && before.value).toHaveLength(6);
    expect((await api.create(credentials, ownerId, [{ name: 'Lavagem de tapete', price: 75.5 }, { name: 'Dedetização', price: 199.9 }])).ok).toBe(true);
    const after = await api.list(credentials, ownerId);
    const carpet = after.ok ? after.value.find((s) => s.name === 'Lavagem de tapete') : undefined;
    expect(carpet?.price).toBe(75.5);
    expect((await api.edit(credentials, { id: carpet!.id, name: 'Lavagem de tapete / persa', price: 99.99 })).ok).toBe(true);
    const edited = await api.list(credentials, ownerId);
    expect(edited.ok && edited.value.find((s) => s.id === carpet!.id)).toEqual({ id: carpet!.id, name: 'Lavagem de tapete / persa', price: 99.99 });
    expect((await api.remove(credentials, carpet!.id)).ok).toBe(true);
    const gone = await api.remove(credentials, carpet!.id);
    expect(!gone.ok && gone.error).toMatchObject({ code: 'API_REFUSED', reason: 'refused' });
  });
});
