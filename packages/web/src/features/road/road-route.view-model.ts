// The road screen's route and map: the day's clients in the order that keeps their booked times
// first and drives least after that, from the live position and now (or in the stored order), each
// stop's booked time, expected arrival and lateness in the business's zone; the crew's own order
// (a stop pinned next, moved up or down, unpinned), kept on the device for the day; the planning
// speed; the route and the distance the order saves; the markers (rough places marked so) and the
// stops list. The plan follows the clients, their visits, the position and the clock.
import {
  approximatelyPlaced,
  bookedMinutes,
  moveStop,
  ownStopsFirst,
  pinsInDay,
  geolocationErrorText,
  unpin,
  visitNext,
  type BookedStop,
  type Clock,
  type GeolocationService,
  type KeptCrewOrder,
  type MapMarker,
  type PlannedRoute,
  type PlannedVisit,
  type PlanRoute,
  type Result,
  type Position,
  type RoadClient,
  type RoadSpeed,
  type Scheduler,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { RoadDay } from './road-day';

type RoadStop = RoadClient & BookedStop;
/** A plan of the day, as the screen shows it. */
export type RoadPlan = PlannedRoute<RoadStop>;

const isMappable = (client: RoadClient): client is RoadClient & { readonly address: { readonly latitude: number; readonly longitude: number } } =>
  client.address?.latitude !== null && client.address?.latitude !== undefined && client.address.longitude !== null && client.address.longitude !== undefined;

/** The same stops, in the same order, each with the same values (its client's, its booked time and minutes on site). */
function sameStops(a: readonly RoadStop[], b: readonly RoadStop[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! as unknown as Record<string, unknown>;
    const y = b[i]! as unknown as Record<string, unknown>;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length || keys.some((key) => x[key] !== y[key])) return false;
  }
  return true;
}

/** While nothing else asks for a new plan, it is worked out again this often: now moves on, and so do the expected arrivals. */
const REPLAN_EVERY_MS = 60_000;

/** What a stop's list item and card show of the plan, in the business's zone. */
export interface StopTimes {
  /** When the visit is booked; null when it has no time. */
  readonly bookedAt: Temporal.ZonedDateTime | null;
  /** When the crew is expected there; null for a stop not in the plan (no coordinates, or closed on the device). */
  readonly arrivalAt: Temporal.ZonedDateTime | null;
  /** Whole minutes after the booked time the crew is expected (0: on time). */
  readonly lateMinutes: number;
}

