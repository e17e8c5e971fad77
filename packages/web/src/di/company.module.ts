// The company, read by several contexts: its profile adapter, the company record (billing's plan,
// the configuration screen) and its working hours (the clients' scheduling, the work days screen).
import { LoadBusinessHours, LoadCompany, type Cache, type ProfileApi, type SessionStore } from '@fieldteam/core';
import { HttpProfileApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const companyModule = new ContainerModule(({ bind }) => {
  bind(T.profileApi).toResolvedValue((http: HttpClient) => new HttpProfileApi(http), [HTTP_CLIENT]).inSingletonScope();
  bind(T.loadCompany).toResolvedValue((api: ProfileApi, sessions: SessionStore, cache: Cache) => new LoadCompany(api, sessions, cache), [T.profileApi, T.sessionStore, T.cache]);
  bind(T.loadBusinessHours).toResolvedValue((api: ProfileApi, sessions: SessionStore) => new LoadBusinessHours(api, sessions), [T.profileApi, T.sessionStore]);
});
