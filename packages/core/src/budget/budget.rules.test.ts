import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  applyDiscount,
  budgetWithClientDiscount,
  discountPercentOf,
  EMPTY_BUDGET,
  parsePercent,
  removeDiscount,
  removeLine,
  servicesTotal,
  totalWithAttached,
  withTypedDiscount,
  type Budget,
} from './budget.rules';

const line = (serviceId: string, priceCents: number) => ({ serviceId, name: `Service ${serviceId}`, priceCents });
const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('budget', () => {
  it('totals the selected services in cents, each service once', () => {
    let budget = addLine(EMPTY_BUDGET, line('a', 1999));
    budget = addLine(budget, line('b', 1));
    budget = addLine(budget, line('a', 1999));
    expect(budget).toMatchObject({ subtotalCents: 2000, totalCents: 2000, discountBasisPoints: 0 });
    expect(budget.lines.map((l) => l.serviceId)).toEqual(['a', 'b']);
    expect(removeLine(budget, 'a')).toMatchObject({ subtotalCents: 1, totalCents: 1 });
  });

  it('applies a percent to the undiscounted total, keeping that total, and restores it when the discount is removed', () => {
    const budget = addLine(addLine(EMPTY_BUDGET, line('a', 10_000)), line('b', 5_000));
    const discounted = unwrap(applyDiscount(budget, 12.5));
    expect(discounted).toMatchObject({ subtotalCents: 15_000, discountBasisPoints: 1250, totalCents: 13_125 });
    expect(discountPercentOf(discounted)).toBe(12.5);
    // A new percent replaces the old one, from the undiscounted total (not compounded).
    expect(unwrap(applyDiscount(discounted, 10))).toMatchObject({ totalCents: 13_500 });
    expect(removeDiscount(discounted)).toMatchObject({ subtotalCents: 15_000, discountBasisPoints: 0, totalCents: 15_000 });
  });

  it('keeps the discount when services change', () => {
    const discounted = unwrap(applyDiscount(addLine(EMPTY_BUDGET, line('a', 10_000)), 10));
    expect(addLine(discounted, line('b', 999))).toMatchObject({ subtotalCents: 10_999, totalCents: 9_899 }); // 1099.9 -> 1100 off
    expect(removeLine(discounted, 'a')).toMatchObject({ subtotalCents: 0, totalCents: 0 });
  });

  it('accepts 0 to 100 percent with at most two decimals', () => {
    const budget = addLine(EMPTY_BUDGET, line('a', 333));
    expect(unwrap(applyDiscount(budget, 100)).totalCents).toBe(0);
    expect(unwrap(applyDiscount(budget, 0)).totalCents).toBe(333);
    expect(unwrap(applyDiscount(budget, 33.33)).totalCents).toBe(222); // 110.99 -> 111 off
    for (const bad of [-1, 100.01, 12.345, Number.NaN, Infinity]) expect(applyDiscount(budget, bad)).toEqual({ ok: false, error: { code: 'BUDGET_DISCOUNT_INVALID' } });
  });

  it('reads a typed percent', () => {
    expect(parsePercent('10')).toEqual({ ok: true, value: 10 });
    expect(parsePercent('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parsePercent('12.05 %')).toEqual({ ok: true, value: 12.05 });
    expect(parsePercent('100')).toEqual({ ok: true, value: 100 });
    for (const bad of ['', '101', '-5', '1,234', 'ten', '12,345']) expect(parsePercent(bad).ok).toBe(false);
  });

  it('never loses a cent: total plus discount is the subtotal, and removing restores it (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 20 }), fc.integer({ min: 0, max: 10_000 }), (prices, basisPoints) => {
        const budget = prices.reduce<Budget>((b, p, i) => addLine(b, line(String(i), p)), EMPTY_BUDGET);
        const discounted = unwrap(applyDiscount(budget, basisPoints / 100));
        const exactDiscount = (budget.subtotalCents * basisPoints) / 10_000;
        expect(Number.isInteger(discounted.totalCents)).toBe(true);
        expect(Math.abs(budget.subtotalCents - discounted.totalCents - exactDiscount)).toBeLessThanOrEqual(0.5);
        expect(removeDiscount(discounted)).toEqual(budget);
      }),
      { numRuns: 200 },
    );
  });
});

