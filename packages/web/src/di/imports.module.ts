// The imports context (issue 26): a spreadsheet's clients, services or collaborators, checked in a
// dry run and sent without ever sending a row twice, the import kept in IndexedDB per person.
// Takes the services' and the staff's adapters from their modules, the teams' LoadTeams, the
// company's profile adapter (hours and plan) and the maps service; the dry runs, the transfer work.
import { IndexedDbImportJobs } from '@fieldteam/adapters-browser';
import { DiscardImport, LoadImport, LoadTeams, SendImport, StartImport, type ClientsApi, type Clock, type FileSaver, type MapsService, type ProfileApi, type ServicesApi, type SessionStore, type StaffApi, type TeamsApi } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ImportViewModel } from '../features/imports/import.view-model';
import { Notifier } from '../shared/notifier';
import { bindAdapter, bindClass } from './bind-class';
import { dryRunsInPage, dryRunThrough } from '../workers/transfer-calls';
import type { PlatformOptions } from './platform-options';
import type { DryRunWork, TransferWork } from '../workers/transfer-work';
import { TOKENS as T, type Token } from './tokens';

type DryRuns = DryRunWork;
const DRY_RUNS = Symbol.for('fieldteam.imports.DryRuns') as Token<DryRuns>;

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.importJobs, IndexedDbImportJobs, [T.sessionStore]).inSingletonScope();
  bindClass(bind, StartImport, [T.importJobs, T.clock]);
  bindClass(bind, SendImport, [T.clientsApi, T.servicesApi, T.staffApi, T.importJobs, T.sessionStore, T.cache, T.clock]);
  bindClass(bind, LoadImport, [T.importJobs]);
  bindClass(bind, DiscardImport, [T.importJobs]);

  // The dry runs: in the transfer worker (ADR 0053), their rows received in slices; in the page
  // where there is none, or with Google Maps, whose library needs the page.
  bind(DRY_RUNS)
    .toResolvedValue(
      (worker: TransferWork | null, options: PlatformOptions, clients: ClientsApi, teams: TeamsApi, profile: ProfileApi, services: ServicesApi, staff: StaffApi, maps: MapsService) =>
        worker && !options.googleMapsApiKey ? worker : dryRunsInPage({ clients, teams, profile, services, staff, maps }),
      [T.transferWorker, T.platformOptions, T.clientsApi, T.teamsApi, T.profileApi, T.servicesApi, T.staffApi, T.maps],
    )
    .inSingletonScope();
  bind(ImportViewModel).toResolvedValue(
    (work: DryRuns, sessions: SessionStore, start: StartImport, send: SendImport, load: LoadImport, discard: DiscardImport, loadTeams: LoadTeams, clock: Clock, notifier: Notifier, files: FileSaver, language: string) =>
      new ImportViewModel(
        dryRunThrough(work, 'clients', sessions, clock),
        dryRunThrough(work, 'services', sessions, clock),
        dryRunThrough(work, 'collaborators', sessions, clock),
        start,
        send,
        load,
        discard,
        loadTeams,
        clock,
        notifier,
        files,
        language,
      ),
    [DRY_RUNS, T.sessionStore, StartImport, SendImport, LoadImport, DiscardImport, LoadTeams, T.clock, Notifier, T.fileSaver, T.language],
  );
});
