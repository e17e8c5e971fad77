// The exports context (issue 26): everything the business keeps as one ZIP, and the agenda as an
// iCalendar file. Takes the services', staff's and teams' adapters and LoadTeams from their modules,
// LoadClients from the clients module, and the file saver from the files module.
import { ExportBusinessData, LoadAgenda, LoadClients, LoadTeams } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ExportViewModel } from '../features/exports/export.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, ExportBusinessData, [T.clientsApi, T.servicesApi, T.staffApi, T.teamsApi, T.sessionStore]);
  bindClass(bind, LoadAgenda, [T.clientsApi, T.sessionStore, T.clock]);

  bindClass(bind, ExportViewModel, [ExportBusinessData, LoadAgenda, LoadTeams, LoadClients, T.clock, Notifier, T.fileSaver, T.language]);
});
