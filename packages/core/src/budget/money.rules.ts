// Money as integer cents, so totals and discounts never drift (0.1 + 0.2 is exactly 30 cents), and
// the reading of a typed price. Formatting is the UI's (Intl, spec decision 3).
import { err, ok, type Result } from '../shared/result';

export interface PriceInvalid {
  readonly code: 'BUDGET_PRICE_INVALID';
}

const INTEGER = String.raw`\d{1,12}`;
const DECIMALS = String.raw`(?:[.,](\d{1,2}))?`;
const PRICE_FORMS = [
  // 12 | 12,5 | 12.50
  new RegExp(String.raw`^(${INTEGER})${DECIMALS}$`),
  // 1.234,56 | 1.234.567 (dots group thousands when a comma or another dot group shows they are not decimals)
  new RegExp(String.raw`^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))$`),
  new RegExp(String.raw`^(\d{1,3}(?:\.\d{3}){2,})$`),
  // 1,234.56 | 1,234,567
  new RegExp(String.raw`^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))$`),
  new RegExp(String.raw`^(\d{1,3}(?:,\d{3}){2,})$`),
  // 1 234,56 | 1 234.56 | 1 234 (spaces, as French writes them, only ever group)
  new RegExp(String.raw`^(\d{1,3}(?: \d{3})+)${DECIMALS}$`),
];

/**
 * Reads a typed price into cents. Accepted: digits with a comma or a dot before one or two
 * decimals ("12", "12,5", "12.50"), and thousands grouped with dots, commas or spaces when the
 * reading is unambiguous ("1.234,56", "1,234.56", "1 234,56", "1.234.567"). Refused: a single
 * separator followed by three digits ("1.234": a thousand or one point two?), more than two
 * decimals, signs, letters and empty text. At most 12 digits before the decimals.
 */
export function parsePriceCents(text: string): Result<number, PriceInvalid> {
  const value = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  for (const form of PRICE_FORMS) {
    const match = form.exec(value);
    if (!match) continue;
    const units = match[1]!.replace(/[., ]/g, '');
    if (units.length > 12) break;
    const decimals = (match[2] ?? '').padEnd(2, '0');
    return ok(Number(units) * 100 + Number(decimals));
  }
  return err({ code: 'BUDGET_PRICE_INVALID' });
}

/** A price as the wire carries it (a number with at most two decimals) in cents. */
export const centsOf = (amount: number): number => Math.round(amount * 100);

/** Cents as the wire's number (12.5 for 1250 cents). */
export const amountOf = (cents: number): number => cents / 100;

/** Sum of prices in cents. */
export const sumCents = (values: readonly number[]): number => values.reduce((total, cents) => total + cents, 0);

/**
 * `cents * basisPoints / 10000` rounded to the cent, half away from zero (what a receipt does:
 * 0.5 cent and above rounds up). Exact for any size, through BigInt.
 */
export function percentOfCents(cents: number, basisPoints: number): number {
  const product = BigInt(Math.abs(cents)) * BigInt(Math.abs(basisPoints));
  const rounded = Number((product + 5_000n) / 10_000n);
  return Math.sign(cents) * Math.sign(basisPoints) * rounded;
}
