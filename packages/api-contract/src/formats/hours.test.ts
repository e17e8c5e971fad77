import { describe, expect, it } from 'vitest';
import { fromWireHour, fromWireWholeHour, toWireHour, toWireHours } from './hours';

describe('wire working hours', () => {
  it('writes Portuguese day names and HH:00 times', () => {
    expect(toWireHours({ workingHours: [{ id: 'w1', day: 1, startHour: 8, endHour: 17 }, { id: 'w6', day: 6, startHour: 0, endHour: 23 }], closedDays: [7] })).toEqual({
      workingHours: [
        { id: 'w1', day: 'segunda-feira', startTime: '08:00', endTime: '17:00' },
        { id: 'w6', day: 'sábado', startTime: '00:00', endTime: '23:00' },
      ],
      closedDays: ['domingo'],
    });
    expect(toWireHour(9)).toBe('09:00');
  });

  it('reads an hour 0-23 from an answer, dropping minutes', () => {
    expect(fromWireHour('00:00')).toBe(0);
    expect(fromWireHour('23:59')).toBe(23);
    expect(fromWireHour(7)).toBe(7);
    for (const bad of ['24:00', '-1', '8h', '', null, '1:2']) expect(fromWireHour(bad)).toBeNull();
  });

  it('takes only whole hours from a request', () => {
    expect(fromWireWholeHour('08:00')).toBe(8);
    expect(fromWireWholeHour('08:30')).toBeNull();
    expect(fromWireWholeHour('23:00')).toBe(23);
    expect(fromWireWholeHour('24:00')).toBeNull();
  });
});
