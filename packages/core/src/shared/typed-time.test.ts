import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { readTypedTime } from './typed-time';

const at = (hour: number, minute = 0) => Temporal.PlainTime.from({ hour, minute });

describe('readTypedTime', () => {
  it.each([
    ['14:30', at(14, 30)],
    ['0:00', at(0)],
    ['23:59', at(23, 59)],
    ['2:30 PM', at(14, 30)],
    ['2:30pm', at(14, 30)],
    ['02:30 p.m.', at(14, 30)],
    ['2 PM', at(14)],
    ['12:00 AM', at(0)],
    ['12:00 PM', at(12)],
    ['11:59 PM', at(23, 59)],
    ['1:00 am', at(1)],
    ['14h30', at(14, 30)],
  ])('%s is %s', (text, time) => expect(readTypedTime(text)?.equals(time)).toBe(true));

  it.each(['24:00', '13:00 PM', '0:30 AM', '2:60', '2', 'noon', '', '14:3'])('%j is no time', (text) => expect(readTypedTime(text)).toBeNull());
});
