import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fromWireDate, fromWireTime, isoDateToWire, toWireDate, toWireTime, wireDateParts } from './dates';

describe('wire dates', () => {
  it('writes dd/mm/yyyy with leading zeros', () => {
    expect(toWireDate(Temporal.PlainDate.from('2026-03-05'))).toBe('05/03/2026');
    expect(toWireDate({ year: 987, month: 12, day: 31 })).toBe('31/12/0987');
    expect(isoDateToWire('2026-03-05')).toBe('05/03/2026');
  });

  it('reads only real calendar dates', () => {
    expect(fromWireDate('28/02/2026')?.toString()).toBe('2026-02-28');
    expect(fromWireDate('29/02/2028')?.toString()).toBe('2028-02-29');
    for (const bad of ['29/02/2026', '31/04/2026', '00/01/2026', '01/13/2026', '', 'tomorrow', 20260101, null]) expect(fromWireDate(bad)).toBeNull();
  });

  it('takes only the documented form in strict mode (requests), more when reading answers', () => {
    expect(fromWireDate('5/3/2026')?.toString()).toBe('2026-03-05');
    expect(fromWireDate('2026-03-05T10:00:00Z')?.toString()).toBe('2026-03-05');
    expect(fromWireDate(' 05/03/2026 ', { strict: true })?.toString()).toBe('2026-03-05');
    expect(fromWireDate('5/3/2026', { strict: true })).toBeNull();
    expect(fromWireDate('2026-03-05', { strict: true })).toBeNull();
  });
});

describe('wire times', () => {
  it('writes a 12-hour time as two-digit hour and minute and its meridian', () => {
    expect(toWireTime({ hour12: 12, minute: 0, meridian: 'AM' })).toEqual({ hour: '12', minute: '00', meridian: 'AM' });
    expect(toWireTime({ hour12: 9, minute: 5, meridian: 'PM' })).toEqual({ hour: '09', minute: '05', meridian: 'PM' });
    expect(toWireTime({ hour12: 11, minute: 59, meridian: 'AM' })).toEqual({ hour: '11', minute: '59', meridian: 'AM' });
  });

  it('reads them back, as text or numbers, and refuses what is out of range', () => {
    for (let hour12 = 1; hour12 <= 12; hour12++) for (const minute of [0, 59]) for (const meridian of ['AM', 'PM'] as const) {
      const wire = toWireTime({ hour12, minute, meridian });
      expect(fromWireTime(wire.hour, wire.minute, wire.meridian)).toEqual({ hour12, minute, meridian });
    }
    expect(fromWireTime(9, 5, ' pm ')).toEqual({ hour12: 9, minute: 5, meridian: 'PM' });
    expect(fromWireTime(' 9', '5 ', 'AM')).toEqual({ hour12: 9, minute: 5, meridian: 'AM' });
    for (const [h, m, half] of [[0, 0, 'AM'], [13, 0, 'PM'], ['12', '60', 'AM'], ['1', '-1', 'AM'], [1.5, 0, 'AM'], ['0x', '00', 'AM'], ['07', '-0', 'AM'], ['07', '00', 'XM'], ['07', '00', null], ['123', '00', 'AM']]) {
      expect(fromWireTime(h, m, half)).toBeNull();
    }
  });
});

describe('wireDateParts', () => {
  it('reads a wire date as numbers, as fromWireDate reads it', () => {
    expect(wireDateParts('26/11/2026')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(wireDateParts('2026-11-26T10:00:00Z')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(wireDateParts('1/3/2026')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(wireDateParts('1/3/2026', { strict: true })).toBeNull();
  });

  it('refuses what is not a real calendar date', () => {
    for (const text of ['31/02/2026', '29/02/2025', '29/02/1900', '00/01/2026', '10/13/2026', 'tomorrow', '']) expect(wireDateParts(text), text).toBeNull();
    expect(wireDateParts('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(wireDateParts(20261126)).toBeNull();
  });

  it('reads the answers\' own "dd/mm/yyyy" and every other spelling alike', () => {
    expect(wireDateParts('01/01/0001')).toEqual({ year: 1, month: 1, day: 1 });
    expect(wireDateParts('31/12/9999', { strict: true })).toEqual({ year: 9999, month: 12, day: 31 });
    expect(wireDateParts(' 26/11/2026 ')).toEqual({ year: 2026, month: 11, day: 26 });
    for (const text of ['2a/11/2026', '26/1a/2026', '26/11/20z6', '26-11-2026', '26/11/2026x', '+6/11/2026']) expect(wireDateParts(text), text).toBeNull();
  });
});
