// The company, read by several contexts: its profile adapter, the company record (billing's plan,
// the configuration screen) and its working hours (the clients' scheduling, the work days screen).
import { LoadBusinessHours, LoadCompany } from '@fieldteam/core';
import { HttpProfileApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.profileApi, HttpProfileApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadCompany, [T.profileApi, T.sessionStore, T.cache]);
  bindClass(bind, LoadBusinessHours, [T.profileApi, T.sessionStore]);
});
