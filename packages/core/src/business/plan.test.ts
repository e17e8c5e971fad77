import { describe, expect, it } from 'vitest';
import { checkStaffLimit, planLimitMessageEn, planPrice, plansAbove, PLAN_LIMITS } from './plan';

describe('plan limits', () => {
  it.each([
    ['free', 5],
    ['basic', 10],
    ['plus', 20],
  ] as const)('%s allows %i of each kind', (plan, limit) => {
    expect(PLAN_LIMITS[plan]).toBe(limit);
    for (const kind of ['manager', 'leader', 'collaborator'] as const) {
      expect(checkStaffLimit(plan, kind, limit - 1).ok).toBe(true);
      expect(checkStaffLimit(plan, kind, limit).ok).toBe(false);
    }
  });

  it('names the limit and the plan that lifts it', () => {
    const free = checkStaffLimit('free', 'manager', 5);
    expect(!free.ok && free.error).toEqual({ code: 'PLAN_LIMIT_REACHED', plan: 'free', kind: 'manager', limit: 5, upgradeTo: 'basic' });
    expect(!free.ok && planLimitMessageEn(free.error)).toBe('Your free plan allows up to 5 managers. Upgrade to the basic plan to add up to 10.');
    const basic = checkStaffLimit('basic', 'collaborator', 10);
    expect(!basic.ok && planLimitMessageEn(basic.error)).toBe('Your basic plan allows up to 10 collaborators. Upgrade to the plus plan to add up to 20.');
    const plus = checkStaffLimit('plus', 'leader', 20);
    expect(!plus.ok && planLimitMessageEn(plus.error)).toBe('Your plus plan allows up to 20 leaders. Remove one before adding another.');
  });
});

describe('plan prices (spec decision 4)', () => {
  it('shows BRL in Portuguese and USD elsewhere', () => {
    expect(planPrice('basic', 'pt-BR')).toEqual({ currency: 'BRL', monthlyCents: 10000 });
    expect(planPrice('plus', 'pt-BR')).toEqual({ currency: 'BRL', monthlyCents: 17000 });
    for (const language of ['en', 'es-MX', 'fr']) {
      expect(planPrice('basic', language)).toEqual({ currency: 'USD', monthlyCents: 4699 });
      expect(planPrice('plus', language)).toEqual({ currency: 'USD', monthlyCents: 7499 });
    }
  });
});

describe('plansAbove', () => {
  it('offers only the paid plans above the one held', () => {
    expect(plansAbove('free')).toEqual(['basic', 'plus']);
    expect(plansAbove('basic')).toEqual(['plus']);
    expect(plansAbove('plus')).toEqual([]);
  });
});
