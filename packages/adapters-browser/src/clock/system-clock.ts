// The device's clock and time zone.
import type { Clock } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';

export class SystemClock implements Clock {
  now(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(Date.now());
  }
  /**
   * The device's zone, from Temporal: a browser's own answers at once, where a first
   * `Intl.DateTimeFormat()` would pay the locale's start-up during the screen's first render.
   */
  timeZone(): string {
    return Temporal.Now.timeZoneId();
  }
}
