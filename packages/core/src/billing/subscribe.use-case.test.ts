import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { signedInStore } from '../testing/sessions';
import type { Subscription } from './billing.port';
import { Subscribe } from './subscribe.use-case';

describe('Subscribe', () => {
  it('sends the plan and the card with month and year as integers, for the owner', async () => {
    const sent: Subscription[] = [];
    const api = { subscribe: async (_c: unknown, s: Subscription) => (sent.push(s), ok({ message: 'Pagamento processado com sucesso!' })) };
    const result = await new Subscribe(api, signedInStore('employer', { id: 'o1' }), new FixedClock('2026-11-21T12:00:00Z')).execute({
      plan: 'plus',
      number: '4242 4242 4242 4242',
      expMonth: '07',
      expYear: '29',
      cvc: '123',
    });
    expect(result.ok).toBe(true);
    expect(sent).toEqual([{ employerId: 'o1', plan: 'plus', card: { number: '4242424242424242', expMonth: 7, expYear: 2029, cvc: '123' } }]);
  });

  it('checks the card before sending anything', async () => {
    const sent: Subscription[] = [];
    const api = { subscribe: async (_c: unknown, s: Subscription) => (sent.push(s), ok({ message: '' })) };
    const result = await new Subscribe(api, signedInStore('employer'), new FixedClock('2026-11-21T12:00:00Z')).execute({ plan: 'basic', number: '1234', expMonth: '1', expYear: '2020', cvc: 'x' });
    expect(!result.ok && result.error.code).toBe('VALIDATION_FAILED');
    expect(sent).toEqual([]);
  });
});
