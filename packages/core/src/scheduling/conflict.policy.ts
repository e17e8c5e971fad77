// The two conflict rules of the specification (001 section 5) and the length of the new visit.
// A new client's date conflicts with a team task starting less than 2 h 15 min away; an existing
// client's, with one less than 30 min plus the client's service duration away.
import type { IsoWeekday } from '../shared/weekday';
import { SCHEDULING_LIMITS } from './scheduling.limits';

export interface ConflictPolicy {
  /** `new` while adding a client, `existing` when adding dates to a client that already exists. */
  readonly client: 'new' | 'existing';
  /** The client's service duration in minutes; null, undefined or 0 when it was not given. */
  readonly serviceMinutes?: number | null;
}

/** Where and how the new visits are placed: the conflict rule plus the business's calendar. */
export interface PlacementRules extends ConflictPolicy {
  readonly timeZone: string;
  readonly closedDays: readonly IsoWeekday[];
}

/** The length of a visit: the service duration when one was given (> 0), else one hour. */
export function visitMinutes(serviceMinutes: number | null | undefined): number {
  return serviceMinutes !== null && serviceMinutes !== undefined && serviceMinutes > 0 ? serviceMinutes : SCHEDULING_LIMITS.defaultVisitMinutes;
}

/** How close (in minutes, exclusive) a task's start may come before the date conflicts with it. */
export function conflictWindowMinutes(policy: ConflictPolicy): number {
  return policy.client === 'new'
    ? SCHEDULING_LIMITS.newClientWindowMinutes
    : SCHEDULING_LIMITS.existingClientBaseWindowMinutes + visitMinutes(policy.serviceMinutes);
}

/**
 * The one definition of "within" used everywhere: a task starting at `taskStartMs` conflicts with
 * a date at `dateMs` when they are strictly less than the window apart. Exactly the window apart
 * (2 h 15 min for a new client) is not a conflict.
 */
export const isWithinWindow = (dateMs: number, taskStartMs: number, windowMs: number): boolean => Math.abs(taskStartMs - dateMs) < windowMs;
