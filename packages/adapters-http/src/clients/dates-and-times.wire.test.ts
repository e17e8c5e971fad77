import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fromWireDate, fromWireDuration, fromWireInstant, fromWireSchedule, toWireDate, toWireDuration, toWireSchedule } from './dates-and-times.wire';

const at = (text: string) => Temporal.PlainDateTime.from(text);

describe('schedule entries', () => {
  it.each([
    ['2026-11-23T00:00', { date: '23/11/2026', hour: '12', minute: '00', meridian: 'AM' }],
    ['2026-11-23T00:45', { date: '23/11/2026', hour: '12', minute: '45', meridian: 'AM' }],
    ['2026-11-23T01:05', { date: '23/11/2026', hour: '01', minute: '05', meridian: 'AM' }],
    ['2026-11-23T11:59', { date: '23/11/2026', hour: '11', minute: '59', meridian: 'AM' }],
    ['2026-11-23T12:00', { date: '23/11/2026', hour: '12', minute: '00', meridian: 'PM' }],
    ['2026-11-23T13:30', { date: '23/11/2026', hour: '01', minute: '30', meridian: 'PM' }],
    ['2026-11-23T23:00', { date: '23/11/2026', hour: '11', minute: '00', meridian: 'PM' }],
    ['2028-02-29T09:00', { date: '29/02/2028', hour: '09', minute: '00', meridian: 'AM' }],
  ])('%s <-> %j', (local, wire) => {
    expect(toWireSchedule(at(local))).toEqual(wire);
    expect(fromWireSchedule(wire)?.equals(at(local))).toBe(true);
  });

  it('reads hours and minutes sent as numbers or one digit, and a lower-case meridian', () => {
    expect(fromWireSchedule({ date: '1/3/2026', hour: 9, minute: 5, meridian: 'pm' })?.toString()).toBe('2026-03-01T21:05:00');
    expect(fromWireSchedule({ date: '01/03/2026', hour: '9', minute: '00', meridian: 'AM' })?.toString()).toBe('2026-03-01T09:00:00');
  });

  it('gives one object per start, read as often as an agenda repeats it', () => {
    const first = fromWireSchedule({ date: '23/11/2026', hour: '09', minute: '30', meridian: 'AM' });
    expect(fromWireSchedule({ date: '23/11/2026', hour: 9, minute: 30, meridian: 'am' })).toBe(first);
    expect(fromWireSchedule({ date: '23/11/2026', hour: '09', minute: '30', meridian: 'PM' })?.toString()).toBe('2026-11-23T21:30:00');
    expect(fromWireSchedule({ date: '24/11/2026', hour: '09', minute: '30', meridian: 'AM' })?.toString()).toBe('2026-11-24T09:30:00');
  });

  it.each([
    { date: '29/02/2026', hour: '09', minute: '00', meridian: 'AM' },
    { date: '31/04/2026', hour: '09', minute: '00', meridian: 'AM' },
    { date: '32/01/2026', hour: '09', minute: '00', meridian: 'AM' },
    { date: '23/11/2026', hour: '00', minute: '00', meridian: 'AM' },
    { date: '23/11/2026', hour: '13', minute: '00', meridian: 'PM' },
    { date: '23/11/2026', hour: '09', minute: '60', meridian: 'AM' },
    { date: '23/11/2026', hour: '09', minute: '00', meridian: '' },
    { date: '23/11/2026', hour: '09', minute: '00' },
    { date: '', hour: '09', minute: '00', meridian: 'AM' },
  ])('refuses %j', (wire) => {
    expect(fromWireSchedule(wire)).toBeNull();
  });
});

describe('dates, durations and instants', () => {
  it('writes and reads dd/mm/yyyy, leap days included, and also reads an ISO date', () => {
    expect(toWireDate(Temporal.PlainDate.from('2024-02-29'))).toBe('29/02/2024');
    expect(fromWireDate('29/02/2024')?.toString()).toBe('2024-02-29');
    expect(fromWireDate('1990-05-01T00:00:00.000Z')?.toString()).toBe('1990-05-01');
    for (const bad of ['29/02/2023', '31/02/2026', '00/01/2026', '2026/01/01', '', null, undefined, 20260101]) expect(fromWireDate(bad)).toBeNull();
  });

  it('writes minutes as HH:MM and reads them back; none is null', () => {
    expect(toWireDuration(90)).toBe('01:30');
    expect(toWireDuration(0)).toBe('00:00');
    expect(toWireDuration(null)).toBeNull();
    expect(fromWireDuration('23:59')).toBe(1439);
    expect(fromWireDuration('1:05')).toBe(65);
    for (const bad of ['24:00', '10:60', '', null, 'soon']) expect(fromWireDuration(bad)).toBeNull();
  });

  it('reads ISO instants and epoch milliseconds; anything else is null', () => {
    expect(fromWireInstant('2026-03-10T12:00:00.000Z')?.epochMilliseconds).toBe(Date.UTC(2026, 2, 10, 12));
    expect(fromWireInstant(Date.UTC(2026, 2, 10))?.toString()).toBe('2026-03-10T00:00:00Z');
    // The server's own form and the other ISO forms give the same instants as Temporal's parser.
    for (const text of ['2026-03-10T12:00:00Z', '2026-03-10T12:00:00.5Z', '2026-03-10T09:00:00-03:00', '2026-03-10T12:00:00.123456789Z', ' 2026-03-10T12:00:00.000Z '])
      expect(fromWireInstant(text)?.toString()).toBe(Temporal.Instant.from(text.trim()).toString());
    for (const bad of ['yesterday', '', null, undefined, '2026-02-30T12:00:00.000Z', '2026-03-10T25:00:00.000Z']) expect(fromWireInstant(bad)).toBeNull();
  });
});