describe('servicesTotal', () => {
  it('applies the client discount to the sum of its services, in cents', () => {
    expect(servicesTotal([120.5, 250], 10)).toEqual({ subtotalCents: 37050, discountPercent: 10, discountCents: 3705, totalCents: 33345 });
    expect(servicesTotal([120.5, 250], 0)).toEqual({ subtotalCents: 37050, discountPercent: 0, discountCents: 0, totalCents: 37050 });
    expect(servicesTotal([], 15)).toEqual({ subtotalCents: 0, discountPercent: 15, discountCents: 0, totalCents: 0 });
  });

  it('counts a percent out of bounds as no discount', () => {
    expect(servicesTotal([100], 120).totalCents).toBe(10000);
    expect(servicesTotal([100], -5).discountPercent).toBe(0);
  });
});

describe("the client's services once a budget is saved", () => {
  it('starts from the client\'s discount, or none when it is no 0-100 percent', () => {
    expect(budgetWithClientDiscount(15)).toEqual({ lines: [], discountBasisPoints: 1500, subtotalCents: 0, totalCents: 0 });
    expect(budgetWithClientDiscount(0)).toEqual(EMPTY_BUDGET);
    expect(budgetWithClientDiscount(120)).toEqual(EMPTY_BUDGET);
  });

  it('adds the services saved to those attached and applies the discount to them all, rounding once', () => {
    const budget = addLine(budgetWithClientDiscount(15), { serviceId: 's2', name: 'Passadoria', priceCents: 9000 });
    expect(totalWithAttached([250, 570], budget)).toEqual({ subtotalCents: 91_000, discountPercent: 15, discountCents: 13_650, totalCents: 77_350 });
    expect(totalWithAttached([0.1, 0.2], removeDiscount(budget))).toEqual({ subtotalCents: 9030, discountPercent: 0, discountCents: 0, totalCents: 9030 });
    expect(totalWithAttached([], EMPTY_BUDGET).totalCents).toBe(0);
  });
});

describe('withTypedDiscount: the discount box on saving', () => {
  const budget = addLine(EMPTY_BUDGET, line('a', 10_000));
  it('a percent typed and not added is applied, and says so', () => {
    expect(withTypedDiscount(budget, '10')).toEqual({ ok: true, value: { budget: unwrap(applyDiscount(budget, 10)), applied: true } });
    expect(withTypedDiscount(budget, '100%')).toMatchObject({ ok: true, value: { budget: { totalCents: 0 }, applied: true } });
  });
  it('an empty box, or the percent already applied, changes nothing', () => {
    expect(withTypedDiscount(budget, '  ')).toEqual({ ok: true, value: { budget, applied: false } });
    const discounted = unwrap(applyDiscount(budget, 12.5));
    expect(withTypedDiscount(discounted, '12,5')).toEqual({ ok: true, value: { budget: discounted, applied: false } });
  });
  it('a different percent typed over an applied one replaces it', () => {
    const discounted = unwrap(applyDiscount(budget, 10));
    expect(withTypedDiscount(discounted, '0')).toMatchObject({ ok: true, value: { budget: { discountBasisPoints: 0, totalCents: 10_000 }, applied: true } });
  });
  it('a text that is no percent (or above 100) stops the save', () => {
    expect(withTypedDiscount(budget, '100.01')).toEqual({ ok: false, error: { code: 'BUDGET_DISCOUNT_INVALID' } });
    expect(withTypedDiscount(budget, 'ten')).toEqual({ ok: false, error: { code: 'BUDGET_DISCOUNT_INVALID' } });
  });
});
