// The client-planning context: add a client with scheduling and clash resolution, and the client
// page (three panels over the one client shown). The budget is a context of its own.
import { AddVisitDates, ChangeClientTeam, CheckTeamChange, CheckVisitMove, ApplyVisitChanges, DeleteAttachedService, DeleteClient, DeleteVisit, LoadBusinessHours, LoadClients, LoadClientSchedule, LoadTeamAgenda, LoadTeams, PlanRecurrence, ScheduleClient, SuggestTeams, UpdateVisitDate } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { AddClientViewModel } from '../features/clients/add-client.view-model';
import { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import { ClientHeaderViewModel } from '../features/clients/client-header.view-model';
import { ClientScheduleViewModel } from '../features/clients/client-schedule.view-model';
import { ClientServicesViewModel } from '../features/clients/client-services.view-model';
import { ShownClient } from '../features/clients/shown-client';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadTeamAgenda, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, PlanRecurrence, [T.clock]);
  bindClass(bind, SuggestTeams, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, ScheduleClient, [T.clientsApi, T.sessionStore, T.cache, T.clock]);
  bindClass(bind, AddVisitDates, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, UpdateVisitDate, [T.clientsApi, T.sessionStore]);
  bindClass(bind, DeleteVisit, [T.clientsApi, T.sessionStore]);
  bindClass(bind, CheckVisitMove, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, CheckTeamChange, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, ApplyVisitChanges, [T.clientsApi, T.sessionStore]);
  bindClass(bind, ChangeClientTeam, [T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, DeleteAttachedService, [T.clientsApi, T.sessionStore]);

  bindClass(bind, AddClientViewModel, [LoadTeams, LoadBusinessHours, LoadTeamAgenda, PlanRecurrence, ScheduleClient, T.clock, T.addressPicker, Notifier, T.navigator, SuggestTeams]);

  // The client page's panels share the one client shown (request scope: one per screen).
  bindClass(bind, ShownClient, [LoadClients, LoadClientSchedule, Notifier]).inRequestScope();
  bindClass(bind, ClientHeaderViewModel, [ShownClient, LoadTeams, ChangeClientTeam, DeleteClient, Notifier, T.navigator, CheckTeamChange, ApplyVisitChanges, LoadBusinessHours, PlanRecurrence, T.clock]);
  bindClass(bind, ClientScheduleViewModel, [ShownClient, LoadBusinessHours, LoadTeamAgenda, PlanRecurrence, AddVisitDates, UpdateVisitDate, CheckVisitMove, DeleteVisit, T.clock, Notifier]);
  bindClass(bind, ClientServicesViewModel, [ShownClient, DeleteAttachedService, Notifier]);
  bindClass(bind, ClientDetailViewModel, [ShownClient, ClientHeaderViewModel, ClientScheduleViewModel, ClientServicesViewModel]);
});
