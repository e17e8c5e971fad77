// The current time, behind a port so that use cases and tests control "now".
import type { Temporal } from 'temporal-polyfill';

export interface Clock {
  now(): Temporal.Instant;
  /** IANA time zone of the person using the app (the business's zone for scheduling). */
  timeZone(): string;
}
