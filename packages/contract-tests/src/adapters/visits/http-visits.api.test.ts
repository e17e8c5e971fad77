import { HttpClient, HttpClientsApi, HttpVisitsApi } from '@fieldteam/adapters-http';
import type { ApiFailure, Result } from '@fieldteam/core';
import { DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER } from '@fieldteam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startMockServer, type RunningMockServer } from '../mock-server.fixture';

let server: RunningMockServer;
let visits: HttpVisitsApi;
let clients: HttpClientsApi;

beforeAll(async () => {
  server = await startMockServer();
  const http = new HttpClient({ baseUrl: server.baseUrl });
  visits = new HttpVisitsApi(http);
  clients = new HttpClientsApi(http);
});
afterAll(() => server.close());

const value = <T>(result: Result<T, ApiFailure>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('HttpVisitsApi (the road screen) against the mock server', () => {
  it('lists the road, starts a visit (the client is e-mailed), finishes it once, and cancels another', async () => {
    const { credentials, id: userId, ownerId } = await signInDemo(server, DEMO_OWNER.email);
    const road = value(await visits.roadClients(credentials, userId));
    expect(road.length).toBeGreaterThanOrEqual(6);
    expect(road.every((c) => c.visitIds.length > 0 && c.address !== null && c.address.latitude !== null)).toBe(true);
    // Each stop's first open visit is booked today, at a time the road plans with.
    expect(road.every((c) => c.visitAt !== null && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/.test(c.visitAt))).toBe(true);
    expect(road.some((c) => c.services.length > 0 && c.services.every((s) => s.serviceId !== '' && s.name !== '' && typeof s.value === 'number'))).toBe(true);

    const [first, second] = road;
    const ref = { clientId: first!.clientId, ownerId, visitId: first!.visitIds[0]! };
    const started = value(await visits.notifyStarted(credentials, { ...ref, userId, userName: 'Carla Mendes' }));
    expect(started).toEqual({ taskId: expect.any(String), message: expect.any(String) });
    const mails = (await (await fetch(`${server.baseUrl}/__dev/outbox?email=${encodeURIComponent(first!.email)}`)).json()) as Array<{ text: string }>;
    expect(mails[0]?.text).toContain('Carla Mendes');
    expect(await visits.notifyStarted(credentials, { ...ref, userId, userName: 'Carla Mendes' })).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });

    const observation = 'Concluído: sala/cozinha limpas, ação #1 100% ok?';
    expect(value(await visits.finish(credentials, { ...ref, taskId: started.taskId, observation })).message).not.toBe('');
    expect(await visits.finish(credentials, { ...ref, taskId: started.taskId, observation })).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });
    const report = value(await clients.reports(credentials, ownerId)).find((r) => r.client.id === ref.clientId)!.reports.find((r) => r.taskId === started.taskId);
    expect(report).toMatchObject({ visitId: ref.visitId, collaboratorName: 'Carla Mendes', observation });
    expect(report?.startedAt).not.toBeNull();
    expect(report?.finishedAt).not.toBeNull();

    const other = { clientId: second!.clientId, ownerId, visitId: second!.visitIds[0]! };
    expect(value(await visits.cancel(credentials, other)).message).not.toBe('');
    expect(await visits.cancel(credentials, other)).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });
    expect(await visits.finish(credentials, { ...other, taskId: 'none', observation: '' })).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused' } });
    expect(value(await visits.roadClients(credentials, userId)).map((c) => c.clientId)).not.toContain(other.clientId);
  });

  it("refuses another person's road and a wrong token with the server's text", async () => {
    const owner = await signInDemo(server, DEMO_OWNER.email);
    const leader = await signInDemo(server, DEMO_LEADER.email);
    const manager = await signInDemo(server, DEMO_MANAGER.email);
    expect(await visits.roadClients(leader.credentials, manager.id)).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: expect.any(String) } });
    expect(await visits.roadClients({ ...owner.credentials, token: 'bad' }, owner.id)).toMatchObject({ ok: false, error: { code: 'API_REFUSED', reason: 'session-ended' } });
  });
});
