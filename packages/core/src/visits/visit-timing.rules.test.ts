import { describe, expect, it } from 'vitest';
import { lateBy, minutesPast, overBy } from './visit-timing.rules';

const DAY = 20261206;
const at = (minute: number, day = DAY) => ({ day, minute });
const MINUTE = 60_000;
const START = Date.UTC(2026, 11, 6, 12, 0);

describe('a visit not started: late once its booked time is more than the margin behind', () => {
  it('exactly the margin past is not late, one minute more is, by the minutes past its time', () => {
    expect(lateBy(at(9 * 60), at(9 * 60 + 10), 10)).toBeNull();
    expect(lateBy(at(9 * 60), at(9 * 60 + 11), 10)).toBe(11);
    expect(lateBy(at(9 * 60), at(8 * 60), 10)).toBeNull();
  });

  it('with no margin, late the minute after its time', () => {
    expect(lateBy(at(9 * 60), at(9 * 60), 0)).toBeNull();
    expect(lateBy(at(9 * 60), at(9 * 60 + 1), 0)).toBe(1);
  });

  it('counts the minutes across midnight and across a month', () => {
    expect(minutesPast(at(23 * 60 + 55, 20261130), at(5, 20261201))).toBe(10);
    expect(lateBy(at(23 * 60 + 55, 20261130), at(6, 20261201), 10)).toBe(11);
    expect(lateBy(at(9 * 60, DAY + 1), at(23 * 60), 10)).toBeNull();
  });
});

describe('a visit under way: running over once on site longer than its duration plus the margin', () => {
  it('exactly the duration and margin is not over, one minute more is, by the minutes past the duration', () => {
    expect(overBy(START, 150, START + (150 + 10) * MINUTE, 10)).toBeNull();
    expect(overBy(START, 150, START + (150 + 10) * MINUTE + 59_999, 10)).toBeNull();
    expect(overBy(START, 150, START + (150 + 11) * MINUTE, 10)).toBe(11);
  });


  it('is not over before its start (a device clock behind the one that started it)', () => {
    expect(overBy(START, 30, START - 5 * MINUTE, 0)).toBeNull();
  });
});
