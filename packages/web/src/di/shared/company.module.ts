// The company record and its working hours, read by several contexts.
import { LoadBusinessHours, LoadCompany } from '@fieldteam/core';
import { HttpProfileApi } from '@fieldteam/adapters-http';
import { bindAdapter, bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindAdapter(bind, T.profileApi, HttpProfileApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadCompany, [T.profileApi, T.sessionStore, T.cache]);
  bindClass(bind, LoadBusinessHours, [T.profileApi, T.sessionStore]);
});
