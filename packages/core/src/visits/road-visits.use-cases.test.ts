import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from '../testing/in-memory-road';
import { signedInStore } from '../testing/sessions';
import { CancelVisit, FinishVisit, pendingSync, StartVisit, startedClients, SyncVisitOutbox, type VisitDesk } from './road-visits.use-cases';

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

describe('road visits online', () => {
  it('starts the first pending visit and keeps the task id on the device', async () => {
    const result = await new StartVisit(desk).execute(ana);
    expect(result).toEqual({ ok: true, value: { sent: true, message: 'Client notified.' } });
    expect(desk.inProgress.load()).toEqual({ c1: { taskId: 'task-1', visitId: 'v1' } });
    expect(startedClients(desk).has('c1')).toBe(true);
    expect(await new StartVisit(desk).execute(ana)).toEqual({ ok: false, error: { code: 'VISIT_ALREADY_STARTED' } });
  });

  it('finishes only a started visit, with the observation cut to 250 characters, then forgets it', async () => {
    expect(await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'x' })).toEqual({ ok: false, error: { code: 'VISIT_NOT_STARTED' } });
    await new StartVisit(desk).execute(ana);
    const result = await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'y'.repeat(300) });
    expect(result.ok).toBe(true);
    expect(api.observations.get('v1')).toHaveLength(250);
    expect(desk.inProgress.load()).toEqual({});
    expect(await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'again' })).toEqual({ ok: false, error: { code: 'VISIT_NOT_STARTED' } });
    expect(api.calls.filter((c) => c.startsWith('finish'))).toHaveLength(1);
  });

  it('cancels a visit never started, and refuses a missing client with "Nenhuma entrada encontrada para cliente"', async () => {
    expect((await new CancelVisit(desk).execute(bia)).ok).toBe(true);
    expect(api.status.get('v3')).toBe('cancelled');
    const missing = await new CancelVisit(desk).execute({ clientId: '', visitIds: [] });
    expect(!missing.ok && missing.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'clientId', code: 'CLIENT_MISSING' }] });
  });

  it("carries the server's refusal", async () => {
    api.status.set('v1', 'finished');
    const result = await new StartVisit(desk).execute(ana);
    expect(!result.ok && result.error).toEqual({ code: 'API_REFUSED', status: 400, message: 'This visit is not pending.' });
    expect(desk.inProgress.load()).toEqual({});
  });
});

describe('road visits offline', () => {
  it('queues start and finish with their time, shows them as pending sync, and replays them in order', async () => {
    connectivity.set(false);
    expect(await new StartVisit(desk).execute(ana)).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(startedClients(desk).has('c1')).toBe(true);
    expect(await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'done offline' })).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(await new CancelVisit(desk).execute(bia)).toEqual({ ok: true, value: { sent: false, queued: true } });
    expect(desk.outbox.load().map((a) => [a.kind, a.queuedAt])).toEqual([
      ['start', '2026-03-02T12:00:00Z'],
      ['finish', '2026-03-02T12:00:00Z'],
      ['cancel', '2026-03-02T12:00:00Z'],
    ]);
    expect([...pendingSync(desk).entries()]).toEqual([
      ['c1', 'finish'],
      ['c2', 'cancel'],
    ]);
    expect(api.calls).toEqual([]);

    connectivity.set(true);
    const report = await new SyncVisitOutbox(desk).execute();
    expect(report).toEqual({ ok: true, value: { sent: 3, refused: [], waiting: 0 } });
    expect(api.calls).toEqual(['start:v1', 'finish:v1:task-1', 'cancel:v3']);
    expect(api.observations.get('v1')).toBe('done offline');
    expect(desk.outbox.load()).toEqual([]);
    expect(desk.inProgress.load()).toEqual({});
  });

  it('never finishes a visit twice: a second finish waits for the first to be sent', async () => {
    await new StartVisit(desk).execute(ana);
    connectivity.set(false);
    await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'first' });
    expect(await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'second' })).toEqual({ ok: false, error: { code: 'VISIT_AWAITING_SYNC' } });
    connectivity.set(true);
    await new SyncVisitOutbox(desk).execute();
    expect(api.calls.filter((c) => c.startsWith('finish'))).toEqual(['finish:v1:task-1']);
  });

  it('closes a visit finished or cancelled offline: no new start, finish or cancel until it is sent', async () => {
    connectivity.set(false);
    await new StartVisit(desk).execute(ana);
    await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'done' });
    await new CancelVisit(desk).execute(bia);
    const awaiting = { ok: false, error: { code: 'VISIT_AWAITING_SYNC' } };
    expect(await new StartVisit(desk).execute(ana)).toEqual(awaiting);
    expect(await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'again' })).toEqual(awaiting);
    expect(await new CancelVisit(desk).execute(ana)).toEqual(awaiting);
    expect(await new StartVisit(desk).execute(bia)).toEqual(awaiting);
    expect(desk.outbox.load().map((a) => a.kind)).toEqual(['start', 'finish', 'cancel']);
    connectivity.set(true);
    await new SyncVisitOutbox(desk).execute();
    expect(api.calls).toEqual(['start:v1', 'finish:v1:task-1', 'cancel:v3']);
  });

  it('queues an action when the request fails for lack of network, and stops the replay at the next failure', async () => {
    api.unreachable = true;
    expect(await new StartVisit(desk).execute(ana)).toEqual({ ok: true, value: { sent: false, queued: true } });
    const stillDown = await new SyncVisitOutbox(desk).execute();
    expect(stillDown).toEqual({ ok: true, value: { sent: 0, refused: [], waiting: 1 } });
    api.unreachable = false;
    expect((await new SyncVisitOutbox(desk).execute()).ok).toBe(true);
    expect(desk.inProgress.load()).toEqual({ c1: { taskId: 'task-1', visitId: 'v1' } });
  });

  it('drops a refused action (finished elsewhere meanwhile) and reports it', async () => {
    connectivity.set(false);
    await new StartVisit(desk).execute(ana);
    await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'late' });
    api.status.set('v1', 'finished');
    connectivity.set(true);
    const report = await new SyncVisitOutbox(desk).execute();
    expect(report.ok && report.value.refused.map((r) => [r.action.kind, r.message])).toEqual([['start', 'This visit is not pending.']]);
    expect(report.ok && report.value.waiting).toBe(0);
    expect(api.calls.filter((c) => c.startsWith('finish'))).toEqual([]);
  });
});
