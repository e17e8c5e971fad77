import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from '../testing/in-memory-road';
import { signedInStore } from '../testing/sessions';
import { FinishVisit } from './finish-visit.use-case';
import { StartVisit } from './start-visit.use-case';
import { SyncVisitOutbox } from './sync-visit-outbox.use-case';
import type { VisitDesk } from './visit-desk';

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

describe('FinishVisit online', () => {
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
});

describe('FinishVisit offline', () => {
  it('never finishes a visit twice: a second finish waits for the first to be sent', async () => {
    await new StartVisit(desk).execute(ana);
    connectivity.set(false);
    await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'first' });
    expect(await new FinishVisit(desk).execute({ clientId: 'c1', observation: 'second' })).toEqual({ ok: false, error: { code: 'VISIT_AWAITING_SYNC' } });
    connectivity.set(true);
    await new SyncVisitOutbox(desk).execute();
    expect(api.calls.filter((c) => c.startsWith('finish'))).toEqual(['finish:v1:task-1']);
  });
});
