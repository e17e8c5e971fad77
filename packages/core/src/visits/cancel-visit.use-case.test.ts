import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from '../testing/in-memory-road';
import { signedInStore } from '../testing/sessions';
import { CancelVisit } from './cancel-visit.use-case';
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

describe('CancelVisit online', () => {
  it('cancels a visit never started, and refuses a missing client with "Nenhuma entrada encontrada para cliente"', async () => {
    expect((await new CancelVisit(desk).execute(bia)).ok).toBe(true);
    expect(api.status.get('v3')).toBe('cancelled');
    const missing = await new CancelVisit(desk).execute({ clientId: '', visitIds: [] });
    expect(!missing.ok && missing.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'clientId', code: 'CLIENT_MISSING' }] });
  });
});
