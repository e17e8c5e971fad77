// The road: the visits in the field (start, finish, cancel, the offline outbox) and their route,
// and the road screen's panels over the one day they show.
import {
  CancelVisit,
  FinishVisit,
  LoadRoadClients,
  PlanRoute,
  StartVisit,
  ReadVisitWorkOnDevice,
  SyncVisitOutbox,
  type Cache,
  type Clock,
  type Connectivity,
  type DirectionsService,
  type GeolocationService,
  type IdGenerator,
  type InProgressVisits,
  type RoadVisitsApi,
  type SessionStore,
  type VisitOutbox,
} from '@fieldteam/core';
import { BrowserConnectivity, BrowserGeolocationService, RandomIds } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { RoadDay } from '../features/road/road-day.view-model';
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
  bind(T.ids).toConstantValue(new RandomIds());

  // use cases
  // The day is kept in the device's cache (cleared at sign-out) for a reload with no signal.
  bind(T.loadRoadClients).toResolvedValue(
    (api: RoadVisitsApi, sessions: SessionStore, cache: Cache, clock: Clock) => new LoadRoadClients(api, sessions, cache, clock),
    [T.roadVisitsApi, T.sessionStore, T.cache, T.clock],
  );
  bind(T.planRoute).toResolvedValue((directions: DirectionsService) => new PlanRoute(directions), [T.directions]);
  const action = [T.roadVisitsApi, T.sessionStore, T.visitOutbox, T.inProgressVisits, T.connectivity, T.clock, T.ids] as const;
  type ActionArgs = [RoadVisitsApi, SessionStore, VisitOutbox, InProgressVisits, Connectivity, Clock, IdGenerator];
  bind(T.startVisit).toResolvedValue((...args: ActionArgs) => new StartVisit(...args), [...action]);
  bind(T.finishVisit).toResolvedValue((...args: ActionArgs) => new FinishVisit(...args), [...action]);
  bind(T.cancelVisit).toResolvedValue((...args: ActionArgs) => new CancelVisit(...args), [...action]);
  // One for the app: the road screen and the sending of work left from an ended session share its one-at-a-time replay.
  bind(T.syncVisitOutbox)
    .toResolvedValue(
      (api: RoadVisitsApi, sessions: SessionStore, outbox: VisitOutbox, inProgress: InProgressVisits) => new SyncVisitOutbox(api, sessions, outbox, inProgress),
      [T.roadVisitsApi, T.sessionStore, T.visitOutbox, T.inProgressVisits],
    )
    .inSingletonScope();
  bind(T.readVisitWorkOnDevice).toResolvedValue((outbox: VisitOutbox, inProgress: InProgressVisits) => new ReadVisitWorkOnDevice(outbox, inProgress), [T.visitOutbox, T.inProgressVisits]);

  // The panels share the screen's day (request scope: one per resolution of the screen's view-model).
  bind(T.roadDay)
    .toResolvedValue((load: LoadRoadClients, work: ReadVisitWorkOnDevice, notifier: Notifier) => new RoadDay(load, work, notifier), [T.loadRoadClients, T.readVisitWorkOnDevice, T.notifier])
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
      connectivity: Connectivity,
      notifier: Notifier,
      navigator: Navigator,
      session: { checkAuth(): Promise<void> },
    ) => new RoadVisitActionsViewModel(day, start, finish, cancel, sync, connectivity, notifier, navigator, session),
    [T.roadDay, T.startVisit, T.finishVisit, T.cancelVisit, T.syncVisitOutbox, T.connectivity, T.notifier, T.navigator, T.session],
  );
  bind(T.roadVm).toResolvedValue(
    (day: RoadDay, routing: RoadRouteViewModel, visits: RoadVisitActionsViewModel) => new RoadViewModel(day, routing, visits),
    [T.roadDay, T.roadRouteVm, T.roadVisitActionsVm],
  );
});
