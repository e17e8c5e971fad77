// The road: the visits in the field (start, finish, cancel, the offline outbox) and their route,
// and the road screen's panels over the one day they show.
import {
  CancelVisit,
  FinishVisit,
  LoadRoadClients,
  PlanRoute,
  StartVisit,
  SyncVisitOutbox,
  type Cache,
  type Clock,
  type Connectivity,
  type DirectionsService,
  type GeolocationService,
  type InProgressVisits,
  type RoadVisitsApi,
  type SessionStore,
  type VisitDesk,
  type VisitOutbox,
} from '@fieldteam/core';
import { BrowserConnectivity, BrowserGeolocationService } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { RoadDay } from '../features/road/road-day';
import { RoadRouteViewModel } from '../features/road/road-route.view-model';
import { RoadVisitActionsViewModel } from '../features/road/road-visit-actions.view-model';
import { RoadViewModel } from '../features/road/road.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TIMING } from '../config/timing';
import { TOKENS as T } from './tokens';

export const roadModule = new ContainerModule(({ bind }) => {
  // the device's adapters only the road uses (the outbox and the visits in progress are the shell's: sign-out reads them)
  bind(T.geolocation).toConstantValue(new BrowserGeolocationService({ throttleMs: TIMING.locationDebounce }));
  bind(T.connectivity).toConstantValue(new BrowserConnectivity());

  bind(T.visitDesk).toResolvedValue(
    (api: RoadVisitsApi, sessions: SessionStore, inProgress: InProgressVisits, outbox: VisitOutbox, connectivity: Connectivity, clock: Clock): VisitDesk => ({
      api,
      sessions,
      inProgress,
      outbox,
      connectivity,
      clock,
      newId: () => crypto.randomUUID(),
    }),
    [T.roadVisitsApi, T.sessionStore, T.inProgressVisits, T.visitOutbox, T.connectivity, T.clock],
  );

  // use cases
  // The day is kept in the device's cache (cleared at sign-out) for a reload with no signal.
  bind(T.loadRoadClients).toResolvedValue(
    (api: RoadVisitsApi, sessions: SessionStore, cache: Cache, clock: Clock) => new LoadRoadClients(api, sessions, cache, clock),
    [T.roadVisitsApi, T.sessionStore, T.cache, T.clock],
  );
  bind(T.planRoute).toResolvedValue((directions: DirectionsService) => new PlanRoute(directions), [T.directions]);
  bind(T.startVisit).toResolvedValue((desk: VisitDesk) => new StartVisit(desk), [T.visitDesk]);
  bind(T.finishVisit).toResolvedValue((desk: VisitDesk) => new FinishVisit(desk), [T.visitDesk]);
  bind(T.cancelVisit).toResolvedValue((desk: VisitDesk) => new CancelVisit(desk), [T.visitDesk]);
  // One for the app: the road screen and the sending of work left from an ended session share its one-at-a-time replay.
  bind(T.syncVisitOutbox).toResolvedValue((desk: VisitDesk) => new SyncVisitOutbox(desk), [T.visitDesk]).inSingletonScope();

  // The panels share the screen's day (request scope: one per resolution of the screen's view-model).
  bind(T.roadDay)
    .toResolvedValue((load: LoadRoadClients, desk: VisitDesk, notifier: Notifier) => new RoadDay(load, desk, notifier), [T.loadRoadClients, T.visitDesk, T.notifier])
    .inRequestScope();
  bind(T.roadRouteVm).toResolvedValue(
    (day: RoadDay, plan: PlanRoute, geolocation: GeolocationService) => new RoadRouteViewModel(day, plan, geolocation),
    [T.roadDay, T.planRoute, T.geolocation],
  );
  bind(T.roadVisitActionsVm).toResolvedValue(
    (
      day: RoadDay,
      start: StartVisit,
      finish: FinishVisit,
      cancel: CancelVisit,
      sync: SyncVisitOutbox,
      desk: VisitDesk,
      connectivity: Connectivity,
      notifier: Notifier,
      navigator: Navigator,
      session: { checkAuth(): Promise<void> },
    ) => new RoadVisitActionsViewModel(day, start, finish, cancel, sync, desk, connectivity, notifier, navigator, session),
    [T.roadDay, T.startVisit, T.finishVisit, T.cancelVisit, T.syncVisitOutbox, T.visitDesk, T.connectivity, T.notifier, T.navigator, T.session],
  );
  bind(T.roadVm).toResolvedValue(
    (day: RoadDay, routing: RoadRouteViewModel, visits: RoadVisitActionsViewModel) => new RoadViewModel(day, routing, visits),
    [T.roadDay, T.roadRouteVm, T.roadVisitActionsVm],
  );
});
