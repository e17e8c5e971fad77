// The client-planning context: add a client with scheduling and clash resolution, the client page
// (three panels over the one client shown) and the budget.
import { AddVisitDates, AttachServices, ChangeClientTeam, CheckTeamChange, CheckVisitMove, ApplyVisitChanges, DeleteAttachedService, DeleteClient, DeleteVisit, LoadBusinessHours, LoadClients, LoadClientSchedule, LoadServices, LoadTeamAgenda, LoadTeams, PlanRecurrence, ScheduleClient, SuggestTeams, UpdateVisitDate } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { AddClientViewModel } from '../features/clients/add-client.view-model';
import { BudgetViewModel } from '../features/clients/budget.view-model';
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
  bindClass(bind, LoadClientSchedule, [T.clientsApi, T.sessionStore]);
  bindClass(bind, AddVisitDates, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, UpdateVisitDate, [T.clientsApi, T.sessionStore]);
  bindClass(bind, DeleteVisit, [T.clientsApi, T.sessionStore]);
  bindClass(bind, CheckVisitMove, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, CheckTeamChange, [T.clientsApi, T.sessionStore, T.clock]);
  bindClass(bind, ApplyVisitChanges, [T.clientsApi, T.sessionStore]);
  bindClass(bind, ChangeClientTeam, [T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, AttachServices, [T.clientsApi, T.sessionStore]);
  bindClass(bind, DeleteAttachedService, [T.clientsApi, T.sessionStore]);

  bindClass(bind, AddClientViewModel, [LoadTeams, LoadBusinessHours, LoadTeamAgenda, PlanRecurrence, ScheduleClient, T.clock, T.addressPicker, Notifier, T.navigator, SuggestTeams]);
  bindClass(bind, BudgetViewModel, [LoadClients, LoadServices, AttachServices, Notifier, T.navigator, LoadClientSchedule, T.shownZones]);

  // The client page's panels share the one client shown (request scope: one per screen).
  bindClass(bind, ShownClient, [LoadClients, LoadClientSchedule, Notifier]).inRequestScope();
  bindClass(bind, ClientHeaderViewModel, [ShownClient, LoadTeams, ChangeClientTeam, DeleteClient, Notifier, T.navigator, CheckTeamChange, ApplyVisitChanges, LoadBusinessHours, PlanRecurrence, T.clock]);
  bindClass(bind, ClientScheduleViewModel, [ShownClient, LoadBusinessHours, LoadTeamAgenda, PlanRecurrence, AddVisitDates, UpdateVisitDate, CheckVisitMove, DeleteVisit, T.clock, Notifier]);
  bindClass(bind, ClientServicesViewModel, [ShownClient, DeleteAttachedService, Notifier, T.shownZones]);
  bindClass(bind, ClientDetailViewModel, [ShownClient, ClientHeaderViewModel, ClientScheduleViewModel, ClientServicesViewModel]);
});
