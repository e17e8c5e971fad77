// Ports to adapters: the HTTP API, browser storage, the clock, and the app-wide services.
import { HttpAccountApi, HttpClient, HttpProfileApi, HttpRoleSetupApi, HttpServicesApi, HttpStaffApi, HttpTeamsApi } from '@fieldteam/adapters-http';
import { BrowserCache, browserStorage, LocalStorageLanguageStore, LocalStorageSessionStore, OfflineMapsService, SystemClock } from '@fieldteam/adapters-browser';
import type { MapsService } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { LanguageViewModel } from '../i18n/language.view-model';
import type { Navigator } from '../shared/navigator';
import { Notifier } from '../shared/notifier';
import { TOKENS } from './tokens';

export interface PlatformOptions {
  readonly apiBaseUrl: string;
  /** Browser storage; localStorage (or memory when the browser refuses it) by default. */
  readonly storage?: Storage;
  readonly navigator: Navigator;
  readonly fetch?: typeof fetch;
  /** The maps adapter; the offline gazetteer by default (DECISIONS 19). */
  readonly maps?: MapsService;
}

export const HTTP_CLIENT = Symbol.for('fieldteam.HttpClient');
export const BROWSER_CACHE = Symbol.for('fieldteam.BrowserCache');

export function platformModule(options: PlatformOptions): ContainerModule {
  const storage = options.storage ?? browserStorage();
  return new ContainerModule(({ bind }) => {
    bind(HTTP_CLIENT).toConstantValue(new HttpClient({ baseUrl: options.apiBaseUrl, fetch: options.fetch }));
    bind(BROWSER_CACHE).toConstantValue(new BrowserCache(storage));
    bind(TOKENS.accountApi)
      .toResolvedValue((http: HttpClient) => new HttpAccountApi(http), [HTTP_CLIENT])
      .inSingletonScope();
    bind(TOKENS.roleSetupApi).toResolvedValue((http: HttpClient) => new HttpRoleSetupApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.profileApi).toResolvedValue((http: HttpClient) => new HttpProfileApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.servicesApi).toResolvedValue((http: HttpClient) => new HttpServicesApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.staffApi).toResolvedValue((http: HttpClient) => new HttpStaffApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.teamsApi).toResolvedValue((http: HttpClient) => new HttpTeamsApi(http), [HTTP_CLIENT]).inSingletonScope();
    bind(TOKENS.maps).toConstantValue(options.maps ?? new OfflineMapsService());
    bind(TOKENS.cache).toResolvedValue((cache: BrowserCache) => cache, [BROWSER_CACHE]);
    bind(TOKENS.sessionStore)
      .toResolvedValue((cache: BrowserCache) => new LocalStorageSessionStore(storage, cache), [BROWSER_CACHE])
      .inSingletonScope();
    bind(TOKENS.clock).toConstantValue(new SystemClock());
    bind(TOKENS.navigator).toConstantValue(options.navigator);
    bind(TOKENS.notifier).toConstantValue(new Notifier());
    bind(TOKENS.language)
      .toResolvedValue((navigator: Navigator) => new LanguageViewModel(new LocalStorageLanguageStore(storage), navigator), [TOKENS.navigator])
      .inSingletonScope();
  });
}
