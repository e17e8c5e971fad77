// /account-plan (owner only): the basic and plus cards above the card form (DECISIONS 5); the
// card is checked (Luhn, not expired, 3-4 digit code), sent once with the chosen plan, and never
// kept; the result reads "Pagamento processado com sucesso!" or "Erro ao processar pagamento.".
import type { PaidPlan, Subscribe } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormState } from '../../shared/form-state';

export type PaymentOutcome = 'success' | 'failure' | null;

export class PlanViewModel {
  plan: PaidPlan = 'basic';
  readonly form = new FormState({ number: '', expMonth: '', expYear: '', cvc: '' });
  outcome: PaymentOutcome = null;

  constructor(
    private readonly subscribe: Pick<Subscribe, 'execute'>,
    private readonly log: (message: string) => void = (message) => console.info(message),
  ) {
    makeAutoObservable<PlanViewModel, 'log'>(this, { log: false });
  }

  choose(plan: PaidPlan): void {
    this.plan = plan;
  }

  async submit(): Promise<void> {
    if (this.form.busy) return;
    this.form.setBusy(true);
    this.outcome = null;
    const result = await this.subscribe.execute({ plan: this.plan, ...this.form.values });
    runInAction(() => {
      this.form.setBusy(false);
      if (result.ok) {
        this.outcome = 'success';
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
}
