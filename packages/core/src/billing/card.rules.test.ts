import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { luhnValid, validateCard } from './card.rules';

const today = Temporal.PlainDate.from('2026-11-21');
const codes = (card: Partial<{ number: string; expMonth: string; expYear: string; cvc: string }>) =>
  validateCard({ number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123', ...card }, today).map((i) => i.code);

describe('card checks', () => {
  it('Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('accepts a valid card, spaces and a two-digit year included', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ expYear: '30' })).toEqual([]);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'CARD_NUMBER_INVALID'],
    [{ number: '42424242424' }, 'CARD_NUMBER_INVALID'],
    [{ expMonth: '13' }, 'CARD_EXPIRY_INVALID'],
    [{ expMonth: '0' }, 'CARD_EXPIRY_INVALID'],
    [{ expMonth: '10', expYear: '2026' }, 'CARD_EXPIRY_INVALID'],
    [{ cvc: '12' }, 'CARD_CVC_INVALID'],
    [{ cvc: '12345' }, 'CARD_CVC_INVALID'],
  ])('refuses %j', (card, code) => expect(codes(card)).toEqual([code]));

  it('accepts the current month as not expired', () => {
    expect(codes({ expMonth: '11', expYear: '2026' })).toEqual([]);
  });
});
