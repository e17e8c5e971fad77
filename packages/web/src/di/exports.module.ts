// The exports context: everything the business keeps as one ZIP, and the agenda as an
// iCalendar file.
import { LoadAgenda, LoadTeams, type CalendarApi, type ClientsApi, type Clock, type ReportsApi, type ServicesApi, type SessionStore, type StaffApi, type TeamsApi } from '@fieldteam/core';
import { ExportViewModel } from '../features/exports/export.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { archiveInPage, archiveThrough } from '../workers/transfer-calls';
import type { TransferWork } from '../workers/transfer-work';
import { TOKENS as T, type Token } from './tokens';
import { contextModule } from './context-module';
import clientsApi from './shared/clients-api.module';
import servicesApi from './shared/services-api.module';
import staffApi from './shared/staff-api.module';
import teamsApi from './shared/teams-api.module';
import clock from './shared/clock.module';
import files from './shared/files.module';
import transfer from './shared/transfer.module';
import regionSeparator, { REGION_SEPARATOR } from './shared/region-separator.module';

const ARCHIVE = Symbol.for('fieldteam.exports.Archive') as Token<ReturnType<typeof archiveThrough>>;

export default contextModule([clientsApi, servicesApi, staffApi, teamsApi, clock, files, transfer, regionSeparator], ({ bind }) => {
  bindClass(bind, LoadAgenda, [T.clientsApi, T.calendarApi, T.sessionStore, T.clock]);

  // The ZIP is made in the transfer worker, or in the page where there is none.
  bind(ARCHIVE)
    .toResolvedValue(
      (worker: TransferWork | null, clients: ClientsApi, calendar: CalendarApi, reports: ReportsApi, services: ServicesApi, staff: StaffApi, teams: TeamsApi, sessions: SessionStore, clock: Clock, language: string) =>
        archiveThrough(worker ?? archiveInPage({ clients, calendar, reports, services, staff, teams }), sessions, clock, language),
      [T.transferWorker, T.clientsApi, T.calendarApi, T.reportsApi, T.servicesApi, T.staffApi, T.teamsApi, T.sessionStore, T.clock, T.language],
    )
    .inSingletonScope();
  bindClass(bind, ExportViewModel, [ARCHIVE, LoadAgenda, LoadTeams, T.clock, Notifier, T.fileSaver, T.language, REGION_SEPARATOR]);
});
