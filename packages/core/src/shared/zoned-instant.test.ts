import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { zonedInstantText } from './zoned-instant';

const at = (iso: string) => Temporal.Instant.from(iso);

describe('zonedInstantText', () => {
  it("writes the business's day and hour with its offset, the day turning at its midnight, not at UTC's or the device's", () => {
    expect(zonedInstantText(at('2026-12-07T02:59:59Z'), 'America/Sao_Paulo')).toBe('2026-12-06T23:59:59-03:00');
    expect(zonedInstantText(at('2026-12-07T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-12-07T00:00:00-03:00');
    expect(zonedInstantText(at('2026-12-06T14:59:59Z'), 'Asia/Tokyo')).toBe('2026-12-06T23:59:59+09:00');
    expect(zonedInstantText(at('2026-12-06T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-07T00:00:00+09:00');
  });

  it('drops the fraction of a second: the last instant of a day stays in that day', () => {
    expect(zonedInstantText(at('2026-12-07T02:59:59.999999999Z'), 'America/Sao_Paulo')).toBe('2026-12-06T23:59:59-03:00');
  });

  it('takes the offset in force at that instant, either side of a change of offset', () => {
    // Lisbon moves from +00:00 to +01:00 at 01:00 UTC on 29 March 2026.
    expect(zonedInstantText(at('2026-03-29T00:59:59Z'), 'Europe/Lisbon')).toBe('2026-03-29T00:59:59+00:00');
    expect(zonedInstantText(at('2026-03-29T01:00:00Z'), 'Europe/Lisbon')).toBe('2026-03-29T02:00:00+01:00');
    // And back at 01:00 UTC on 25 October: the wall time 01:30 comes twice, told apart by the offset.
    expect(zonedInstantText(at('2026-10-25T00:30:00Z'), 'Europe/Lisbon')).toBe('2026-10-25T01:30:00+01:00');
    expect(zonedInstantText(at('2026-10-25T01:30:00Z'), 'Europe/Lisbon')).toBe('2026-10-25T01:30:00+00:00');
  });

  it('writes a UTC business with +00:00', () => {
    expect(zonedInstantText(at('2026-12-07T00:30:00Z'), 'UTC')).toBe('2026-12-07T00:30:00+00:00');
  });
});
