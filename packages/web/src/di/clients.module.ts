// The clients context: the list (client-list.module.ts, which its page loads alone); adding a
// client with its visits planned and clashes resolved; and the client page (three panels over the
// one client shown: its team, its visits, its services). The budget is a context of its own.
import { AddVisitDates, ApplyVisitChanges, ChangeClientTeam, CheckTeamChange, CheckVisitMove, DeleteAttachedService, DeleteClient, DeleteVisit, DuplicateClient, LoadBusinessHours, LoadCapacityReserve, LoadClients, LoadClientSchedule, LoadTeamAgenda, LoadTeams, PlanRecurrence, ScheduleClient, SuggestTeams, UpdateVisitDate } from '@fieldteam/core';
import { AddClientViewModel } from '../features/clients/add-client.view-model';
import { ClientDetailViewModel } from '../features/clients/client-detail.view-model';
import { ClientHeaderViewModel } from '../features/clients/client-header.view-model';
import { ClientScheduleViewModel } from '../features/clients/client-schedule.view-model';
import { ClientServicesViewModel } from '../features/clients/client-services.view-model';
import { ShownClient } from '../features/clients/shown-client';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import addresses from './shared/addresses.module';
import clientList from './client-list.module';
import clientReads from './shared/client-reads.module';
import clientsApi from './shared/clients-api.module';
import capacityReserve from './shared/capacity-reserve.module';
import shownZones from './shared/shown-zones.module';
import clock from './shared/clock.module';
import company from './shared/company.module';
import servicesApi from './shared/services-api.module';
import teamsApi from './shared/teams-api.module';

export default contextModule([clientList, addresses, clientReads, clientsApi, teamsApi, servicesApi, company, clock, shownZones, capacityReserve], ({ bind }) => {
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

  bindClass(bind, AddClientViewModel, [LoadTeams, LoadBusinessHours, LoadTeamAgenda, PlanRecurrence, ScheduleClient, T.clock, T.addressPicker, Notifier, T.navigator, SuggestTeams, LoadCapacityReserve]);

  // The client page's panels share the one client shown (request scope: one per screen).
  bindClass(bind, ShownClient, [LoadClients, LoadClientSchedule, Notifier]).inRequestScope();
  bindClass(bind, DuplicateClient, [ScheduleClient]);
  bindClass(bind, ClientHeaderViewModel, [ShownClient, LoadTeams, ChangeClientTeam, DeleteClient, Notifier, T.navigator, CheckTeamChange, ApplyVisitChanges, LoadBusinessHours, PlanRecurrence, T.clock, DuplicateClient]);
  bindClass(bind, ClientScheduleViewModel, [ShownClient, LoadBusinessHours, LoadTeamAgenda, PlanRecurrence, AddVisitDates, UpdateVisitDate, CheckVisitMove, DeleteVisit, T.clock, Notifier, LoadCapacityReserve]);
  bindClass(bind, ClientServicesViewModel, [ShownClient, DeleteAttachedService, Notifier]);
  bindClass(bind, ClientDetailViewModel, [ShownClient, ClientHeaderViewModel, ClientScheduleViewModel, ClientServicesViewModel]);
});
