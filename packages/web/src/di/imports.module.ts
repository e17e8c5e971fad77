// The imports context (issue 26): a spreadsheet's clients, services or collaborators, checked in a
// dry run and sent without ever sending a row twice, the import kept in IndexedDB per person.
// Takes the services' and the staff's adapters from their modules, the teams' LoadTeams, the
// company's profile adapter (hours and plan) and the maps service.
import { IndexedDbImportJobs } from '@fieldteam/adapters-browser';
import { DiscardImport, DryRunClientImport, DryRunCollaboratorImport, DryRunServiceImport, LoadImport, LoadTeams, SendImport, StartImport } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ImportViewModel } from '../features/imports/import.view-model';
import { Notifier } from '../shared/notifier';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.importJobs, IndexedDbImportJobs, [T.sessionStore]).inSingletonScope();
  bindClass(bind, DryRunClientImport, [T.clientsApi, T.teamsApi, T.profileApi, T.maps, T.sessionStore, T.clock]);
  bindClass(bind, DryRunServiceImport, [T.servicesApi, T.sessionStore]);
  bindClass(bind, DryRunCollaboratorImport, [T.staffApi, T.profileApi, T.maps, T.sessionStore]);
  bindClass(bind, StartImport, [T.importJobs, T.clock]);
  bindClass(bind, SendImport, [T.clientsApi, T.servicesApi, T.staffApi, T.importJobs, T.sessionStore, T.cache, T.clock]);
  bindClass(bind, LoadImport, [T.importJobs]);
  bindClass(bind, DiscardImport, [T.importJobs]);

  bindClass(bind, ImportViewModel, [DryRunClientImport, DryRunServiceImport, DryRunCollaboratorImport, StartImport, SendImport, LoadImport, DiscardImport, LoadTeams, T.clock, Notifier, T.fileSaver, T.language]);
});
