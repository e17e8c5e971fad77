import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatInstant } from './report-format';

describe('formatInstant', () => {
  it("shows the date and time in the business's time zone, in the active language", () => {
    const instant = Temporal.Instant.from('2026-03-10T02:30:00Z');
    // 02:30 UTC is still 9 March, 23:30, in São Paulo.
    expect(formatInstant(instant, 'pt-BR', 'America/Sao_Paulo')).toBe('9 de mar. de 2026, 23:30');
    expect(formatInstant(instant, 'en', 'America/Sao_Paulo')).toMatch(/^Mar 9, 2026, 11:30\sPM$/);
  });
});
