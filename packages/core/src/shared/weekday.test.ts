import { describe, expect, it } from 'vitest';
import { compareFromSunday, ISO_WEEKDAYS, portugueseWeekday, weekdayFromName, WEEK_FROM_SUNDAY } from './weekday';

describe('weekdays', () => {
  it('writes the Portuguese wire names and reads them back', () => {
    expect(ISO_WEEKDAYS.map(portugueseWeekday)).toEqual(['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo']);
    for (const day of ISO_WEEKDAYS) expect(weekdayFromName(portugueseWeekday(day))).toBe(day);
  });

  it.each([
    ['Monday', 1],
    ['lunes', 1],
    ['Lundi', 1],
    ['MIÉRCOLES', 3],
    ['sabado', 6],
    ['Dimanche', 7],
    [' domingo ', 7],
  ])('reads %s in any of the four languages', (name, day) => expect(weekdayFromName(name)).toBe(day));

  it('refuses what is not a weekday', () => {
    expect(weekdayFromName('funday')).toBeNull();
    expect(weekdayFromName('')).toBeNull();
  });

  it('orders from Sunday', () => {
    expect([...ISO_WEEKDAYS].sort(compareFromSunday)).toEqual(WEEK_FROM_SUNDAY);
  });
});
