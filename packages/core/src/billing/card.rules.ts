// Checks of the card form beyond the spec (the issue asks for them): a Luhn-valid number of 12 to
// 19 digits, an expiry month 1-12 that is not in the past, and a 3 or 4 digit security code.
import type { Temporal } from 'temporal-polyfill';
import { collectIssues } from '../validation/collect-issues';

export type CardField = 'number' | 'expMonth' | 'expYear' | 'cvc';

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A two-digit year means 20YY. */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

export function validateCard(card: { number: string; expMonth: string; expYear: string; cvc: string }, today: Temporal.PlainDate) {
  const digits = cardDigits(card.number);
  const month = Number(card.expMonth);
  const year = fullYear(Number(card.expYear));
  const monthValid = /^\d{1,2}$/.test(card.expMonth.trim()) && month >= 1 && month <= 12;
  const yearValid = /^\d{2}(\d{2})?$/.test(card.expYear.trim());
  const notExpired = monthValid && yearValid && (year > today.year || (year === today.year && month >= today.month));
  return collectIssues<CardField>([
    ['number', digits.length >= 12 && digits.length <= 19 && luhnValid(digits) ? null : 'CARD_NUMBER_INVALID'],
    ['expMonth', monthValid ? null : 'CARD_EXPIRY_INVALID'],
    ['expYear', yearValid && (!monthValid || notExpired) ? null : 'CARD_EXPIRY_INVALID'],
    ['cvc', /^\d{3,4}$/.test(card.cvc.trim()) ? null : 'CARD_CVC_INVALID'],
  ]);
}
