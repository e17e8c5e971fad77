import { err, ok, Subscribe, type BillingApi, type Company, type LoadCompany, type Plan, type Subscription } from '@fieldteam/core';
import { FixedClock, signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlanViewModel } from './plan.view-model';

// 21 November 2026 in São Paulo.
const clock = new FixedClock('2026-11-21T15:00:00Z', 'America/Sao_Paulo');

let sent: Subscription[];
let logged: string[];
let answer: () => ReturnType<BillingApi['subscribe']>;
let vm: PlanViewModel;
let held: Plan | null;

/** The company as LoadCompany answers it, on `held`'s plan (null: not set up yet). */
const companies: Pick<LoadCompany, 'execute' | 'cached'> = {
  cached: () => null,
  execute: async () => ok(held === null ? null : ({ plan: held } as Company)),
};

function fill(card: Partial<Record<'number' | 'expMonth' | 'expYear' | 'cvc', string>> = {}) {
  const values = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2028', cvc: '123', ...card };
  for (const [field, value] of Object.entries(values)) vm.form.set(field as keyof typeof values, value);
}

beforeEach(() => {
  sent = [];
  logged = [];
  answer = async () => ok({ message: 'Subscribed.' });
  held = 'free';
  const api = { subscribe: async (_c: unknown, s: Subscription) => (sent.push(s), answer()) };
  vm = new PlanViewModel(new Subscribe(api, signedInStore('employer', { id: 'o1' }), clock), companies, (m) => logged.push(m));
});

describe('PlanViewModel', () => {
  it('shows the plan held and offers only the plans above it', async () => {
    held = 'basic';
    await vm.load();
    expect(vm.current).toBe('basic');
    expect(vm.offered).toEqual(['plus']);
    expect(vm.plan).toBe('plus');
    vm.choose('basic');
    expect(vm.plan).toBe('plus');
    held = 'plus';
    await vm.load();
    expect(vm.offered).toEqual([]);
    fill();
    await vm.submit();
    expect(sent).toEqual([]);
  });

  it('counts a business not set up yet as free, and after paying shows the new plan and offers it no more', async () => {
    held = null;
    await vm.load();
    expect(vm.current).toBe('free');
    expect(vm.offered).toEqual(['basic', 'plus']);
    vm.choose('basic');
    fill();
    await vm.submit();
    expect(vm.current).toBe('basic');
    expect(vm.offered).toEqual(['plus']);
    expect(vm.plan).toBe('plus');
  });

  it('sends the chosen plan once with the month and year as integers, then clears the card from the screen', async () => {
    vm.choose('plus');
    fill({ expMonth: '07', expYear: '27' });
    await vm.submit();
    expect(sent).toEqual([{ employerId: 'o1', plan: 'plus', card: { number: '4242424242424242', expMonth: 7, expYear: 2027, cvc: '123' } }]);
    expect(vm.outcome).toBe('success');
    expect(vm.form.values).toEqual({ number: '', expMonth: '', expYear: '', cvc: '' });
    expect(vm.form.busy).toBe(false);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }, 'number', 'CARD_NUMBER_INVALID'],
    ['an 11-digit number', { number: '42424242424' }, 'number', 'CARD_NUMBER_INVALID'],
    ['month 13', { expMonth: '13' }, 'expMonth', 'CARD_EXPIRY_INVALID'],
    ['month 0', { expMonth: '0' }, 'expMonth', 'CARD_EXPIRY_INVALID'],
    ['last month', { expMonth: '10', expYear: '2026' }, 'expYear', 'CARD_EXPIRY_INVALID'],
    ['a 2-digit code', { cvc: '12' }, 'cvc', 'CARD_CVC_INVALID'],
    ['a 5-digit code', { cvc: '12345' }, 'cvc', 'CARD_CVC_INVALID'],
  ])('refuses %s before sending anything', async (_name, card, field, code) => {
    fill(card);
    await vm.submit();
    expect(sent).toEqual([]);
    expect(vm.form.errorKey(field as 'number')).toBe(`validation:${code}`);
    expect(vm.outcome).toBeNull();
  });

  it('accepts the bounds: this month, a 4-digit code, a 19-digit Luhn-valid number', async () => {
    fill({ expMonth: '11', expYear: '2026', cvc: '1234', number: '4242 4242 4242 4242 428' });
    await vm.submit();
    expect(sent).toHaveLength(1);
  });

  it('shows the failure for a declined card, logs the answer without the card, and keeps the form usable', async () => {
    answer = async () => err({ code: 'API_REFUSED', reason: 'refused', message: 'The card was declined.' });
    fill({ number: '4000 0000 0000 0002' });
    await vm.submit();
    expect(vm.outcome).toBe('failure');
    expect(vm.form.busy).toBe(false);
    expect(logged).toEqual(['Subscription failed: The card was declined.']);
    expect(logged.join()).not.toMatch(/4000|0002|123/);
  });
});
