// The client-planning context: add a client with scheduling and conflict resolution, the client
// page (three panels over the one client they show) and the budget. Takes LoadClients and
// DeleteClient from the clients module, LoadTeams from the teams module, LoadServices from the
// services module, LoadBusinessHours from the company module and the address picker from the
// addresses module.
import {
  AddVisitDates,
  AttachServices,
  ChangeClientTeam,
  DeleteAttachedService,
  DeleteVisit,
  LoadClientSchedule,
  LoadTeamAgenda,
  type DeleteClient,
  type LoadClients,
  PlanRecurrence,
  ScheduleClient,
  UpdateVisitDate,
  type Cache,
  type ClientsApi,
  type Clock,
  type LoadBusinessHours,
  type LoadServices,
  type LoadTeams,
  type SessionStore,
} from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { AddClientViewModel } from '../features/clients/add-client.view-model';
import { BudgetViewModel } from '../features/clients/budget.view-model';
import { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import { ClientHeaderViewModel } from '../features/clients/client-header.view-model';
import { ClientScheduleViewModel } from '../features/clients/client-schedule.view-model';
import { ClientServicesViewModel } from '../features/clients/client-services.view-model';
import { ShownClient } from '../features/clients/shown-client';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const clientPlanningModule = new ContainerModule(({ bind }) => {
  // use cases
  bind(T.loadTeamAgenda).toResolvedValue((api: ClientsApi, sessions: SessionStore, clock: Clock) => new LoadTeamAgenda(api, sessions, clock), [T.clientsApi, T.sessionStore, T.clock]);
  bind(T.planRecurrence).toResolvedValue((clock: Clock) => new PlanRecurrence(clock), [T.clock]);
  bind(T.scheduleClient).toResolvedValue(
    (api: ClientsApi, sessions: SessionStore, cache: Cache, clock: Clock) => new ScheduleClient(api, sessions, cache, clock),
    [T.clientsApi, T.sessionStore, T.cache, T.clock],
  );
  bind(T.loadClientSchedule).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new LoadClientSchedule(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.addVisitDates).toResolvedValue((api: ClientsApi, sessions: SessionStore, clock: Clock) => new AddVisitDates(api, sessions, clock), [T.clientsApi, T.sessionStore, T.clock]);
  bind(T.updateVisitDate).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new UpdateVisitDate(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.deleteVisit).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new DeleteVisit(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.changeClientTeam).toResolvedValue((api: ClientsApi, sessions: SessionStore, cache: Cache) => new ChangeClientTeam(api, sessions, cache), [T.clientsApi, T.sessionStore, T.cache]);
  bind(T.attachServices).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new AttachServices(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.deleteAttachedService).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new DeleteAttachedService(api, sessions), [T.clientsApi, T.sessionStore]);

  // view-models
  bind(T.addClientVm).toResolvedValue(
    (
      teams: LoadTeams,
      hours: LoadBusinessHours,
      agenda: LoadTeamAgenda,
      recurrence: PlanRecurrence,
      schedule: ScheduleClient,
      clock: Clock,
      picker: AddressPickerFactory,
      notifier: Notifier,
      navigator: Navigator,
    ) => new AddClientViewModel(teams, hours, agenda, recurrence, schedule, clock, picker, notifier, navigator),
    [T.loadTeams, T.loadBusinessHours, T.loadTeamAgenda, T.planRecurrence, T.scheduleClient, T.clock, T.addressPicker, T.notifier, T.navigator],
  );
  bind(T.budgetVm).toResolvedValue(
    (clients: LoadClients, services: LoadServices, attach: AttachServices, notifier: Notifier, navigator: Navigator) => new BudgetViewModel(clients, services, attach, notifier, navigator),
    [T.loadClients, T.loadServices, T.attachServices, T.notifier, T.navigator],
  );

  // The client detail: its panels share the one client shown (request scope: one per resolution
  // of the screen's view-model, so every panel of a mounted screen gets the same).
  bind(T.shownClient)
    .toResolvedValue((clients: LoadClients, schedule: LoadClientSchedule, notifier: Notifier) => new ShownClient(clients, schedule, notifier), [T.loadClients, T.loadClientSchedule, T.notifier])
    .inRequestScope();
  bind(T.clientHeaderVm).toResolvedValue(
    (shown: ShownClient, teams: LoadTeams, changeTeam: ChangeClientTeam, remove: DeleteClient, notifier: Notifier, navigator: Navigator) =>
      new ClientHeaderViewModel(shown, teams, changeTeam, remove, notifier, navigator),
    [T.shownClient, T.loadTeams, T.changeClientTeam, T.deleteClient, T.notifier, T.navigator],
  );
  bind(T.clientScheduleVm).toResolvedValue(
    (
      shown: ShownClient,
      hours: LoadBusinessHours,
      agenda: LoadTeamAgenda,
      recurrence: PlanRecurrence,
      addDates: AddVisitDates,
      move: UpdateVisitDate,
      remove: DeleteVisit,
      clock: Clock,
      notifier: Notifier,
    ) => new ClientScheduleViewModel(shown, hours, agenda, recurrence, addDates, move, remove, clock, notifier),
    [T.shownClient, T.loadBusinessHours, T.loadTeamAgenda, T.planRecurrence, T.addVisitDates, T.updateVisitDate, T.deleteVisit, T.clock, T.notifier],
  );
  bind(T.clientServicesVm).toResolvedValue(
    (shown: ShownClient, remove: DeleteAttachedService, notifier: Notifier) => new ClientServicesViewModel(shown, remove, notifier),
    [T.shownClient, T.deleteAttachedService, T.notifier],
  );
  bind(T.clientDetailVm).toResolvedValue(
    (shown: ShownClient, header: ClientHeaderViewModel, schedule: ClientScheduleViewModel, services: ClientServicesViewModel) => new ClientDetailViewModel(shown, header, schedule, services),
    [T.shownClient, T.clientHeaderVm, T.clientScheduleVm, T.clientServicesVm],
  );
});
