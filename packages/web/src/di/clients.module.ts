// The clients context: list, add with scheduling and conflict resolution, detail, budget.
import {
  AddVisitDates,
  AttachServices,
  ChangeClientTeam,
  DeleteAttachedService,
  DeleteClient,
  DeleteVisit,
  LoadBusinessHours,
  LoadClients,
  LoadClientSchedule,
  LoadPendingClients,
  LoadServices,
  LoadTeamAgenda,
  LoadTeams,
  PlanRecurrence,
  ScheduleClient,
  UpdateClient,
  UpdateVisitDate,
  type Cache,
  type ClientsApi,
  type Clock,
  type ProfileApi,
  type ServicesApi,
  type SessionStore,
  type TeamsApi,
} from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { AddClientViewModel } from '../features/clients/add-client.view-model';
import { BudgetViewModel } from '../features/clients/budget.view-model';
import { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import { ClientsViewModel } from '../features/clients/clients.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const clientsModule = new ContainerModule(({ bind }) => {
  bind(T.clientsVm).toResolvedValue(
    (api: ClientsApi, sessions: SessionStore, cache: Cache, clock: Clock, picker: AddressPickerFactory, notifier: Notifier) =>
      new ClientsViewModel(
        new LoadClients(api, sessions, cache),
        new LoadPendingClients(api, sessions),
        new UpdateClient(api, sessions, cache, clock),
        new DeleteClient(api, sessions, cache),
        picker,
        notifier,
      ),
    [T.clientsApi, T.sessionStore, T.cache, T.clock, T.addressPicker, T.notifier],
  );
  bind(T.addClientVm).toResolvedValue(
    (api: ClientsApi, teams: TeamsApi, profile: ProfileApi, sessions: SessionStore, cache: Cache, clock: Clock, picker: AddressPickerFactory, notifier: Notifier, navigator: Navigator) =>
      new AddClientViewModel(
        new LoadTeams(teams, sessions),
        new LoadBusinessHours(profile, sessions),
        new LoadTeamAgenda(api, sessions, clock),
        new PlanRecurrence(clock),
        new ScheduleClient(api, sessions, cache, clock),
        clock,
        picker,
        notifier,
        navigator,
      ),
    [T.clientsApi, T.teamsApi, T.profileApi, T.sessionStore, T.cache, T.clock, T.addressPicker, T.notifier, T.navigator],
  );
  bind(T.clientDetailVm).toResolvedValue(
    (api: ClientsApi, teams: TeamsApi, profile: ProfileApi, sessions: SessionStore, cache: Cache, clock: Clock, notifier: Notifier, navigator: Navigator) =>
      new ClientDetailViewModel(
        new LoadClients(api, sessions, cache),
        new LoadClientSchedule(api, sessions),
        new LoadTeams(teams, sessions),
        new LoadBusinessHours(profile, sessions),
        new LoadTeamAgenda(api, sessions, clock),
        new PlanRecurrence(clock),
        new AddVisitDates(api, sessions, clock),
        new UpdateVisitDate(api, sessions),
        new DeleteVisit(api, sessions),
        new DeleteAttachedService(api, sessions),
        new ChangeClientTeam(api, sessions, cache),
        new DeleteClient(api, sessions, cache),
        clock,
        notifier,
        navigator,
      ),
    [T.clientsApi, T.teamsApi, T.profileApi, T.sessionStore, T.cache, T.clock, T.notifier, T.navigator],
  );
  bind(T.budgetVm).toResolvedValue(
    (api: ClientsApi, services: ServicesApi, sessions: SessionStore, cache: Cache, notifier: Notifier, navigator: Navigator) =>
      new BudgetViewModel(new LoadClients(api, sessions, cache), new LoadServices(services, sessions), new AttachServices(api, sessions), notifier, navigator),
    [T.clientsApi, T.servicesApi, T.sessionStore, T.cache, T.notifier, T.navigator],
  );
});
