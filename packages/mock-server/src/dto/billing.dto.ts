// The body of /criar-assinatura (001 section 7, spec decisions 5 and 18): the owner, the card and the
// extra `plan` field. The card is checked with core's card rules (Luhn-valid number, expiry not in
// the past, 3 or 4 digit security code). No message ever repeats what was sent.
import { cardDigits, isPlan, validateCard, validationMessagesEn as M, type PaidPlan } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { badRequest } from '../http/http-error';
import type { SubscriptionRecord } from '../store/schema';
import { requiredId, Rule, type WireCheck } from './rule.decorator';

export const BILLING_MESSAGES = {
  card: 'Send the card as { number, exp_month, exp_year, cvc }.',
  plan: 'Choose the basic or the plus plan.',
  declined: 'The card was declined. Try another card.',
} as const;

/** The simulated gateway declines this (Luhn-valid) number. */
export const DECLINED_CARD = '4000000000000002';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const cardRule: WireCheck = (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : BILLING_MESSAGES.card);
const planRule: WireCheck = (v) => (blank(v) || (isPlan(v) && v !== 'free') ? null : BILLING_MESSAGES.plan);

export class SubscriptionBody {
  @Rule('employerId', requiredId) employerId!: string | number;
  @Rule('card', cardRule) card!: Record<string, unknown>;
  @Rule('plan', planRule) plan?: PaidPlan | null;
}

/** Spec decision 5: a body without `plan` subscribes to basic. */
export const planOf = (body: SubscriptionBody): PaidPlan => (blank(body.plan) ? 'basic' : (body.plan as PaidPlan));

interface CheckedCard {
  readonly digits: string;
  readonly brand: SubscriptionRecord['brand'];
  readonly last4: string;
}

const BRANDS: Readonly<Record<string, SubscriptionRecord['brand']>> = { '4': 'visa', '5': 'mastercard', '3': 'amex' };

/** The card of a checked body: 400 with core's card message when a field is not valid or the card has expired. */
export function readCard(card: Record<string, unknown>, today: Temporal.PlainDate): CheckedCard {
  const { number, exp_month: month, exp_year: year, cvc } = card;
  if (typeof number !== 'string') throw badRequest(M.CARD_NUMBER_INVALID);
  if (!Number.isSafeInteger(month) || !Number.isSafeInteger(year)) throw badRequest(M.CARD_EXPIRY_INVALID);
  if (typeof cvc !== 'string') throw badRequest(M.CARD_CVC_INVALID);
  const issue = validateCard({ number, expMonth: String(month), expYear: String(year), cvc }, today)[0];
  if (issue) throw badRequest(M[issue.code]);
  const digits = cardDigits(number);
  return { digits, brand: BRANDS[digits[0]!] ?? 'card', last4: digits.slice(-4) };
}
