import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { LANGUAGES } from '../i18n/languages';
import { dateFormat, formatCents, formatDateTime, formatDay, formatInstant, formatLongDate, formatMinutes, formatMonth, formatPrice, formatTime, formatWeekdayTime, hourLabel, numberFormat, warmUpDateFormatting, weekdayName, weekdayNames } from './format';

/** The text with the no-break spaces some languages put between a number and its unit as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('format', () => {
  it('shows prices with two decimals, with a decimal comma in Portuguese', () => {
    expect(formatPrice(120, 'pt-BR')).toBe('120,00');
    expect(formatPrice(1234.5, 'pt-BR')).toBe('1.234,50');
    expect(formatPrice(1234.5, 'en')).toBe('1,234.50');
    expect(formatPrice(9.9, 'fr')).toBe('9,90');
  });

  it("writes an amount with the business's currency when it is known, in the active language's way", () => {
    expect(formatPrice(150, 'pt-BR', 'BRL')).toBe('R$\u00a0150,00');
    expect(formatPrice(1234.5, 'en', 'BRL')).toBe('R$1,234.50');
    expect(formatPrice(80, 'fr', 'EUR')).toBe('80,00\u00a0€');
    expect(formatPrice(80, 'es-MX', 'MXN')).toBe('$80.00');
    expect(formatCents(15050, 'pt-BR', 'BRL')).toBe('R$\u00a0150,50');
    expect(formatPrice(150, 'pt-BR', null)).toBe('150,00');
  });

  it('formats plan prices per spec decision 4', () => {
  });

  it('names weekdays in the active language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'pt-BR')).toBe('Domingo');
    expect(weekdayName(3, 'fr')).toBe('Mercredi');
    expect(weekdayName(6, 'es-MX')).toBe('Sábado');
  });

  it('labels whole hours', () => {
    expect(hourLabel(8)).toBe('08:00');
    expect(hourLabel(23)).toBe('23:00');
  });
});

describe('shared Intl formats', () => {
  it('builds one formatter per language and options, and gives it back after', () => {
    const time = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } as const;
    expect(dateFormat('en', time)).toBe(dateFormat('en', { ...time }));
    expect(dateFormat('pt-BR', time)).not.toBe(dateFormat('en', time));
    expect(dateFormat('en', { ...time, hour: 'numeric' })).not.toBe(dateFormat('en', time));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
  });

  it('formats as a new formatter would', () => {
    const at = new Date(Date.UTC(2026, 2, 10, 21, 5));
    expect(dateFormat('en', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at)).toBe('09:05 PM');
    expect(dateFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at)).toBe('21:05');
    expect(numberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
  });

  it('warming up date formatting leaves the language’s formatter ready, for every language the app speaks', () => {
    for (const language of LANGUAGES) {
      warmUpDateFormatting(language);
      expect(dateFormat(language, {}).resolvedOptions().locale.slice(0, 2)).toBe(language.slice(0, 2));
    }
  });
});

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

});

describe('times and days of Temporal values', () => {
  const zoned = Temporal.ZonedDateTime.from('2026-12-07T08:30:00-03:00[America/Sao_Paulo]');

  it('writes a time in a zone in that zone, whatever the device, as Temporal would', () => {
    expect(formatTime(zoned, 'en-US')).toBe(zoned.toLocaleString('en-US', { hour: '2-digit', minute: '2-digit' }));
    expect(formatTime(zoned, 'en-US')).toBe('08:30 AM');
    expect(formatTime(zoned.withTimeZone('Asia/Tokyo'), 'pt-BR')).toBe('20:30');
    expect(formatDay(zoned, 'en-US')).toBe('Dec 7, 2026');
    expect(formatWeekdayTime(zoned.add({ hours: 18 }), 'en-US')).toBe(zoned.add({ hours: 18 }).toLocaleString('en-US', { weekday: 'short', hour: '2-digit', minute: '2-digit' }));
    expect(formatDateTime(zoned, 'fr')).toBe(zoned.toLocaleString('fr', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
  });

  it('writes wall-clock values at their wall time, and a day alone', () => {
    expect(formatTime(Temporal.PlainDateTime.from('2026-01-05T14:30'), 'en-US')).toBe('02:30 PM');
    expect(formatTime(Temporal.PlainTime.from('07:05'), 'es-MX')).toBe(Temporal.PlainTime.from('07:05').toLocaleString('es-MX', { hour: '2-digit', minute: '2-digit' }));
    expect(formatDay(Temporal.PlainDate.from('2026-03-02'), 'pt-BR')).toBe(Temporal.PlainDate.from('2026-03-02').toLocaleString('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' }));
  });
});

describe('formatInstant', () => {
  it("shows the date and time in the business's time zone, in the active language", () => {
    const instant = Temporal.Instant.from('2026-03-10T02:30:00Z');
    // 02:30 UTC is still 9 March, 23:30, in São Paulo.
    expect(formatInstant(instant, 'pt-BR', 'America/Sao_Paulo')).toBe('9 de mar. de 2026, 23:30');
    expect(formatInstant(instant, 'en', 'America/Sao_Paulo')).toMatch(/^Mar 9, 2026, 11:30\sPM$/);
  });

  it('writes lengths of time as each language writes them short', () => {
    expect([135, 90, 42, 60].map((m) => formatMinutes(m, 'en'))).toEqual(['2 hr 15 min', '1 hr 30 min', '42 min', '1 hr']);
    expect(plain(formatMinutes(135, 'pt-BR'))).toBe('2 h 15 min');
    expect(plain(formatMinutes(135, 'fr'))).toBe('2 h 15 min');
    expect(plain(formatMinutes(135, 'es-MX'))).toBe('2 h 15 min');
  });
});
