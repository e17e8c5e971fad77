// The billing context: the paid plan's subscription and the plan screen's view-model. Takes
// LoadCompany from the business module.
import { Subscribe, type BillingApi, type Clock, type LoadCompany, type SessionStore } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { PlanViewModel } from '../features/plan/plan.view-model';
import { TOKENS as T } from './tokens';

export const billingModule = new ContainerModule(({ bind }) => {
  bind(T.subscribe).toResolvedValue((api: BillingApi, sessions: SessionStore, clock: Clock) => new Subscribe(api, sessions, clock), [T.billingApi, T.sessionStore, T.clock]);

  bind(T.planVm).toResolvedValue((subscribe: Subscribe, company: LoadCompany) => new PlanViewModel(subscribe, company), [T.subscribe, T.loadCompany]);
});
