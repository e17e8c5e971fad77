import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { businessToday } from './business-today';

describe('businessToday', () => {
  it('is the date in the business time zone, which turns at its own midnight', () => {
    expect(businessToday(new FixedClock('2026-03-10T02:59:59Z', 'America/Sao_Paulo'))).toEqual(Temporal.PlainDate.from('2026-03-09'));
    expect(businessToday(new FixedClock('2026-03-10T03:00:00Z', 'America/Sao_Paulo'))).toEqual(Temporal.PlainDate.from('2026-03-10'));
  });

  it('runs ahead of UTC in a zone east of it', () => {
    expect(businessToday(new FixedClock('2026-03-09T15:00:00Z', 'Asia/Tokyo'))).toEqual(Temporal.PlainDate.from('2026-03-10'));
  });
});
