// The billing context: the billing adapter, the paid plan's subscription and the plan screen's
// view-model. Takes LoadCompany from the company module.
import { Subscribe, type BillingApi, type Clock, type LoadCompany, type SessionStore } from '@fieldteam/core';
import { HttpBillingApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { PlanViewModel } from '../features/plan/plan.view-model';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const billingModule = new ContainerModule(({ bind }) => {
  bind(T.billingApi).toResolvedValue((http: HttpClient) => new HttpBillingApi(http), [HTTP_CLIENT]).inSingletonScope();
  bind(T.subscribe).toResolvedValue((api: BillingApi, sessions: SessionStore, clock: Clock) => new Subscribe(api, sessions, clock), [T.billingApi, T.sessionStore, T.clock]);

  bind(T.planVm).toResolvedValue((subscribe: Subscribe, company: LoadCompany) => new PlanViewModel(subscribe, company), [T.subscribe, T.loadCompany]);
});
