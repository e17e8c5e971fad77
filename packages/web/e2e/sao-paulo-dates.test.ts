import { afterEach, describe, expect, it, vi } from 'vitest';
import { weeklyVisitCount } from './sao-paulo-dates';

afterEach(() => vi.useRealTimers());

/** Monday 7 December 2026 in São Paulo (UTC-3) at this time of day. */
const mondayAt = (hhmm: string) => new Date(`2026-12-07T${hhmm}:00-03:00`);

describe('weeklyVisitCount', () => {
  it('counts today on its weekday only while the visit time is still ahead, as the add-client screen plans', () => {
    vi.useFakeTimers();
    // 7 Dec 2026 to 6 Dec 2027: 53 Mondays; from 14 Dec: 52.
    vi.setSystemTime(mondayAt('08:59'));
    expect(weeklyVisitCount(1, 9 * 60)).toBe(53);
    vi.setSystemTime(mondayAt('09:00'));
    expect(weeklyVisitCount(1, 9 * 60)).toBe(53);
    vi.setSystemTime(mondayAt('09:01'));
    expect(weeklyVisitCount(1, 9 * 60)).toBe(52);
  });

  it('counts from the next such weekday on any other day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(mondayAt('08:00'));
    // Tuesdays from 8 Dec 2026 to 30 Nov 2027.
    expect(weeklyVisitCount(2, 9 * 60)).toBe(52);
  });
});
