// The device's clock and time zone.
import type { Clock } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';

export class SystemClock implements Clock {
  now(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(Date.now());
  }
  timeZone(): string {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
}
