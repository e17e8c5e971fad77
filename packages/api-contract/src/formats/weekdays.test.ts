import { describe, expect, it } from 'vitest';
import { fromWireWeekday, toWireWeekday, type WireWeekdayNumber } from './weekdays';

describe('wire weekday names', () => {
  it('writes Portuguese names and reads them back for every day', () => {
    const days: WireWeekdayNumber[] = [1, 2, 3, 4, 5, 6, 7];
    expect(days.map(toWireWeekday)).toEqual(['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo']);
    for (const day of days) expect(fromWireWeekday(toWireWeekday(day))).toBe(day);
  });

  it('reads the four languages in any case, and nothing else', () => {
    expect(fromWireWeekday(' Monday ')).toBe(1);
    expect(fromWireWeekday('MIÉRCOLES')).toBe(3);
    expect(fromWireWeekday('terca-feira')).toBe(2);
    expect(fromWireWeekday('dimanche')).toBe(7);
    for (const bad of ['funday', '', '1', 1, null, '__proto__', 'constructor']) expect(fromWireWeekday(bad)).toBeNull();
  });
});
