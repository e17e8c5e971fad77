// In-memory fakes of core's ports and a fixed clock, for tests in every package.
export { FixedClock } from './fixed-clock';
export { InMemoryAccountApi } from './in-memory-account.api';
export { MemorySessionStore } from './memory-session.store';
export { MemoryCache } from './memory-cache';
export { emailOfLength, sampleClientInput, sampleCompany } from './business-fixtures';
export { BUSINESS_ROLES, businessScope, credentialsFor, sessionFor, signedInStore, signedInToBusiness, type BusinessRole } from './sessions';
export {
  ACK,
  REFUSED,
  RecordingClientsApi,
  RecordingProfileApi,
  RecordingRoleSetupApi,
  RecordingServicesApi,
  RecordingStaffApi,
  RecordingTeamsApi,
  type RecordedCall,
} from './recording-apis';
export { InMemoryRoadVisitsApi, MemoryInProgressVisits, MemoryRoadSpeedStore, MemoryVisitOutbox, SwitchableConnectivity } from './in-memory-road';
export { memoryVisitDesk, roadAna, roadBia, type MemoryVisitDesk } from './visit-desk';
export { ManualScheduler } from './manual-scheduler';
export { MemoryImportJobStore } from './memory-import-store';
export { MemoryKeptWork } from './memory-kept-work';
export { MemoryDayMoveJournal } from './memory-day-move-journal';
export { StubMapsService } from './stub-maps';
export { businessDataOver, type BusinessDataServices } from './business-data';
