// The road screen and the paid plan: their use cases and view-models.
import {
  CancelVisit,
  FinishVisit,
  LoadCompany,
  LoadRoadClients,
  PlanRoute,
  StartVisit,
  Subscribe,
  SyncVisitOutbox,
  type BillingApi,
  type Cache,
  type Clock,
  type Connectivity,
  type DirectionsService,
  type GeolocationService,
  type InProgressVisits,
  type ProfileApi,
  type RoadVisitsApi,
  type SessionStore,
  type VisitDesk,
  type VisitOutbox,
} from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { PlanViewModel } from '../features/plan/plan.view-model';
import { RoadViewModel } from '../features/road/road.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const roadModule = new ContainerModule(({ bind }) => {
  bind(T.roadVm).toResolvedValue(
    (
      api: RoadVisitsApi,
      sessions: SessionStore,
      inProgress: InProgressVisits,
      outbox: VisitOutbox,
      connectivity: Connectivity,
      clock: Clock,
      directions: DirectionsService,
      geolocation: GeolocationService,
      notifier: Notifier,
      navigator: Navigator,
    ) => {
      const desk: VisitDesk = { api, sessions, inProgress, outbox, connectivity, clock, newId: () => crypto.randomUUID() };
      return new RoadViewModel(
        new LoadRoadClients(api, sessions),
        new PlanRoute(directions),
        new StartVisit(desk),
        new FinishVisit(desk),
        new CancelVisit(desk),
        new SyncVisitOutbox(desk),
        desk,
        geolocation,
        connectivity,
        notifier,
        navigator,
      );
    },
    [T.roadVisitsApi, T.sessionStore, T.inProgressVisits, T.visitOutbox, T.connectivity, T.clock, T.directions, T.geolocation, T.notifier, T.navigator],
  );
  bind(T.planVm).toResolvedValue(
    (api: BillingApi, profile: ProfileApi, sessions: SessionStore, cache: Cache, clock: Clock) => new PlanViewModel(new Subscribe(api, sessions, clock), new LoadCompany(profile, sessions, cache)),
    [T.billingApi, T.profileApi, T.sessionStore, T.cache, T.clock],
  );
});
