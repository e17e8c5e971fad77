// The exports context (issue 26): everything the business keeps as one ZIP, and the agenda as an
// iCalendar file. Takes the services', staff's and teams' adapters and LoadTeams from their modules,
// the file saver from the files module, and the transfer work (which also names the agenda's clients).
import { LoadAgenda, LoadTeams, type ClientsApi, type Clock, type FileSaver, type ServicesApi, type SessionStore, type StaffApi, type TeamsApi } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ExportViewModel } from '../features/exports/export.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { archiveInPage, archiveThrough } from '../workers/transfer-calls';
import type { TransferWork } from '../workers/transfer-work';
import { TOKENS as T, type Token } from './tokens';

type Archiver = Pick<TransferWork, 'prepareArchive' | 'exportArchive' | 'clientChoices'>;
const ARCHIVE = Symbol.for('fieldteam.exports.Archiver') as Token<Archiver>;

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadAgenda, [T.clientsApi, T.sessionStore, T.clock]);

  // The ZIP is made in the transfer worker (ADR 0053), or in the page where there is none.
  bind(ARCHIVE)
    .toResolvedValue(
      (worker: TransferWork | null, clients: ClientsApi, services: ServicesApi, staff: StaffApi, teams: TeamsApi) => worker ?? archiveInPage({ clients, services, staff, teams }),
      [T.transferWorker, T.clientsApi, T.servicesApi, T.staffApi, T.teamsApi],
    )
    .inSingletonScope();
  bind(ExportViewModel).toResolvedValue(
    (work: Archiver, sessions: SessionStore, loadAgenda: LoadAgenda, loadTeams: LoadTeams, clock: Clock, notifier: Notifier, files: FileSaver, language: string) =>
      new ExportViewModel(archiveThrough(work, sessions, clock, language), loadAgenda, loadTeams, clock, notifier, files, language),
    [ARCHIVE, T.sessionStore, LoadAgenda, LoadTeams, T.clock, Notifier, T.fileSaver, T.language],
  );
});
