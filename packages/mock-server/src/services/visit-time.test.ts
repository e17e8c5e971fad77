import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { localDateOf, readWireDate, readWireEntry, toWireDate, toWireTime } from './visit-time';

/** The time of a schedule entry sent with these hour, minute and meridian (on a real date); null when the entry is refused. */
const readWireTime = (hour: unknown, minute: unknown, meridian: unknown): string | null => readWireEntry({ date: '02/03/2026', hour, minute, meridian })?.time ?? null;

describe('wire dates and times', () => {
  it.each([
    ['12', '00', 'AM', '00:00'],
    ['12', '59', 'AM', '00:59'],
    ['01', '05', 'AM', '01:05'],
    ['11', '30', 'AM', '11:30'],
    ['12', '00', 'PM', '12:00'],
    ['01', '00', 'PM', '13:00'],
    ['11', '59', 'PM', '23:59'],
  ])('reads %s:%s %s as %s and writes it back', (hour, minute, meridian, time) => {
    expect(readWireTime(hour, minute, meridian)).toBe(time);
    expect(toWireTime(time)).toEqual({ hour, minute, meridian });
  });

  it('tolerates numbers, one digit and lower case; refuses hour 0 or 13, minute 60 and other meridians', () => {
    expect(readWireTime(9, 5, 'pm')).toBe('21:05');
    expect(readWireTime('9', '00', 'AM')).toBe('09:00');
    for (const [h, m, x] of [['00', '00', 'AM'], ['13', '00', 'PM'], ['10', '60', 'AM'], ['10', '00', 'XM'], ['1.5', '00', 'AM'], [null, '00', 'AM']]) {
      expect(readWireTime(h, m, x)).toBeNull();
    }
  });

  it('reads real dd/mm/yyyy dates only, 29/02 in leap years', () => {
    expect(readWireDate('29/02/2028')).toBe('2028-02-29');
    expect(readWireDate('29/02/2026')).toBeNull();
    expect(readWireDate('31/02/2026')).toBeNull();
    expect(readWireDate('31/04/2026')).toBeNull();
    expect(readWireDate('1/3/2026')).toBeNull();
    expect(readWireDate('2026-03-01')).toBeNull();
    expect(toWireDate('2026-03-01')).toBe('01/03/2026');
    expect(readWireEntry({ date: '23/11/2026', hour: '09', minute: '00', meridian: 'AM' })).toEqual({ date: '2026-11-23', time: '09:00' });
    expect(readWireEntry('23/11/2026')).toBeNull();
  });

  it("computes the business's date in its time zone", () => {
    expect(localDateOf(new Date('2026-03-11T01:30:00Z'), 'America/Sao_Paulo').toString()).toBe('2026-03-10');
    expect(localDateOf(new Date('2026-03-11T01:30:00Z'), 'Asia/Tokyo').toString()).toBe('2026-03-11');
  });

  it("turns to the next day at the business's midnight, to the millisecond, though each second's answer is kept", () => {
    // 03:00 UTC is midnight in São Paulo (UTC-3).
    expect(localDateOf(new Date('2026-03-11T02:59:59.000Z'), 'America/Sao_Paulo').toString()).toBe('2026-03-10');
    expect(localDateOf(new Date('2026-03-11T02:59:59.999Z'), 'America/Sao_Paulo').toString()).toBe('2026-03-10');
    expect(localDateOf(new Date('2026-03-11T03:00:00.000Z'), 'America/Sao_Paulo').toString()).toBe('2026-03-11');
    // The same second in another zone is that zone's date, not the one kept.
    expect(localDateOf(new Date('2026-03-11T03:00:00.000Z'), 'America/Los_Angeles').toString()).toBe('2026-03-10');
    expect(localDateOf(new Date('2026-03-11T03:00:00.500Z'), 'America/Sao_Paulo').toString()).toBe('2026-03-11');
  });
});

describe('BUSINESS_TIME_ZONE', () => {
  it('defaults to America/Sao_Paulo, takes an IANA zone and refuses anything else', () => {
    expect(readConfig({}).timeZone).toBe('America/Sao_Paulo');
    expect(readConfig({ BUSINESS_TIME_ZONE: 'Europe/Lisbon' }).timeZone).toBe('Europe/Lisbon');
    expect(() => readConfig({ BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
