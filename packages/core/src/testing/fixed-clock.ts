// A clock that says what the test tells it to.
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../shared/clock.port';

export class FixedClock implements Clock {
  private instant: Temporal.Instant;
  constructor(
    iso = '2026-03-02T11:00:00Z',
    private readonly zone = 'America/Sao_Paulo',
  ) {
    this.instant = Temporal.Instant.from(iso);
  }
  now(): Temporal.Instant {
    return this.instant;
  }
  timeZone(): string {
    return this.zone;
  }
  set(iso: string): void {
    this.instant = Temporal.Instant.from(iso);
  }
  advance(duration: Temporal.DurationLike): void {
    this.instant = this.instant.add(duration);
  }
}
