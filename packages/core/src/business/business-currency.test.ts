import { describe, expect, it } from 'vitest';
import { currencyOfTimeZone } from './business-currency';

describe('currencyOfTimeZone', () => {
  it.each([
    ['America/Sao_Paulo', 'BRL'],
    ['America/Manaus', 'BRL'],
    ['America/Mexico_City', 'MXN'],
    ['America/New_York', 'USD'],
    ['Europe/Paris', 'EUR'],
    ['America/Toronto', 'CAD'],
    ['America/Argentina/Buenos_Aires', 'ARS'],
    ['Europe/Lisbon', 'EUR'],
    ['Atlantic/Azores', 'EUR'],
    ['Europe/London', 'GBP'],
    ['Asia/Calcutta', 'INR'],
    ['Pacific/Truk', 'USD'],
  ])('%s uses %s', (zone, currency) => expect(currencyOfTimeZone(zone)).toBe(currency));

  it.each(['Etc/GMT+3', 'Etc/UTC', 'Nowhere/Town', ''])('%j has none', (zone) => expect(currencyOfTimeZone(zone)).toBeNull());

  it('knows a currency for every zone the browser may report on land, older names too, and only real ISO codes', () => {
    const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone.includes('/') && !/^(Etc|Antarctica)\//.test(zone));
    expect(zones.filter((zone) => currencyOfTimeZone(zone) === null)).toEqual([]);
    const codes = new Set(Intl.supportedValuesOf('currency'));
    expect(zones.map((zone) => currencyOfTimeZone(zone)!).filter((code) => !codes.has(code))).toEqual([]);
  });
});
