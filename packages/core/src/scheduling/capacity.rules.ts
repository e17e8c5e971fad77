// A team's capacity on a day, and the warning before booking it past that. The capacity is the
// hours the business is open that day less the share it keeps free for what nobody planned (a
// visit running long, a call-out, the traffic): open × (1 − reserve). Each visit not cancelled
// books its client's service duration, an hour when the client has none. Booking up to the
// capacity is fine; one minute past it warns, and so does anything booked on a day the business
// is closed. It is a warning, never a refusal: the person may still go on.
import type { Temporal } from 'temporal-polyfill';
import type { BusinessHours } from '../business/business-hours';
import type { TeamClientVisits } from '../clients/client.entity';
import { dayKeyOf } from '../shared/day-key';
import { compareText } from '../shared/text-order';
import type { IsoWeekday } from '../shared/weekday';
import { visitMinutes } from './conflict.policy';
import { openMinutesOn } from './open-hours.rules';

/** The share of the open hours kept free when the business has not chosen one. */
export const DEFAULT_RESERVE_PERCENT = 15;
/** The reserve is a whole percent from 0 to this. */
export const MAX_RESERVE_PERCENT = 50;

export const isReservePercent = (percent: number): boolean => Number.isInteger(percent) && percent >= 0 && percent <= MAX_RESERVE_PERCENT;

/** The minutes a team may book on a day open `openMinutes`, the reserve kept free (to the minute). */
export const capacityMinutes = (openMinutes: number, reservePercent: number): number => Math.round((openMinutes * (100 - reservePercent)) / 100);

/** Past the capacity: one minute more than it (on a closed day, any minute at all). */
export const isOverCapacity = (bookedMinutes: number, capacity: number): boolean => bookedMinutes > capacity;

/** The minutes a team has booked per day (yyyymmdd): its visits not cancelled, each its client's duration. */
export type DayBookings = ReadonlyMap<number, number>;

/**
 * What a team has booked each day, from its visits as the team-visits call gives them: every
 * client's, the finished ones too (they took that day's time), the cancelled ones not.
 */
export function teamDayBookings(teamVisits: readonly TeamClientVisits[]): DayBookings {
  const booked = new Map<number, number>();
  for (const client of teamVisits) {
    const minutes = visitMinutes(client.serviceMinutes);
    for (const visit of client.visits) {
      if (visit.status === 'cancelled') continue;
      const day = dayKeyOf(visit.start);
      booked.set(day, (booked.get(day) ?? 0) + minutes);
    }
  }
  return booked;
}

/** A visit a change would book: its day (the business's) and its length in minutes. */
export interface BookingAddition {
  readonly day: Temporal.PlainDate;
  readonly minutes: number;
}

/** One team's change: what it has booked, and the visits the change adds. */
export interface TeamBookingChange {
  readonly teamId: string;
  readonly teamName: string;
  readonly booked: DayBookings;
  readonly additions: readonly BookingAddition[];
}

export interface CapacityWarning {
  readonly teamId: string;
  readonly teamName: string;
  readonly day: Temporal.PlainDate;
  /** Booked that day once the change is made. */
  readonly bookedMinutes: number;
  readonly capacityMinutes: number;
  /** The hours the business is open that day; 0 when it is closed. */
  readonly openMinutes: number;
  readonly reservePercent: number;
}

/** How far past the capacity a warning's day would be. */
export const minutesOver = (warning: Pick<CapacityWarning, 'bookedMinutes' | 'capacityMinutes'>): number => warning.bookedMinutes - warning.capacityMinutes;

/**
 * The days a change would book a team past its capacity, by day then team. Only the days the
 * change adds to are looked at (a day over already and left alone is not this change's doing).
 * A business with no working hours at all has nothing to measure against: no warning.
 */
export function capacityWarnings(changes: readonly TeamBookingChange[], hours: BusinessHours | null, reservePercent: number): CapacityWarning[] {
  if (!hours || hours.workingHours.length === 0) return [];
  const warnings: CapacityWarning[] = [];
  for (const change of changes) {
    const added = new Map<number, { day: Temporal.PlainDate; minutes: number }>();
    for (const addition of change.additions) {
      const key = dayKeyOf(addition.day);
      const entry = added.get(key);
      if (entry) entry.minutes += addition.minutes;
      else added.set(key, { day: addition.day, minutes: addition.minutes });
    }
    for (const [key, { day, minutes }] of added) {
      const bookedMinutes = (change.booked.get(key) ?? 0) + minutes;
      const openMinutes = openMinutesOn(hours, day.dayOfWeek as IsoWeekday);
      const capacity = capacityMinutes(openMinutes, reservePercent);
      if (isOverCapacity(bookedMinutes, capacity)) warnings.push({ teamId: change.teamId, teamName: change.teamName, day, bookedMinutes, capacityMinutes: capacity, openMinutes, reservePercent });
    }
  }
  return warnings.sort((a, b) => dayKeyOf(a.day) - dayKeyOf(b.day) || compareText(a.teamName, b.teamName));
}
