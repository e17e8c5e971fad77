// The road's fakes in one place: the road's API, a signed-in leader of owner o1, the device's
// visits in progress and outbox, a switchable connection, a fixed clock and sequential ids (q1,
// q2...), and the visit use cases made on them as the app makes them. Shared by core's visit
// use-case tests and the web's road view-model tests.
import type { RoadClient } from '../visits/visits.port';
import { CancelVisit } from '../visits/cancel-visit.use-case';
import { FinishVisit } from '../visits/finish-visit.use-case';
import { LoadStartedVisits } from '../visits/load-started-visits.use-case';
import { ReadVisitWorkOnDevice } from '../visits/read-visit-work-on-device.use-case';
import { StartVisit } from '../visits/start-visit.use-case';
import { SyncVisitOutbox } from '../visits/sync-visit-outbox.use-case';
import { VisitSync } from '../visits/visit-sync.service';
import { FixedClock } from './fixed-clock';
import { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from './in-memory-road';
import { ManualScheduler } from './manual-scheduler';
import type { MemorySessionStore } from './memory-session.store';
import { signedInStore } from './sessions';

/** Two clients of today's road: Ana with visits v1 and v2, Bia with v3. */
export const roadAna: RoadClient = { clientId: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v1', 'v2'], visitAt: null };
export const roadBia: RoadClient = { clientId: 'c2', name: 'Bia', phone: '2', email: 'b@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v3'], visitAt: null };

export interface MemoryVisitDesk {
  readonly api: InMemoryRoadVisitsApi;
  readonly sessions: MemorySessionStore;
  readonly inProgress: MemoryInProgressVisits;
  readonly outbox: MemoryVisitOutbox;
  readonly connectivity: SwitchableConnectivity;
  readonly clock: FixedClock;
  readonly scheduler: ManualScheduler;
  readonly ids: { newId(): string };
  readonly startVisit: () => StartVisit;
  readonly finishVisit: () => FinishVisit;
  readonly cancelVisit: () => CancelVisit;
  readonly syncOutbox: () => SyncVisitOutbox;
  readonly visitWork: () => ReadVisitWorkOnDevice;
  /** Today's visits in progress: the fake server's open reports merged with the device's record. */
  readonly startedVisits: () => LoadStartedVisits;
  /** The one sync service, over the one replay, as the app has them. */
  readonly visitSync: VisitSync;
}

export function memoryVisitDesk(
  api: InMemoryRoadVisitsApi = new InMemoryRoadVisitsApi([roadAna, roadBia]),
  { connectivity = new SwitchableConnectivity(), clock = new FixedClock('2026-03-02T12:00:00Z') }: { connectivity?: SwitchableConnectivity; clock?: FixedClock } = {},
): MemoryVisitDesk {
  let count = 0;
  const sessions = signedInStore('leader', { id: 'l1', createdById: 'o1' });
  const inProgress = new MemoryInProgressVisits();
  const outbox = new MemoryVisitOutbox();
  const ids = { newId: () => `q${++count}` };
  const scheduler = new ManualScheduler();
  const replay = new SyncVisitOutbox(api, sessions, outbox, inProgress);
  return {
    api,
    sessions,
    inProgress,
    outbox,
    connectivity,
    clock,
    scheduler,
    ids,
    startVisit: () => new StartVisit(api, sessions, outbox, inProgress, connectivity, clock, ids, api),
    finishVisit: () => new FinishVisit(api, sessions, outbox, inProgress, connectivity, clock, ids),
    cancelVisit: () => new CancelVisit(api, sessions, outbox, inProgress, connectivity, clock, ids),
    syncOutbox: () => new SyncVisitOutbox(api, sessions, outbox, inProgress),
    visitWork: () => new ReadVisitWorkOnDevice(outbox, inProgress),
    startedVisits: () => new LoadStartedVisits(api, sessions, inProgress, outbox, clock),
    visitSync: new VisitSync(async () => replay, outbox, sessions, connectivity, scheduler),
  };
}
