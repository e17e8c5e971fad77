// Plans and their limits (000 sections 1 and 9, spec decisions 4 and 6): how many managers, leaders and
// collaborators each plan allows, which plan lifts a limit, and the prices shown per language.
import { err, ok, type Result } from '../shared/result';

export const PLANS = ['free', 'basic', 'plus'] as const;
export type Plan = (typeof PLANS)[number];
export type PaidPlan = Exclude<Plan, 'free'>;

export type StaffKind = 'manager' | 'leader' | 'collaborator';

/** Per kind of staff: free 5, basic 10, plus 20. */
export const PLAN_LIMITS: Readonly<Record<Plan, number>> = { free: 5, basic: 10, plus: 20 };

export const isPlan = (value: unknown): value is Plan => typeof value === 'string' && (PLANS as readonly string[]).includes(value);

export const nextPlan = (plan: Plan): PaidPlan | null => (plan === 'free' ? 'basic' : plan === 'basic' ? 'plus' : null);

/** The paid plans a business on `plan` may move up to (none on plus): the plan held is never offered again. */
export const plansAbove = (plan: Plan): PaidPlan[] => (plan === 'free' ? ['basic', 'plus'] : plan === 'basic' ? ['plus'] : []);

export interface PlanLimitReached {
  readonly code: 'PLAN_LIMIT_REACHED';
  readonly plan: Plan;
  readonly kind: StaffKind;
  readonly limit: number;
  /** The plan that allows more, or null on the biggest plan. */
  readonly upgradeTo: PaidPlan | null;
}

/** Whether one more person of `kind` fits the plan, given how many there are now. */
export function checkStaffLimit(plan: Plan, kind: StaffKind, current: number): Result<void, PlanLimitReached> {
  const limit = PLAN_LIMITS[plan];
  return current < limit ? ok(undefined) : err({ code: 'PLAN_LIMIT_REACHED', plan, kind, limit, upgradeTo: nextPlan(plan) });
}

const KIND_PLURAL: Readonly<Record<StaffKind, string>> = { manager: 'managers', leader: 'leaders', collaborator: 'collaborators' };

/** The English explanation the server answers with: it names the limit and the plan that lifts it. */
export function planLimitMessageEn(reached: PlanLimitReached): string {
  const base = `Your ${reached.plan} plan allows up to ${reached.limit} ${KIND_PLURAL[reached.kind]}.`;
  return reached.upgradeTo
    ? `${base} Upgrade to the ${reached.upgradeTo} plan to add up to ${PLAN_LIMITS[reached.upgradeTo]}.`
    : `${base} Remove one before adding another.`;
}

export interface PlanPrice {
  readonly currency: 'BRL' | 'USD';
  /** Monthly price in cents. */
  readonly monthlyCents: number;
}

/** Spec decision 4: Portuguese shows BRL 100,00 / 170,00; the other languages USD 46.99 / 74.99. */
export function planPrice(plan: PaidPlan, language: string): PlanPrice {
  if (language.toLowerCase().startsWith('pt')) return { currency: 'BRL', monthlyCents: plan === 'basic' ? 10_000 : 17_000 };
  return { currency: 'USD', monthlyCents: plan === 'basic' ? 4_699 : 7_499 };
}
