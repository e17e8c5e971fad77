import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, formatPrice, hourLabel, weekdayName } from './format';

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
    expect(formatMoney(10000, 'BRL', 'pt-BR')).toBe('R$\u00a0100,00');
    expect(formatMoney(4699, 'USD', 'en')).toBe('$46.99');
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
