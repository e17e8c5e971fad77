import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth, formatTime, mapLink, weekdayNames } from './calendar-format';

describe('calendar formatting', () => {
  it('writes months, days and times in the active language', () => {
    const month = Temporal.PlainYearMonth.from('2026-03');
    expect([formatMonth(month, 'en'), formatMonth(month, 'pt-BR'), formatMonth(month, 'es-MX'), formatMonth(month, 'fr')]).toEqual([
      'March 2026',
      'Março de 2026',
      'Marzo de 2026',
      'Mars 2026',
    ]);
    expect(formatLongDate(Temporal.PlainDate.from('2026-03-11'), 'pt-BR')).toBe('Quarta-feira, 11 de março de 2026');
    const nine = Temporal.PlainDateTime.from('2026-03-11T09:05');
    expect(formatTime(nine, 'pt-BR')).toBe('09:05');
    expect(formatTime(nine, 'en')).toMatch(/^09:05\sAM$/);
    expect(weekdayNames(1, 'fr')).toEqual({ short: 'Lun.', long: 'Lundi' });
  });

  it('links to the map only when the client has coordinates', () => {
    expect(mapLink(-23.55, -46.63)).toBe('https://www.google.com/maps/search/?api=1&query=-23.55,-46.63');
    expect(mapLink(null, -46.63)).toBeNull();
    expect(mapLink(Number.NaN, 0)).toBeNull();
  });
});
