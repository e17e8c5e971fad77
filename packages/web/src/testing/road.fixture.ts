// The road screen's test world: three clients east of the origin, an in-memory road API, a
// switchable network, a position the test moves, straight-line directions, the clock at 08:00 in
// São Paulo, and the screen's view-model built as the container builds it.
import { intervalScheduler } from '@fieldteam/adapters-browser';
import {
  KeptCrewOrder,
  LateMargin,
  ReadVisitStartTimes,
  LoadRoadClients,
  ok,
  PlanRoute,
  RoadSpeed,
  VisitSync,
  type Directions,
  type DirectionsRequest,
  type GeolocationService,
  type LoadServiceMinutes,
  type OwnTeamClients,
  type PositionListener,
  type RoadClient,
  type StopOrdering,
  inThreadStopOrdering,
} from '@fieldteam/core';
import { FixedClock, InMemoryRoadVisitsApi, ManualScheduler, MemoryCache, MemoryLateMarginStore, MemoryRoadSpeedStore, memoryVisitDesk, SwitchableConnectivity, type MemoryVisitDesk } from '@fieldteam/core/testing';
import { RoadDay } from '../features/road/road-day';
import { RoadRouteViewModel } from '../features/road/road-route.view-model';
import { RoadRunningOver } from '../features/road/road-running-over.view-model';
import { RoadVisitActionsViewModel } from '../features/road/road-visit-actions.view-model';
import { RoadViewModel } from '../features/road/road.view-model';
import { Notifier } from '../shared/notifier';
import { fixedZones } from './fixed-zones';
import { showVisitSyncOutcomes } from '../shared/visit-sync-notices';
import { FakeNavigator } from './fake-navigator';

export const at = (id: string, name: string, longitude: number, visitIds: string[], visitAt: string | null = null): RoadClient => ({
  clientId: id,
  name,
  phone: '11999990000',
  email: `${id}@x.y`,
  address: { description: `${name} street`, latitude: 0, longitude, complement: null },
  services: [{ serviceId: 's1', name: 'Limpeza padrão', value: 120.5 }],
  discountPercent: 0,
  visitIds,
  visitAt,
});
/** Stored order: far (3 km east), near (1 km), middle (2 km). */
export const clients = [at('c', 'Far', 0.027, ['v1']), at('a', 'Near', 0.009, ['v2']), at('b', 'Middle', 0.018, ['v3'])];

export class FakeGeolocation implements GeolocationService {
  listener: PositionListener | null = null;
  stopped = false;
  async current() {
    return ok({ latitude: 0, longitude: 0, accuracy: 5, at: 0 });
  }
  watch(listener: PositionListener) {
    this.listener = listener;
    return () => (this.stopped = true);
  }
}

export const straightLines = {
  directions: async (r: DirectionsRequest) => ok<Directions>({ legs: [], path: [r.origin, ...r.stops], distanceMetres: 0, durationSeconds: null, kind: 'straight-line' }),
};

export class RoadFixture {
  readonly connectivity = new SwitchableConnectivity();
  readonly geolocation = new FakeGeolocation();
  readonly notifier = new Notifier();
  readonly navigator = new FakeNavigator();
  /** The device's cache, where the day is kept for a reload with no signal. */
  readonly cache = new MemoryCache();
  readonly clock = new FixedClock();
  readonly desk: MemoryVisitDesk;
  /** The app's one VisitSync, on the browser's intervals (the tests fake them), started as the shell starts it. */
  readonly visitSync: VisitSync;
  /** The app's session, as the sync's notices see it: how many times it was asked to check itself. */
  readonly session = {
    checks: 0,
    refresh() {},
    async checkAuth() {
      this.checks += 1;
    },
  };
  /** Stops the sync and its notices. */
  readonly stopSync: () => void;
  /** The road's planning speed of each business on the device. */
  readonly speeds = new MemoryRoadSpeedStore();
  /** The late margin of each business on the device. */
  readonly margins = new MemoryLateMarginStore();
  /** The road's minute ticks (and the visit sync's retries), run when the test says. */
  readonly scheduler = new ManualScheduler();
  /** The service durations of the business's clients (the client list's answer); null: none asked. */
  listedMinutes: Map<string, number> | null = null;
  /** The teams of the business's clients (the same answer). */
  listedTeams: Map<string, { id: string; name: string }> = new Map();
  /** How many times the client list was asked for durations. */
  minutesAsked = 0;
  /** Where the plan is worked out (in the page by default, as core does). */
  ordering: StopOrdering | undefined = undefined;

  constructor(readonly api = new InMemoryRoadVisitsApi(clients)) {
    this.desk = memoryVisitDesk(api, { connectivity: this.connectivity, clock: this.clock });
    const replay = this.desk.syncOutbox();
    this.visitSync = new VisitSync(async () => replay, this.desk.outbox, this.desk.sessions, this.connectivity, intervalScheduler);
    const stops = [showVisitSyncOutcomes(this.visitSync, this.notifier, this.session), this.visitSync.start()];
    this.stopSync = () => stops.forEach((stop) => stop());
  }

  /** The teams the signed-in person leads and their clients (null: every stop is theirs, as for an owner). */
  ownTeams: OwnTeamClients | null = null;
  /** What the device kept of the last answer (undefined: nothing). */
  keptOwnTeams: OwnTeamClients | null | undefined = undefined;
  /** Set to hold the server's answer about the own teams until the test releases it. */
  ownTeamsAnswer: Promise<void> | null = null;

  day(): RoadDay {
    const loadOwnTeams = {
      execute: async () => {
        await this.ownTeamsAnswer;
        return ok(this.ownTeams);
      },
      keptOnDevice: () => this.keptOwnTeams,
    };
    const loadMinutes: Pick<LoadServiceMinutes, 'execute' | 'keptOnDevice'> = {
      execute: async () => {
        this.minutesAsked += 1;
        return ok({ minutes: this.listedMinutes ?? new Map(), teams: this.listedTeams });
      },
      keptOnDevice: () => ({ minutes: new Map(), teams: new Map() }),
    };
    return new RoadDay(new LoadRoadClients(this.api, this.desk.sessions, this.cache, this.clock), this.desk.visitWork(), this.desk.startedVisits(), this.notifier, loadOwnTeams, loadMinutes, fixedZones(this.clock.timeZone()));
  }

  routePanel(day: RoadDay, planner: Pick<PlanRoute, 'execute'> = new PlanRoute(straightLines, this.ordering ?? inThreadStopOrdering), log: (message: string) => void = () => undefined): RoadRouteViewModel {
    return new RoadRouteViewModel(
      day,
      planner,
      this.geolocation,
      new KeptCrewOrder(this.desk.sessions, this.cache, this.clock),
      new RoadSpeed(this.speeds, this.desk.sessions),
      this.clock,
      this.scheduler,
      log,
    );
  }

  actionsPanel(day: RoadDay): RoadVisitActionsViewModel {
    const desk = this.desk;
    return new RoadVisitActionsViewModel(day, desk.startVisit(), desk.finishVisit(), desk.cancelVisit(), this.visitSync, this.connectivity, intervalScheduler, this.notifier, this.navigator);
  }

  /** The screen's view-model: the route and the visit actions over one day. */
  build(): RoadViewModel {
    const day = this.day();
    return new RoadViewModel(day, this.routePanel(day), this.actionsPanel(day), new RoadRunningOver(day, new ReadVisitStartTimes(this.desk.outbox, this.desk.inProgress), new LateMargin(this.margins, this.desk.sessions), this.clock, this.scheduler));
  }
}
