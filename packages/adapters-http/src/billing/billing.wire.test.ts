import { describe, expect, it } from 'vitest';
import { toWireSubscription } from './billing.wire';

describe('the subscription body', () => {
  it('is the documented body with the month and year as integers, plus the plan', () => {
    const body = toWireSubscription({ email: 'ana@example.com', token: 't0k' }, { employerId: 'o1', plan: 'plus', card: { number: '4242424242424242', expMonth: 3, expYear: 2030, cvc: '123' } });
    expect(body).toEqual({ email: 'ana@example.com', token: 't0k', employerId: 'o1', card: { number: '4242424242424242', exp_month: 3, exp_year: 2030, cvc: '123' }, plan: 'plus' });
    expect(JSON.stringify(body.card)).toBe('{"number":"4242424242424242","exp_month":3,"exp_year":2030,"cvc":"123"}');
  });
});
