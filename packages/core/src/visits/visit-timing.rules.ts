// When a visit of the day needs the owner's eye: late (not started some minutes after its booked
// time) or running over (started, and on site longer than its client's service duration plus
// those minutes). The minutes are the business's margin (LateMargin): a crew a few minutes behind
// is not news. Both count whole minutes, so that exactly the margin is on time and one more is not.
import { dayKeyParts, epochDay } from '../shared/day-key';

/** A moment of the business's local time: its day (yyyymmdd) and minute since local midnight. */
export interface LocalMoment {
  readonly day: number;
  readonly minute: number;
}

/** What a mark says: the visit has not started in time, or has run past its length. */
export type VisitMarkKind = 'late' | 'over';

const MINUTE_MS = 60_000;
const epochMinute = ({ day, minute }: LocalMoment) => {
  const { year, month, day: date } = dayKeyParts(day);
  return epochDay(year, month, date) * 1440 + minute;
};

/** Whole minutes from a booked local time to now (negative before it). */
export const minutesPast = (booked: LocalMoment, now: LocalMoment): number => epochMinute(now) - epochMinute(booked);

/**
 * How late a visit not started yet is, in minutes past its booked time; null while it is within
 * the margin (exactly `marginMinutes` past is not late, one more is).
 */
export function lateBy(booked: LocalMoment, now: LocalMoment, marginMinutes: number): number | null {
  const past = minutesPast(booked, now);
  return past > marginMinutes ? past : null;
}

/**
 * How far past its length a visit under way is, in whole minutes on site beyond its length (the
 * client's service duration, which the caller gives, an hour when the client has none: the
 * scheduling's visitMinutes); null while the time on site is within the length plus the margin
 * (exactly that is not over, one more minute is).
 */
export function overBy(startedAtMs: number, visitMinutes: number, nowMs: number, marginMinutes: number): number | null {
  const onSite = Math.floor((nowMs - startedAtMs) / MINUTE_MS);
  const over = onSite - visitMinutes;
  return over > marginMinutes ? over : null;
}
