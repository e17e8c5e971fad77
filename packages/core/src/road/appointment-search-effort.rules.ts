// How hard the appointment-order search works by default (appointment-order-search.rules.ts), by the day's size.

/**
 * Above this many stops a day is long (a leader's whole business on the road): it gets one
 * descent from the best of fewer starts, and no kicks, so that hundreds of stops are planned
 * within a second on a slow phone; the order is a good one, not the best the search could find
 * with time.
 */
export const LONG_DAY_STOPS = 150;
/**
 * Starts improved by default: on the bench's days, a descent from another good start gains more
 * than the same time spent on kicks up to about 40 stops; above, kicks gain more.
 */
export const appointmentStartsFor = (stops: number): number => (stops <= 40 ? 3 : stops <= LONG_DAY_STOPS ? 2 : 1);
/**
 * Kicks by default: as many as the time goals allow (30 stops in 7.5 ms, 100 in 62.5 ms, at 1x on
 * the bench's machine), each taking the lateness a little closer to what a long run finds.
 */
export const appointmentKicksFor = (stops: number): number => (stops <= 40 ? 20 : stops <= LONG_DAY_STOPS ? Math.min(200, 2 * stops) : 0);
