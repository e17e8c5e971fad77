// The scheduling constants of the specification (001 sections 4, 5 and 9), in one place.
export const SCHEDULING_LIMITS = {
  /** Recurrences generate dates from today up to (not including) the same date one year later. */
  horizonYears: 1,
  /** The schedule time when none is chosen: 08:00. */
  defaultHour: 8,
  defaultMinute: 0,
  /** New client: a date conflicts with a task starting less than 2 h 15 min away. */
  newClientWindowMinutes: 135,
  /** Existing client: less than 30 min plus the client's service duration away. */
  existingClientBaseWindowMinutes: 30,
  /** The visit's length when the client has no service duration (ours, see the use-case page). */
  defaultVisitMinutes: 60,
  /** Every task occupies this much travel time before its start and after its end. */
  bufferMinutes: 42,
  /** Automatic adjustment moves a date forward in steps of this many minutes... */
  stepMinutes: 15,
  /** ...inside the business day, 08:00 to 18:00 local time (the visit must end by 18:00)... */
  dayStartMinute: 8 * 60,
  dayEndMinute: 18 * 60,
  /** ...and gives up after this many candidate slots. */
  maxTries: 1000,
  /** Manual adjustment proposes up to this many slots before and after a conflicting date. */
  suggestionsEachSide: 3,
} as const;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
