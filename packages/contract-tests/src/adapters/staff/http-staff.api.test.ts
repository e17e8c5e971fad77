import { HttpClient, HttpStaffApi } from '@fieldteam/adapters-http';
import { DEMO_LEADER, DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let api: HttpStaffApi;

beforeAll(async () => {
  server = await startMockServer();
  api = new HttpStaffApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

describe('HttpStaffApi against the mock server', () => {
  it('lists, adds and deletes managers and leaders', async () => {
    const { credentials, ownerId } = await signInDemo(server, DEMO_OWNER.email);
    const managers = await api.listMembers(credentials, ownerId, 'manager');
    expect(managers.ok && managers.value.map((m) => m.name)).toEqual(['Bruno', 'Marina']);
    expect((await api.createMember(credentials, ownerId, 'leader', { name: 'Rita', surname: 'Moura', email: 'rita@example.com', password: 'Secret#2026' })).ok).toBe(true);
    const leaders = await api.listMembers(credentials, ownerId, 'leader');
    const rita = leaders.ok ? leaders.value.find((l) => l.email === 'rita@example.com') : undefined;
    expect(rita).toMatchObject({ name: 'Rita', surname: 'Moura', phone: null });
    expect(await api.deleteMember(credentials, 'leader', rita!.id)).toEqual({ ok: true, value: { message: 'Leader deleted successfully.' } });
  });

  it('lists collaborators with their address, and carries the plan-limit refusal', async () => {
    const { credentials, ownerId } = await signInDemo(server, DEMO_LEADER.email);
    const list = await api.listCollaborators(credentials, ownerId);
    expect(list.ok && list.value).toHaveLength(12);
    expect(list.ok && list.value[0]?.address).toMatchObject({ description: expect.stringContaining('São Paulo'), latitude: expect.any(Number) });
    const input = { name: 'Vera', surname: 'Luz', phone: '11944443333', address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null } };
    // The demo business is seeded on plus; put it on free (5 collaborators) to get the refusal.
    await server.ctx.store.update((data) => (data.users.find((u) => u.id === ownerId)!.plan = 'free'));
    const refused = await api.createCollaborator(credentials, ownerId, input);
    expect(!refused.ok && refused.error).toEqual({ code: 'API_REFUSED', reason: 'refused', message: 'Your free plan allows up to 5 collaborators. Upgrade to the basic plan to add up to 10.' });
    const first = list.ok ? list.value[0]! : undefined;
    expect((await api.updateCollaborator(credentials, first!.id, input)).ok).toBe(true);
    expect((await api.deleteCollaborator(credentials, first!.id)).ok).toBe(true);
  });
});
