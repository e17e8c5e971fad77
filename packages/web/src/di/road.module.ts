// The road: the visits in the field (start, finish, cancel, the offline outbox's replay), their
// route, and the road screen's panels over the one day shown. The outbox is the shell's.
import { CancelVisit, FinishVisit, LoadOwnTeamClients, LoadRoadClients, PlanRoute, ReadVisitWorkOnDevice, StartVisit, SyncVisitOutbox } from '@fieldteam/core';
import { BrowserConnectivity, BrowserGeolocationService, RandomIds } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { TIMING } from '../config/timing';
import { RoadDay } from '../features/road/road-day';
import { RoadRouteViewModel } from '../features/road/road-route.view-model';
import { RoadVisitActionsViewModel } from '../features/road/road-visit-actions.view-model';
import { RoadViewModel } from '../features/road/road.view-model';
import { WorkerStopOrdering } from '../features/road/worker-stop-ordering';
import { SessionViewModel } from '../shared/session.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.geolocation).toConstantValue(new BrowserGeolocationService({ throttleMs: TIMING.locationDebounce }));
  bind(T.connectivity).toConstantValue(new BrowserConnectivity());
  bind(T.ids).toConstantValue(new RandomIds());

  // The day is kept in the device's cache (cleared at sign-out) for a reload with no signal.
  bindClass(bind, LoadRoadClients, [T.roadVisitsApi, T.sessionStore, T.cache, T.clock]);
  // A long day is ordered in a worker, kept for the app's life (ADR 0048).
  bindClass(bind, WorkerStopOrdering, []).inSingletonScope();
  bindClass(bind, PlanRoute, [T.directions, WorkerStopOrdering]);
  const visitAction = [T.roadVisitsApi, T.sessionStore, T.visitOutbox, T.inProgressVisits, T.connectivity, T.clock, T.ids] as const;
  bindClass(bind, StartVisit, visitAction);
  bindClass(bind, FinishVisit, visitAction);
  bindClass(bind, CancelVisit, visitAction);
  // One for the app: the road and the sending of an ended session's work share its one-at-a-time replay.
  bindClass(bind, SyncVisitOutbox, [T.roadVisitsApi, T.sessionStore, T.visitOutbox, T.inProgressVisits]).inSingletonScope();
  bind(T.visitReplay).toService(SyncVisitOutbox);

  // The panels share the screen's day (request scope: one per screen).
  bindClass(bind, LoadOwnTeamClients, [T.teamsApi, T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, RoadDay, [LoadRoadClients, ReadVisitWorkOnDevice, Notifier, LoadOwnTeamClients]).inRequestScope();
  bindClass(bind, RoadRouteViewModel, [RoadDay, PlanRoute, T.geolocation]);
  bindClass(bind, RoadVisitActionsViewModel, [RoadDay, StartVisit, FinishVisit, CancelVisit, SyncVisitOutbox, T.connectivity, Notifier, T.navigator, SessionViewModel]);
  bindClass(bind, RoadViewModel, [RoadDay, RoadRouteViewModel, RoadVisitActionsViewModel]);
});
