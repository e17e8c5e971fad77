// The billing context: the paid plan's subscription and the plan screen.
import { LoadCompany, Subscribe } from '@fieldteam/core';
import { HttpBillingApi } from '@fieldteam/adapters-http';
import { PlanViewModel } from '../features/billing/plan.view-model';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import company from './shared/company.module';
import clock from './shared/clock.module';

export default contextModule([company, clock], ({ bind }) => {
  bindAdapter(bind, T.billingApi, HttpBillingApi, [T.http]).inSingletonScope();
  bindClass(bind, Subscribe, [T.billingApi, T.sessionStore, T.clock]);
  bindClass(bind, PlanViewModel, [Subscribe, LoadCompany]);
});
