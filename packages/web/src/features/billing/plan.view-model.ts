// /account-plan (owner only): the plan held and its limits, then the paid plans above it
// (spec decision 5: the cards above the card form; the plan held is never offered again);
// the card is checked (Luhn, not expired, 3-4 digit code), sent once with the chosen plan, and
// never kept; the result reads "Pagamento processado com sucesso!" or "Erro ao processar pagamento.".
import { plansAbove, type LoadCompany, type PaidPlan, type Plan, type Subscribe } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormState } from '../../shared/form-state';

export type PaymentOutcome = 'success' | 'failure' | null;

export class PlanViewModel {
  /** The plan held; null until the company is read. */
  current: Plan | null = null;
  loading = true;
  plan: PaidPlan = 'basic';
  readonly form = new FormState({ number: '', expMonth: '', expYear: '', cvc: '' });
  outcome: PaymentOutcome = null;

  constructor(
    private readonly subscribe: Pick<Subscribe, 'execute'>,
    private readonly loadCompany: Pick<LoadCompany, 'execute' | 'cached'>,
    private readonly log: (message: string) => void = (message) => console.info(message),
  ) {
    makeAutoObservable<PlanViewModel, 'log' | 'loadCompany'>(this, { log: false, loadCompany: false });
    this.setCurrent(this.loadCompany.cached()?.plan ?? null);
  }

  async load(): Promise<void> {
    const company = await this.loadCompany.execute();
    runInAction(() => {
      this.loading = false;
      // Without a company (not set up yet) the business is on the free plan.
      if (company.ok) this.setCurrent(company.value?.plan ?? 'free');
    });
  }

  /** The paid plans above the one held (none on plus). */
  get offered(): readonly PaidPlan[] {
    return plansAbove(this.current ?? 'free');
  }

  choose(plan: PaidPlan): void {
    if (this.offered.includes(plan)) this.plan = plan;
  }

  async submit(): Promise<void> {
    if (this.form.busy || !this.offered.includes(this.plan)) return;
    this.form.setBusy(true);
    this.outcome = null;
    const plan = this.plan;
    const result = await this.subscribe.execute({ plan, ...this.form.values });
    runInAction(() => {
      this.form.setBusy(false);
      if (result.ok) {
        this.outcome = 'success';
        this.setCurrent(plan);
        // The card never stays on the screen once it was accepted.
        for (const field of ['number', 'expMonth', 'expYear', 'cvc'] as const) this.form.set(field, '');
        return;
      }
      if (result.error.code === 'VALIDATION_FAILED') {
        this.form.showIssues(result.error.issues);
        return;
      }
      this.outcome = 'failure';
      // The answer is only logged (001 section 7); never the card.
      this.log(`Subscription failed: ${result.error.code === 'API_REFUSED' ? result.error.message : result.error.code}`);
    });
  }

  private setCurrent(plan: Plan | null): void {
    this.current = plan;
    const offered = plansAbove(plan ?? 'free');
    if (!offered.includes(this.plan) && offered[0]) this.plan = offered[0];
  }
}
