// A visit desk on in-memory fakes: the road's API, a signed-in leader of owner o1, the device's
// visits in progress and outbox, a switchable connection, a fixed clock and sequential ids (q1,
// q2...). Shared by core's visit use-case tests and the web's road view-model tests.
import type { RoadClient } from '../visits/visits.port';
import type { VisitDesk } from '../visits/visit-desk';
import { FixedClock } from './fixed-clock';
import { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from './in-memory-road';
import { signedInStore } from './sessions';

/** Two clients of today's road: Ana with visits v1 and v2, Bia with v3. */
export const roadAna: RoadClient = { clientId: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v1', 'v2'] };
export const roadBia: RoadClient = { clientId: 'c2', name: 'Bia', phone: '2', email: 'b@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v3'] };

export type MemoryVisitDesk = VisitDesk & { readonly api: InMemoryRoadVisitsApi; readonly connectivity: SwitchableConnectivity };

export function memoryVisitDesk(
  api: InMemoryRoadVisitsApi = new InMemoryRoadVisitsApi([roadAna, roadBia]),
  { connectivity = new SwitchableConnectivity(), clock = new FixedClock('2026-03-02T12:00:00Z') }: { connectivity?: SwitchableConnectivity; clock?: FixedClock } = {},
): MemoryVisitDesk {
  let ids = 0;
  return {
    api,
    sessions: signedInStore('leader', { id: 'l1', createdById: 'o1' }),
    inProgress: new MemoryInProgressVisits(),
    outbox: new MemoryVisitOutbox(),
    connectivity,
    clock,
    newId: () => `q${++ids}`,
  };
}
