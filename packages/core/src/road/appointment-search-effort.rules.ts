// How hard the appointment-order search works by default (appointment-order-search.rules.ts), by the day's size.

/**
 * Above this many stops a day is long (a leader's whole business on the road): it gets one
 * descent from the best of fewer starts, with no far moves and no kicks, so that hundreds of stops
 * are planned within a second on a slow phone; the order is a good one, not the best the search
 * could find with time.
 */
export const LONG_DAY_STOPS = 150;
/** Up to this many stops, the near moves reach most of the day and far moves seldom find more than their cost. */
const NEAR_DAY_STOPS = 40;
/** Above this many stops, one start: a descent with far moves costs as much as a hundred kicks there. */
const TWO_STARTS_UP_TO = 75;
/** Starts improved by default: two (on the bench's days a third never gave a better order), one above 75 stops. */
export const appointmentStartsFor = (stops: number): number => (stops <= TWO_STARTS_UP_TO ? 2 : 1);
/**
 * Kicks by default: as many as the time goals allow, 30 stops in 30 ms and 100 in 250 ms on the
 * page's thread of Chromium slowed 4x (the web bench), with a little to spare. Above 40 stops, the
 * far moves leave fewer for kicks to find.
 */
export const appointmentKicksFor = (stops: number): number => (stops <= NEAR_DAY_STOPS ? 16 : stops <= LONG_DAY_STOPS ? Math.min(70, 2 * stops) : 0);
/** Whether whole descents try the far moves by default (see appointment-order-search.rules.ts). */
export const appointmentFarMovesFor = (stops: number): boolean => stops > NEAR_DAY_STOPS && stops <= LONG_DAY_STOPS;
