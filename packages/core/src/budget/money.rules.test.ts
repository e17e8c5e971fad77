import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOf, centsOf, parsePriceCents, percentOfCents, sumCents } from './money.rules';

const cents = (text: string) => {
  const result = parsePriceCents(text);
  return result.ok ? result.value : result.error.code;
};

describe('typed prices', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.5', 1250],
    ['12,50', 1250],
    ['0,05', 5],
    [' 7 ', 700],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['1,234,567.8', 123456780],
    ['1 234,56', 123456],
    ['1\u202f234,56', 123456],
    ['1 234', 123400],
    ['999999999999,99', 99999999999999],
  ])('reads %j as %i cents', (text, expected) => expect(cents(text)).toBe(expected));

  it.each(['', '  ', '12,345', '1.234', '1,234', '12.', ',5', '-5', '+5', '1e3', 'R$ 10', '12,5,0', '1.23.456', '1.234,5678', '1000000000000'])(
    'refuses %j',
    (text) => expect(cents(text)).toBe('BUDGET_PRICE_INVALID'),
  );

  it('agrees with the number for any amount typed with a comma (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => {
        const text = `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
        expect(parsePriceCents(text)).toEqual({ ok: true, value: c });
      }),
      { numRuns: 200 },
    );
  });
});

describe('cents arithmetic', () => {
  it('converts wire amounts without drift', () => {
    expect(centsOf(0.1) + centsOf(0.2)).toBe(30);
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(1234.56)).toBe(123456);
    expect(amountOf(1250)).toBe(12.5);
    expect(sumCents([1999, 1, 0])).toBe(2000);
  });

  it('takes a percent of cents rounding half away from zero', () => {
    expect(percentOfCents(1000, 1000)).toBe(100); // 10 % of 10.00
    expect(percentOfCents(5, 1000)).toBe(1); // 0.5 cent -> 1
    expect(percentOfCents(4, 1000)).toBe(0); // 0.4 cent -> 0
    expect(percentOfCents(15, 1000)).toBe(2); // 1.5 cents -> 2
    expect(percentOfCents(-15, 1000)).toBe(-2);
    expect(percentOfCents(999, 1250)).toBe(125); // 124.875 -> 125
    expect(percentOfCents(9_007_199_254_740_991, 10_000)).toBe(9_007_199_254_740_991);
  });
});
