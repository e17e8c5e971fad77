// In-memory fakes of core's ports and a fixed clock, for tests in every package.
export { FixedClock } from './fixed-clock';
export { InMemoryAccountApi } from './in-memory-account.api';
export { MemorySessionStore } from './memory-session.store';
export { MemoryCache } from './memory-cache';
export { sessionFor, signedInStore } from './sessions';
export { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryVisitOutbox, SwitchableConnectivity } from './in-memory-road';
