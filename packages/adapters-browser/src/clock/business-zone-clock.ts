// The clock the app's use cases receive: the device's time, in the business's zone once it is kept
// for the session (SessionTimeZone), so that "today", the next working day, recurrences and moves
// are the business's whatever the device's zone; the device's zone before it is known,
// and where there is no business's (a freelancer).
import type { Clock, KeptTimeZone } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { SystemClock } from './system-clock';

export class BusinessZoneClock implements Clock {
  constructor(
    private readonly kept: Pick<KeptTimeZone, 'zone'>,
    private readonly device: Clock = new SystemClock(),
  ) {}

  now(): Temporal.Instant {
    return this.device.now();
  }

  timeZone(): string {
    return this.kept.zone() ?? this.device.timeZone();
  }
}
