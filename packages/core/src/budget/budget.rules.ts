// The budget of a client's services (001 sections 2, 4 and 9): the total of the selected
// services, and a percent discount that, once added, keeps the undiscounted total and applies the
// percent; removing it resets the discount to 0 and restores the total. All amounts in cents.
import { err, ok, type Result } from '../shared/result';
import { amountOf, centsOf, percentOfCents, sumCents } from './money.rules';

export interface BudgetLine {
  readonly serviceId: string;
  readonly name: string;
  readonly priceCents: number;
}

export interface Budget {
  /** The selected services, in the order they were added; a service appears once. */
  readonly lines: readonly BudgetLine[];
  /** The discount in hundredths of a percent (1250 is 12.5 %); 0 when there is none. */
  readonly discountBasisPoints: number;
  /** The undiscounted total: the sum of the lines. */
  readonly subtotalCents: number;
  /** What the client pays: the subtotal less the discount rounded to the cent (half away from zero). */
  readonly totalCents: number;
}

export interface DiscountInvalid {
  readonly code: 'BUDGET_DISCOUNT_INVALID';
}

export const EMPTY_BUDGET: Budget = { lines: [], discountBasisPoints: 0, subtotalCents: 0, totalCents: 0 };

function withLines(lines: readonly BudgetLine[], discountBasisPoints: number): Budget {
  const subtotalCents = sumCents(lines.map((l) => l.priceCents));
  return { lines, discountBasisPoints, subtotalCents, totalCents: subtotalCents - percentOfCents(subtotalCents, discountBasisPoints) };
}

/** Selects a service; selecting one already in the budget changes nothing. The discount stays and applies to the new total. */
export function addLine(budget: Budget, line: BudgetLine): Budget {
  if (budget.lines.some((l) => l.serviceId === line.serviceId)) return budget;
  return withLines([...budget.lines, line], budget.discountBasisPoints);
}

export function removeLine(budget: Budget, serviceId: string): Budget {
  return withLines(
    budget.lines.filter((l) => l.serviceId !== serviceId),
    budget.discountBasisPoints,
  );
}

/** Applies a percent (0 to 100, at most two decimals) to the undiscounted total; 0 is no discount. */
export function applyDiscount(budget: Budget, percent: number): Result<Budget, DiscountInvalid> {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 100 - basisPoints) > 1e-6) {
    return err({ code: 'BUDGET_DISCOUNT_INVALID' });
  }
  return ok(withLines(budget.lines, basisPoints));
}

/** Resets the discount to 0 and restores the undiscounted total. */
export const removeDiscount = (budget: Budget): Budget => withLines(budget.lines, 0);

/** The discount as a percent number (12.5), as the wire's `discount` carries it. */
export const discountPercentOf = (budget: Budget): number => budget.discountBasisPoints / 100;

/** Reads a typed percent: "10", "12,5", "12.5 %"; 0 to 100 with at most two decimals. */
export function parsePercent(text: string): Result<number, DiscountInvalid> {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return err({ code: 'BUDGET_DISCOUNT_INVALID' });
  const percent = Number(match[1]) + Number((match[2] ?? '').padEnd(2, '0')) / 100;
  return percent <= 100 ? ok(percent) : err({ code: 'BUDGET_DISCOUNT_INVALID' });
}

/** What a client's attached services come to: their sum, the discount applied, and the total. */
export interface ServicesTotal {
  readonly subtotalCents: number;
  readonly discountPercent: number;
  readonly discountCents: number;
  readonly totalCents: number;
}

/**
 * The total of a client's attached services with the client's discount (001 section 4: the budget
 * applies the percent; every later view of the services shows the discounted total).
 * A percent out of 0-100 counts as none.
 */
export function servicesTotal(values: readonly number[], discountPercent: number): ServicesTotal {
  const lines = values.map((value, i) => ({ serviceId: String(i), name: '', priceCents: centsOf(value) }));
  const budget = lines.reduce(addLine, EMPTY_BUDGET);
  const discounted = applyDiscount(budget, discountPercent);
  const final = discounted.ok ? discounted.value : budget;
  return {
    subtotalCents: final.subtotalCents,
    discountPercent: discountPercentOf(final),
    discountCents: final.subtotalCents - final.totalCents,
    totalCents: final.totalCents,
  };
}

/**
 * What all the client's services come to once the budget is saved: the services saved are added
 * to those already attached (`attached`, their values), and the budget's discount, the client's,
 * applies to the sum of them all.
 */
export const totalWithAttached = (attached: readonly number[], budget: Budget): ServicesTotal =>
  servicesTotal([...attached, ...budget.lines.map((l) => amountOf(l.priceCents))], discountPercentOf(budget));

/** An empty budget carrying the client's current discount (none when it is not a 0-100 percent). */
export function budgetWithClientDiscount(discountPercent: number): Budget {
  const discounted = applyDiscount(EMPTY_BUDGET, discountPercent);
  return discounted.ok ? discounted.value : EMPTY_BUDGET;
}

/**
 * The budget as it is saved with what the discount box holds: a percent typed but not
 * added is applied (it was meant); an empty box, or the percent already applied, leaves the budget
 * as it is; a text that is no percent stops the save (it is said beside the box).
 */
export function withTypedDiscount(budget: Budget, typed: string): Result<{ readonly budget: Budget; readonly applied: boolean }, DiscountInvalid> {
  if (typed.trim() === '') return ok({ budget, applied: false });
  const percent = parsePercent(typed);
  if (!percent.ok) return percent;
  if (Math.round(percent.value * 100) === budget.discountBasisPoints) return ok({ budget, applied: false });
  const applied = applyDiscount(budget, percent.value);
  return applied.ok ? ok({ budget: applied.value, applied: true }) : applied;
}
