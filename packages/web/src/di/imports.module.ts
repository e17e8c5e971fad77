// The imports context: a spreadsheet's clients, services or collaborators, checked in a
// dry run and sent without ever sending a row twice, the import kept in IndexedDB per person (its
// store bound in the shell, which a sign-out needs).
import { DiscardImport, LoadImport, LoadTeams, SendImport, StartImport, type ClientsApi, type Clock, type ImportKind, type MapsService, type ProfileApi, type ServicesApi, type SessionStore, type StaffApi, type TeamsApi } from '@fieldteam/core';
import { ImportViewModel } from '../features/imports/import.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import type { SpreadsheetReader } from '../shared/spreadsheet/read';
import { dryRunsInPage, dryRunThrough, sheetInPage, sheetThrough } from '../workers/transfer-calls';
import type { PlatformOptions } from './platform-options';
import type { DryRunWork, TransferWork } from '../workers/transfer-work';
import { TOKENS as T, type Token } from './tokens';
import { contextModule } from './context-module';
import clientsApi from './shared/clients-api.module';
import servicesApi from './shared/services-api.module';
import staffApi from './shared/staff-api.module';
import teamsApi from './shared/teams-api.module';
import company from './shared/company.module';
import maps from './shared/maps.module';
import clock from './shared/clock.module';
import files from './shared/files.module';
import transfer from './shared/transfer.module';
import regionSeparator, { REGION_SEPARATOR } from './shared/region-separator.module';

const SHEET_READER = Symbol.for('fieldteam.imports.SheetReader') as Token<SpreadsheetReader>;
const DRY_RUNS = Symbol.for('fieldteam.imports.DryRuns') as Token<DryRunWork>;
const dryRun = <K extends ImportKind>(kind: K) => Symbol.for(`fieldteam.imports.DryRun.${kind}`) as Token<ReturnType<typeof dryRunThrough<K>>>;

export default contextModule([clientsApi, servicesApi, staffApi, teamsApi, company, maps, clock, files, transfer, regionSeparator], ({ bind }) => {
  bindClass(bind, StartImport, [T.importJobs, T.clock]);
  bindClass(bind, SendImport, [T.clientsApi, T.servicesApi, T.staffApi, T.importJobs, T.sessionStore, T.cache, T.clock]);
  bindClass(bind, LoadImport, [T.importJobs]);
  bindClass(bind, DiscardImport, [T.importJobs]);

  // The file read in the transfer worker, bounded, so that no file holds the page; in the page
  // where there is none (a Google Maps key does not matter here).
  bind(SHEET_READER)
    .toResolvedValue((worker: TransferWork | null) => (worker ? sheetThrough(worker) : sheetInPage), [T.transferWorker])
    .inSingletonScope();
  // The dry runs: in the transfer worker, their rows received in slices; in the page
  // where there is none, or with Google Maps, whose library needs the page.
  bind(DRY_RUNS)
    .toResolvedValue(
      (worker: TransferWork | null, options: PlatformOptions, clients: ClientsApi, teams: TeamsApi, profile: ProfileApi, services: ServicesApi, staff: StaffApi, maps: MapsService) =>
        worker && !options.googleMapsApiKey ? worker : dryRunsInPage({ clients, teams, profile, services, staff, maps }),
      [T.transferWorker, T.platformOptions, T.clientsApi, T.teamsApi, T.profileApi, T.servicesApi, T.staffApi, T.maps],
    )
    .inSingletonScope();
  for (const kind of ['clients', 'services', 'collaborators'] as const) {
    bind(dryRun(kind)).toResolvedValue((work: DryRunWork, sessions: SessionStore, clock: Clock) => dryRunThrough(work, kind, sessions, clock), [DRY_RUNS, T.sessionStore, T.clock]);
  }
  bindClass(bind, ImportViewModel, [dryRun('clients'), dryRun('services'), dryRun('collaborators'), StartImport, SendImport, LoadImport, DiscardImport, LoadTeams, T.clock, Notifier, T.fileSaver, T.language, REGION_SEPARATOR, SHEET_READER]);
});
