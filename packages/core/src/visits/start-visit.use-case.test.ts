import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from '../testing/in-memory-road';
import { signedInStore } from '../testing/sessions';
import { StartVisit } from './start-visit.use-case';
import { startedClients, type VisitDesk } from './visit-desk';
import { SyncVisitOutbox } from './sync-visit-outbox.use-case';

const ana = { clientId: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v1', 'v2'] };
const bia = { clientId: 'c2', name: 'Bia', phone: '2', email: 'b@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v3'] };

let api: InMemoryRoadVisitsApi;
let desk: VisitDesk;
let connectivity: SwitchableConnectivity;
let ids: number;

beforeEach(() => {
  api = new InMemoryRoadVisitsApi([ana, bia]);
  connectivity = new SwitchableConnectivity();
  ids = 0;
  desk = {
    api,
    sessions: signedInStore('leader', { id: 'l1', createdById: 'o1' }),
    inProgress: new MemoryInProgressVisits(),
    outbox: new MemoryVisitOutbox(),
    connectivity,
    clock: new FixedClock('2026-03-02T12:00:00Z'),
    newId: () => `q${++ids}`,
  };
});

describe('StartVisit online', () => {
  it('starts the first pending visit and keeps the task id on the device', async () => {
    const result = await new StartVisit(desk).execute(ana);
    expect(result).toEqual({ ok: true, value: { sent: true, message: 'Client notified.' } });
    expect(desk.inProgress.load()).toEqual({ c1: { taskId: 'task-1', visitId: 'v1' } });
    expect(startedClients(desk).has('c1')).toBe(true);
    expect(await new StartVisit(desk).execute(ana)).toEqual({ ok: false, error: { code: 'VISIT_ALREADY_STARTED' } });
  });

  it("carries the server's refusal", async () => {
    api.status.set('v1', 'finished');
    const result = await new StartVisit(desk).execute(ana);
    expect(!result.ok && result.error).toEqual({ code: 'API_REFUSED', status: 400, message: 'This visit is not pending.' });
    expect(desk.inProgress.load()).toEqual({});
  });
});

describe('StartVisit offline', () => {
  it('queues an action when the request fails for lack of network, and stops the replay at the next failure', async () => {
    api.unreachable = true;
    expect(await new StartVisit(desk).execute(ana)).toEqual({ ok: true, value: { sent: false, queued: true } });
    const stillDown = await new SyncVisitOutbox(desk).execute();
    expect(stillDown).toEqual({ ok: true, value: { sent: 0, refused: [], waiting: 1 } });
    api.unreachable = false;
    expect((await new SyncVisitOutbox(desk).execute()).ok).toBe(true);
    expect(desk.inProgress.load()).toEqual({ c1: { taskId: 'task-1', visitId: 'v1' } });
  });
});
