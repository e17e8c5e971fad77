import { HttpClient, HttpTeamsApi } from '@fieldteam/adapters-http';
import { DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let api: HttpTeamsApi;

beforeAll(async () => {
  server = await startMockServer();
  api = new HttpTeamsApi(new HttpClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());

describe('HttpTeamsApi against the mock server', () => {
  it('lists teams and candidates, creates, updates and deletes a team', async () => {
    const { credentials, ownerId } = await signInDemo(server, DEMO_OWNER.email);
    const candidates = await api.candidates(credentials, ownerId);
    if (!candidates.ok) throw new Error('no candidates');
    const leader = candidates.value.users.find((u) => u.role === 'leader')!;
    expect(leader.name).toMatch(/ /);
    const members = candidates.value.collaborators.slice(0, 2);
    expect((await api.create(credentials, ownerId, { name: 'Equipe Sul', leader, members })).ok).toBe(true);
    const teams = await api.list(credentials, ownerId);
    const created = teams.ok ? teams.value.find((t) => t.name === 'Equipe Sul') : undefined;
    expect(created).toMatchObject({ leader: { id: leader.id }, members: members.map((m) => ({ id: m.id })) });
    expect((await api.update(credentials, created!.id, { name: 'Equipe Sul 2', leader, members: [] })).ok).toBe(true);
    const renamed = await api.list(credentials, ownerId);
    expect(renamed.ok && renamed.value.find((t) => t.id === created!.id)?.members).toEqual([]);
    expect((await api.remove(credentials, created!.id)).ok).toBe(true);
  });
});
