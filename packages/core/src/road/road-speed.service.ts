// The speed the road plans with where no driving times are known (plan-the-road.md): the
// straight-line distance at this speed. The business sets its own on the road screen; until then
// DEFAULT_SPEED_KM_PER_HOUR.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { DEFAULT_SPEED_KM_PER_HOUR } from './appointment-day.rules';
import type { RoadSpeedStore } from './road-speed.port';

/** Whole km/h a business may set: walking pace to a motorway's (beyond, a typing slip). */
export const ROAD_SPEED_LIMITS = { minKmPerHour: 3, maxKmPerHour: 120 } as const;

export interface RoadSpeedInvalid {
  readonly code: 'ROAD_SPEED_INVALID';
}

export const isRoadSpeed = (value: number): boolean => Number.isInteger(value) && value >= ROAD_SPEED_LIMITS.minKmPerHour && value <= ROAD_SPEED_LIMITS.maxKmPerHour;

export class RoadSpeed {
  constructor(
    private readonly store: RoadSpeedStore,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** The business's speed, km/h: its own when it set one (and it is still valid), else the default. */
  current(): number {
    const context = businessContext(this.sessions);
    const kept = context.ok ? this.store.load(context.value.ownerId) : null;
    return kept !== null && isRoadSpeed(kept) ? kept : DEFAULT_SPEED_KM_PER_HOUR;
  }

  /** Keeps the business's speed on the device; a speed outside the limits is refused. */
  set(kmPerHour: number): Result<number, RoadSpeedInvalid | NotSignedIn> {
    if (!isRoadSpeed(kmPerHour)) return err({ code: 'ROAD_SPEED_INVALID' });
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    this.store.save(context.value.ownerId, kmPerHour);
    return ok(kmPerHour);
  }
}