const zoned = (epochMinutes: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(Math.round(epochMinutes * 60_000)).toZonedDateTimeISO(timeZone);
/** Lateness as the screen says it: whole minutes; less than half a minute is on time. */
const lateShown = (visit: PlannedVisit<RoadStop>) => Math.round(visit.lateMinutes);

/** A plan's stops by client id: their place in the order and their visit, found once per plan. */
interface PlanIndex {
  readonly places: ReadonlyMap<string, number>;
  readonly ids: readonly string[];
  readonly visits: ReadonlyMap<string, PlannedVisit<RoadStop>>;
}
const planIndexes = new WeakMap<RoadPlan, PlanIndex>();
const NO_PLAN: PlanIndex = { places: new Map(), ids: [], visits: new Map() };
function planIndex(route: RoadPlan | null): PlanIndex {
  if (!route) return NO_PLAN;
  let index = planIndexes.get(route);
  if (!index) {
    const ids = route.stops.map((s) => s.clientId);
    index = { ids, places: new Map(ids.map((id, i) => [id, i])), visits: new Map(route.plan.visits.map((visit) => [visit.stop.clientId, visit])) };
    planIndexes.set(route, index);
  }
  return index;
}

export class RoadRouteViewModel {
  position: Position | null = null;
  /** "Geolocation error: …", kept in state and not shown (001 section 8). */
  geolocationError: string | null = null;
  useStoredOrder = false;
  route: RoadPlan | null = null;
  /** The crew's pins (client ids), first in the order, kept on the device for the day. */
  pinned: readonly string[];
  /** The speed the plan assumes where no driving times are known, km/h. */
  speedKmPerHour: number;
  /** The speed field's text while it is typed. */
  speedText: string;
  speedInvalid = false;
  /** Whether the latest plan could not be worked out (its code failed to load): the stops are listed as they came. */
  planFailed = false;
  /**
   * Counts the plans asked for: the latest one's answer is shown, and, while no stop is shown yet,
   * any answer newer than the one shown (the day planned from its first stop is shown while the
   * plan from the position just found is worked out).
   */
  private plans = 0;
  private shownPlan = 0;
  private stopWatching: (() => void) | null = null;
  private stopFollowing: (() => void) | null = null;
  private stopTicking: (() => void) | null = null;

  constructor(
    private readonly day: RoadDay,
    private readonly planRoute: Pick<PlanRoute, 'execute'> & Partial<Pick<PlanRoute, 'prepare'>>,
    private readonly geolocation: GeolocationService,
    private readonly crewOrder: Pick<KeptCrewOrder, 'read' | 'save'>,
    private readonly speed: Pick<RoadSpeed, 'current' | 'set'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly scheduler: Scheduler,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    this.pinned = crewOrder.read();
    this.speedKmPerHour = speed.current();
    this.speedText = String(this.speedKmPerHour);
    // A position and a planned route are replaced whole, never changed in place: held by reference.
    makeAutoObservable<RoadRouteViewModel, 'day' | 'planRoute' | 'crewOrder' | 'speed' | 'clock' | 'scheduler' | 'plans' | 'shownPlan' | 'stopWatching' | 'stopFollowing' | 'stopTicking' | 'log'>(this, {
      day: false,
      planRoute: false,
      crewOrder: false,
      speed: false,
      clock: false,
      scheduler: false,
      plans: false,
      shownPlan: false,
      stopWatching: false,
      stopFollowing: false,
      stopTicking: false,
      log: false,
      position: observableRef,
      route: observableRef,
      pinned: observableRef,
    });
  }

  /**
   * Watches the position and replans whenever what the plan is made of changes: the day's stops
   * shown (a reload, a finish, the other teams' switch), their durations, the business's zone,
   * the visits started or closed on the device; and once a minute, for the clock.
   */
  start(): void {
    this.planRoute.prepare?.();
    this.stopFollowing = reaction(
      () => ({ stops: this.stops, started: this.startedIn(this.stops) }),
      () => void this.recompute(),
      // Another answer that changes nothing of the stops (no visit started after all, the same
      // durations again) plans nothing again, nor draws the day again.
      { equals: (a, b) => sameStops(a.stops, b.stops) && a.started.join() === b.started.join() },
    );
    this.stopWatching = this.geolocation.watch({
      onPosition: (position) => void this.onPosition(position),
      onError: (failure) => runInAction(() => (this.geolocationError = geolocationErrorText(failure))),
    });
    this.stopTicking = this.scheduler.every(REPLAN_EVERY_MS, () => void this.recompute());
  }

  stop(): void {
    this.stopWatching?.();
    this.stopFollowing?.();
    this.stopTicking?.();
  }

  private async onPosition(position: Position): Promise<void> {
    runInAction(() => {
      this.position = position;
      this.geolocationError = null;
    });
    await this.recompute();
  }

  /**
   * The stops planned: the clients shown that have coordinates and whose visit is not closed on this
   * device (a finish or cancel waiting to be sent), each with its booked time in the business's
   * zone and its minutes on site. A visit under way has no booked time left to keep.
   */
  get stops(): RoadStop[] {
    const { timeZone, serviceMinutes, pending } = this.day;
    const stops: RoadStop[] = [];
    for (const client of this.day.visibleClients) {
      if (!isMappable(client)) continue;
      const queued = pending.get(client.clientId);
      if (queued === 'finish' || queued === 'cancel') continue;
      stops.push({
        ...client,
        id: client.clientId,
        latitude: client.address.latitude,
        longitude: client.address.longitude,
        bookedAt: this.day.isStarted(client.clientId) ? null : bookedMinutes(client.visitAt, timeZone),
        serviceMinutes: serviceMinutes.get(client.clientId) ?? null,
      });
    }
    return stops;
  }

  /** The stops whose visit is under way (the crew is there), by client id. */
  private startedIn(stops: readonly RoadStop[]): string[] {
    return stops.filter((s) => this.day.isStarted(s.clientId)).map((s) => s.clientId);
  }

  /** Visits under way first, then the crew's pins. */
  private pinsFor(stops: readonly RoadStop[]): string[] {
    return [...this.startedIn(stops), ...this.pinned.filter((id) => !this.day.isStarted(id))];
  }

  setUseStoredOrder(useStored: boolean): void {
    this.useStoredOrder = useStored;
    void this.recompute();
  }

  /**
   * Plans the day from the position (the first stop's place while none is known) and now, and asks
   * for the route; a route failure is only logged. The plan may come from a worker, in its own
   * time: an answer overtaken by a later plan (a new position, the toggle, the day changed) is dropped.
   */
  async recompute(): Promise<void> {
    const plan = ++this.plans;
    const stops = this.stops;
    const origin = this.position ?? stops[0] ?? null;
    if (!origin) {
      runInAction(() => (this.route = null));
      return;
    }
    let planned: Result<RoadPlan, never>;
    try {
      planned = await this.planRoute.execute(origin, stops, {
        useStoredOrder: this.useStoredOrder,
        startAt: this.clock.now().epochMilliseconds / 60_000,
        pinned: this.pinsFor(stops),
        speedKmPerHour: this.speedKmPerHour,
      });
    } catch (error) {
      // The planner's code could not be loaded (offline, never fetched): the list must not wait for it.
      this.log(`Route planning failed: ${error instanceof Error ? error.message : String(error)}`);
      runInAction(() => (this.planFailed = true));
      return;
    }
    runInAction(() => {
      this.planFailed = false;
      if (!planned.ok || plan <= this.shownPlan || (plan !== this.plans && this.hasPlannedStops)) return;
      this.shownPlan = plan;
      this.route = planned.value;
      if (planned.value.directionsFailure) this.log(`Route computation failed: ${JSON.stringify(planned.value.directionsFailure)}`);
    });
  }

  /** Whether a plan with stops is shown (one planned from the position before the day answered has none). */
  get hasPlannedStops(): boolean {
    return (this.route?.stops.length ?? 0) > 0;
  }

  /**
   * Whether the day's stops wait for their first plan: the list shows them once in visiting order
   * rather than as they came and then again (a long day's plan takes a slow phone a second).
   */
  get awaitingOrder(): boolean {
    return !this.planFailed && !this.hasPlannedStops && this.stops.length > 0;
  }

  // ---- the crew's order ----

  /** The crew may change the order: the app's order is shown (not the stored one). */
  get canReorder(): boolean {
    return this.canReorderIn(this.route);
  }

  /**
   * The same, for a plan the screen still shows (the list draws a new plan in a deferred render,
   * from the plan it is given, not from the latest one).
   */
  canReorderIn(route: RoadPlan | null): boolean {
    return !this.useStoredOrder && route !== null;
  }

  isPinned(clientId: string): boolean {
    return this.pinned.includes(clientId) && !this.day.isStarted(clientId);
  }

  /** Whether the stop can move up: it is planned, not first, not under way, and the stop above is not under way. */
  canMoveUp(clientId: string, route = this.route): boolean {
    const { ids, places } = planIndex(route);
    const i = places.get(clientId) ?? -1;
    return this.canReorderIn(route) && i > 0 && !this.day.isStarted(clientId) && !this.day.isStarted(ids[i - 1]!);
  }

  canMoveDown(clientId: string, route = this.route): boolean {
    const { ids, places } = planIndex(route);
    const i = places.get(clientId) ?? -1;
    return this.canReorderIn(route) && i >= 0 && i < ids.length - 1 && !this.day.isStarted(clientId);
  }

  /** "Visit next": the stop right after the visits under way. */
  visitNext(clientId: string): void {
    this.setPins(visitNext(this.pinned, clientId));
  }

  moveUp(clientId: string): void {
    this.move(clientId, -1);
  }

  moveDown(clientId: string): void {
    this.move(clientId, 1);
  }

  unpin(clientId: string): void {
    this.setPins(unpin(this.pinned, clientId));
  }

  /** Every pin off: the app orders the whole day again. */
  resetOrder(): void {
    this.setPins([]);
  }

  private move(clientId: string, by: -1 | 1): void {
    if (!(by < 0 ? this.canMoveUp(clientId) : this.canMoveDown(clientId))) return;
    const order = moveStop(planIndex(this.route).ids, clientId, by);
    if (order) this.setPins(order.filter((id) => !this.day.isStarted(id)));
  }

  private setPins(pins: readonly string[]): void {
    this.pinned = pinsInDay(pins, new Set(this.day.clients.map((c) => c.clientId)));
    this.crewOrder.save(this.pinned);
    void this.recompute();
  }

  // ---- the speed ----

  setSpeedText(text: string): void {
    this.speedText = text;
    this.speedInvalid = false;
  }

  /** Keeps the speed typed (whole km/h within the limits) and plans with it; another text is refused and says so. */
  commitSpeed(): void {
    const text = this.speedText.trim();
    const kept = /^\d+$/.test(text) ? this.speed.set(Number(text)) : null;
    if (!kept?.ok) {
      this.speedInvalid = true;
      return;
    }
    this.speedInvalid = false;
    if (kept.value === this.speedKmPerHour) return;
    this.speedKmPerHour = kept.value;
    void this.recompute();
  }

  // ---- what the screen shows ----

  /** The stop's booked time, expected arrival and lateness in `route` (the latest plan's by default), in the business's zone. */
  timesOf(client: RoadClient, route = this.route): StopTimes {
    const zone = this.day.timeZone;
    const visit = planIndex(route).visits.get(client.clientId);
    const booked = bookedMinutes(client.visitAt, zone);
    return {
      bookedAt: booked === null ? null : zoned(booked, zone),
      arrivalAt: visit ? zoned(visit.arrivalAt, zone) : null,
      lateMinutes: visit ? lateShown(visit) : 0,
    };
  }

  /**
   * When to set off for the first visit and when it is booked, in the business's zone; null when
   * that is now (a minute or less away), or while the position is unknown (the plan starts at the
   * first stop's door then).
   */
  get leaving(): { readonly at: Temporal.ZonedDateTime; readonly bookedAt: Temporal.ZonedDateTime } | null {
    const route = this.route;
    const first = route?.plan.visits[0];
    if (!route || !first || !this.position) return null;
    const bookedAt = this.timesOf(first.stop).bookedAt;
    const now = this.clock.now().epochMilliseconds / 60_000;
    return bookedAt && route.leaveAt - now >= 1 ? { at: zoned(route.leaveAt, this.day.timeZone), bookedAt } : null;
  }

  /** Whether any stop planned has a booked time to keep (else there is no lateness to speak of). */
  get hasBookedTimes(): boolean {
    return (this.route?.plan.visits ?? []).some((visit) => visit.stop.bookedAt !== null);
  }

  /** How many stops the plan reaches late, and by how many minutes in all (each counted as shown). */
  get lateness(): { readonly stops: number; readonly minutes: number } {
    let stops = 0;
    let minutes = 0;
    for (const visit of this.route?.plan.visits ?? []) {
      const late = lateShown(visit);
      if (late > 0) {
        stops++;
        minutes += late;
      }
    }
    return { stops, minutes };
  }

  /**
   * The clients whose address was placed only roughly: on one point with other addresses (offline,
   * a street the geocoder does not know lands on its city's centre). The screen says so.
   */
  get roughlyPlaced(): ReadonlySet<string> {
    return approximatelyPlaced(this.stops.map((s) => ({ id: s.clientId, address: s.address?.description ?? '', latitude: s.latitude, longitude: s.longitude })));
  }

  /** The markers in visiting order, rough ones marked so. */
  get markers(): MapMarker[] {
    const rough = this.roughlyPlaced;
    return (this.route?.stops ?? []).map((s, i) => ({
      id: s.clientId,
      order: i + 1,
      label: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      approximate: rough.has(s.clientId),
    }));
  }

  /**
   * Clients in visiting order, then those not planned (without coordinates, or closed on the
   * device); a leader's own teams' stops first, the others (when shown) after them.
   */
  get orderedClients(): RoadClient[] {
    const ordered = this.route?.stops ?? [];
    const ids = new Set(ordered.map((s) => s.clientId));
    const all = [...ordered, ...this.day.visibleClients.filter((c) => !ids.has(c.clientId))];
    const { own, others } = ownStopsFirst(all, this.day.ownTeams);
    return [...own, ...others];
  }
}
