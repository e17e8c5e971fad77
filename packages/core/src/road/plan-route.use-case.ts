// The road screen's route (spec decision 12, plan-the-road.md): the day's stops in the order that
// keeps their booked times first and drives least after that, from the current position and now
// (the crew's pins first), or in the stored order when the person keeps it; each visit's expected
// arrival, wait and lateness; the driving directions through them; and how much shorter the
// order is than the stored one. The plan is worked out by the StopOrdering given (off the page's
// thread in the web app, planStops on the caller's thread elsewhere).
//
// Driving minutes: where the directions service gives a leg's time, the visits shown are timed with
// it at once, and the legs between stops are remembered, so that the next plans (a new position,
// a finished visit) order the day with them; every other leg is the straight line at the
// business's speed.
import type { Directions, DirectionsService, GeoPoint, MapsFailure } from '../maps/maps.port';
import { ok, type Result } from '../shared/result';
import { leavingInTime, retimeAlong, type AppointmentOrder, type BookedStop } from './appointment-order.rules';
import { haversineMetres } from './great-circle.rules';
import { planOf, type KnownLeg } from './road-plan.rules';
import type { StopOrdering } from './stop-ordering.port';

export interface PlannedRoute<T extends BookedStop> {
  /** The stops in visiting order. */
  readonly stops: readonly T[];
  /** Each visit timed: arrival, wait, lateness (with the driving minutes once known); the first visit reached at its booked time, not waited for. */
  readonly plan: AppointmentOrder<T>;
  /** When to set off, epoch minutes: now, or later when the first visit is booked later than it can be reached. */
  readonly leaveAt: number;
  /** Great-circle metres of the order chosen. */
  readonly orderedMetres: number;
  /** Great-circle metres of the stored order. */
  readonly storedMetres: number;
  /** Metres the order chosen saves over the stored order (0 or more). */
  readonly savingMetres: number;
  /** The driving route, or null when the directions service failed (only logged, 001 section 8). */
  readonly directions: Directions | null;
  readonly directionsFailure: MapsFailure | null;
}

export interface PlanRouteOptions {
  /** Keep the stored order (the server's) instead of ordering the stops. */
  readonly useStoredOrder: boolean;
  /** Now, epoch minutes. */
  readonly startAt: number;
  /** Ids of the stops pinned to come first, in order. */
  readonly pinned: readonly string[];
  /** The straight-line speed where no driving minutes are known. */
  readonly speedKmPerHour: number;
}

/** The same route is not asked again for a position that moved less than this (metres). */
export const DIRECTIONS_REUSE_METRES = 50;
/** Driving legs remembered at most (then forgotten all at once). */
const DRIVING_LEGS_KEPT = 20_000;

/** Driving minutes between stops, as directions services gave them, by the stops' ids. */
class DrivingTimes {
  private readonly minutes = new Map<string, number>();

  remember(stops: readonly BookedStop[], legMinutes: readonly (number | null)[]): void {
    if (this.minutes.size > DRIVING_LEGS_KEPT) this.minutes.clear();
    for (let i = 1; i < stops.length; i++) {
      const minutes = legMinutes[i];
      if (minutes !== null && minutes !== undefined) this.minutes.set(`${stops[i - 1]!.id}\n${stops[i]!.id}`, minutes);
    }
  }

  /** The legs known between these stops (points numbered as the plan numbers them: stop i is i + 1). */
  among(stops: readonly BookedStop[]): KnownLeg[] {
    if (this.minutes.size === 0) return [];
    const node = new Map(stops.map((s, i) => [s.id, i + 1]));
    const legs: KnownLeg[] = [];
    for (const [key, minutes] of this.minutes) {
      const cut = key.indexOf('\n');
      const from = node.get(key.slice(0, cut));
      const to = node.get(key.slice(cut + 1));
      if (from !== undefined && to !== undefined) legs.push({ from, to, minutes });
    }
    return legs;
  }
}

/** Each leg's driving minutes, when the route has one leg a stop and the service timed them. */
function legMinutesOf(directions: Directions, stops: number): (number | null)[] {
  if (directions.legs.length !== stops) return [];
  return directions.legs.map((leg) => (leg.durationSeconds === null ? null : leg.durationSeconds / 60));
}

export class PlanRoute {
  private readonly driving = new DrivingTimes();
  private lastRoute: { readonly key: string; readonly origin: GeoPoint; readonly answer: Result<Directions, MapsFailure> } | null = null;

  constructor(
    private readonly directions: DirectionsService,
    private readonly ordering: StopOrdering,
  ) {}

  /** Gets the planner ready while the day loads (the web app's worker starts loading). */
  prepare(): void {
    this.ordering.prepare?.();
  }

  async execute<T extends BookedStop>(origin: GeoPoint, stops: readonly T[], options: PlanRouteOptions): Promise<Result<PlannedRoute<T>, never>> {
    const figures = await this.ordering.plan({
      start: origin,
      startAt: options.startAt,
      stops,
      pinned: options.pinned,
      speedKmPerHour: options.speedKmPerHour,
      knownLegs: this.driving.among(stops),
      asGiven: options.useStoredOrder,
    });
    let plan = planOf(stops, options.startAt, figures);
    const chosen = plan.visits.map((visit) => visit.stop);
    const base = {
      stops: chosen,
      orderedMetres: plan.distanceMetres,
      storedMetres: figures.givenMetres,
      savingMetres: Math.max(0, figures.givenMetres - plan.distanceMetres),
    };
    if (chosen.length === 0) return ok({ ...base, plan, leaveAt: options.startAt, directions: null, directionsFailure: null });
    const route = await this.routeThrough(origin, chosen);
    if (route.ok) {
      const legs = legMinutesOf(route.value, chosen.length);
      if (legs.some((minutes) => minutes !== null)) {
        this.driving.remember(chosen, legs);
        plan = retimeAlong(plan, options.startAt, legs);
      }
    }
    return ok({ ...base, ...leavingInTime(plan, options.startAt), directions: route.ok ? route.value : null, directionsFailure: route.ok ? null : route.error });
  }

  /**
   * The driving route through the stops in order: the last one again when the order is the same and
   * the position moved only a little (a phone reports every few seconds; the route is the same).
   */
  private async routeThrough(origin: GeoPoint, stops: readonly BookedStop[]): Promise<Result<Directions, MapsFailure>> {
    const key = stops.map((s) => `${s.id}@${s.latitude},${s.longitude}`).join('\n');
    const last = this.lastRoute;
    if (last && last.answer.ok && last.key === key && haversineMetres(last.origin, origin) < DIRECTIONS_REUSE_METRES) return last.answer;
    const answer = await this.directions.directions({ origin, stops });
    this.lastRoute = { key, origin, answer };
    return answer;
  }
}
