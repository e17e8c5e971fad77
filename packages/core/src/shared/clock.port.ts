// The current time, behind a port so that use cases and tests control "now".
import type { Temporal } from 'temporal-polyfill';

export interface Clock {
  now(): Temporal.Instant;
  /**
   * The IANA zone every "today" and local time is computed in: the business's (the app's clock
   * answers it once found for the session), the device's where there is no business's.
   */
  timeZone(): string;
}
