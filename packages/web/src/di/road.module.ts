// The road: the visits in the field (start, finish, cancel), their route, and the road screen's
// panels over the one day shown. The outbox and the VisitSync that sends it are the shell's.
import { CancelVisit, FinishVisit, KeptCrewOrder, LateMargin, LoadOwnTeamClients, LoadRoadClients, LoadServiceMinutes, LoadStartedVisits, PlanRoute, ReadVisitStartTimes, ReadVisitWorkOnDevice, RoadSpeed, StartVisit, VisitSync } from '@fieldteam/core';
import { BrowserGeolocationService, LocalStorageRoadSpeedStore, RandomIds } from '@fieldteam/adapters-browser';
import { TIMING } from '../config/timing';
import { RoadDay } from '../features/road/road-day';
import { RoadRouteViewModel } from '../features/road/road-route.view-model';
import { RoadRunningOver } from '../features/road/road-running-over.view-model';
import { RoadVisitActionsViewModel } from '../features/road/road-visit-actions.view-model';
import { RoadViewModel } from '../features/road/road.view-model';
import { WorkerStopOrdering } from '../features/road/worker-stop-ordering';
import { Notifier } from '../shared/notifier';
import { ShownZones } from '../shared/shown-zones';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import visitsApi from './shared/visits-api.module';
import routeMaps from './shared/route-maps.module';
import clock from './shared/clock.module';
import teamsApi from './shared/teams-api.module';
import clientsApi from './shared/clients-api.module';
import lateMargin from './shared/late-margin.module';
import shownZones from './shared/shown-zones.module';
import startedVisits from './shared/started-visits.module';

export default contextModule(
  [visitsApi, routeMaps, clock, teamsApi, clientsApi, shownZones, startedVisits, lateMargin],
  ({ bind }) => {
    bind(T.geolocation).toConstantValue(new BrowserGeolocationService({ throttleMs: TIMING.locationDebounce }));
    bind(T.ids).toConstantValue(new RandomIds());

    // The day is kept in the device's cache (cleared at sign-out) for a reload with no signal.
    // One for the app's life: the day asked ahead while the page waits for the business's zone is
    // the one the screen's first load takes.
    bindClass(bind, LoadRoadClients, [T.roadVisitsApi, T.sessionStore, T.cache, T.clock]).inSingletonScope();
    // The day is planned in a worker, kept for the app's life; so are the driving times learnt.
    bindClass(bind, WorkerStopOrdering, []).inSingletonScope();
    bindClass(bind, PlanRoute, [T.directions, WorkerStopOrdering]).inSingletonScope();
    // The crew's order is kept in the cache for the day (cleared at sign-out); the planning speed is a
    // setting of the business on the device, kept across sign-outs.
    bindClass(bind, KeptCrewOrder, [T.sessionStore, T.cache, T.clock]);
    bind(RoadSpeed).toDynamicValue((ctx) => new RoadSpeed(new LocalStorageRoadSpeedStore(ctx.get(T.storage)), ctx.get(T.sessionStore)));
    const visitAction = [T.roadVisitsApi, T.sessionStore, T.visitOutbox, T.inProgressVisits, T.connectivity, T.clock, T.ids] as const;
    // A start the server refuses as already started reads today's open reports (the business's data).
    bindClass(bind, StartVisit, [...visitAction, T.reportsData]);
    bindClass(bind, FinishVisit, visitAction);
    bindClass(bind, CancelVisit, visitAction);

    // The panels share the screen's day (request scope: one per screen), its times in the business's
    // zone, known before the page draws (clock.module.ts).
    bindClass(bind, LoadOwnTeamClients, [T.teamsApi, T.clientsApi, T.sessionStore, T.cache]);
    bindClass(bind, LoadServiceMinutes, [T.clientsApi, T.sessionStore, T.cache]);
    bindClass(bind, RoadDay, [LoadRoadClients, ReadVisitWorkOnDevice, LoadStartedVisits, Notifier, LoadOwnTeamClients, LoadServiceMinutes, ShownZones]).inRequestScope();
    bindClass(bind, RoadRouteViewModel, [RoadDay, PlanRoute, T.geolocation, KeptCrewOrder, RoadSpeed, T.clock, T.scheduler]);
    bindClass(bind, RoadVisitActionsViewModel, [RoadDay, StartVisit, FinishVisit, CancelVisit, VisitSync, T.connectivity, T.scheduler, Notifier, T.navigator]);
    bindClass(bind, ReadVisitStartTimes, [T.visitOutbox, T.inProgressVisits]);
    bindClass(bind, RoadRunningOver, [RoadDay, ReadVisitStartTimes, LateMargin, T.clock, T.scheduler]);
    bindClass(bind, RoadViewModel, [RoadDay, RoadRouteViewModel, RoadVisitActionsViewModel, RoadRunningOver]);
  },
  // The day's stops are asked while the page waits for the business's zone, not after it has drawn;
  // meanwhile the planning worker loads, off the page's thread, and the position is read: the
  // day's first plan starts from where the crew is, not from its first stop and then again.
  {
    warm: (get) => {
      get(LoadRoadClients).askAhead();
      get(WorkerStopOrdering).prepare();
      void get(T.geolocation).current();
    },
  },
);
