// What every page needs, bound when the app starts (decision 0028): the HTTP client and the
// account's adapter (the start-up session check and sign-out), browser storage, the session store
// and cache, the visit outbox (sign-out asks while visits wait in it), the navigator, the notifier
// and the language. The adapters only one context uses are bound by that context's module, and
// the ones a few contexts share by a small module of their own (clock, maps, clientsApi,
// visitsApi in container.ts), so that they load with the routes that use them.
import { HttpAccountApi, HttpClient } from '@fieldteam/adapters-http';
import { BrowserCache, browserStorage, LocalStorageLanguageStore, LocalStorageSessionStore, LocalStorageVisitOutbox } from '@fieldteam/adapters-browser';
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
  /** A Google Maps key switches maps, directions and the map to Google (DECISIONS 19). */
  readonly googleMapsApiKey?: string;
}

/** The composition root's own services, for the modules that build adapters on them. */
export const HTTP_CLIENT = Symbol.for('fieldteam.HttpClient');
export const BROWSER_CACHE = Symbol.for('fieldteam.BrowserCache');
export const BROWSER_STORAGE = Symbol.for('fieldteam.BrowserStorage');
/** The start-up options (the maps module reads the Google Maps key). */
export const PLATFORM_OPTIONS = Symbol.for('fieldteam.PlatformOptions');

export function platformModule(options: PlatformOptions): ContainerModule {
  const storage = options.storage ?? browserStorage();
  return new ContainerModule(({ bind }) => {
    bind(PLATFORM_OPTIONS).toConstantValue(options);
    bind(BROWSER_STORAGE).toConstantValue(storage);
    bind(HTTP_CLIENT).toConstantValue(new HttpClient({ baseUrl: options.apiBaseUrl, fetch: options.fetch }));
    bind(BROWSER_CACHE).toConstantValue(new BrowserCache(storage));
    bind(TOKENS.accountApi)
      .toResolvedValue((http: HttpClient) => new HttpAccountApi(http), [HTTP_CLIENT])
      .inSingletonScope();
    bind(TOKENS.visitOutbox).toConstantValue(new LocalStorageVisitOutbox(storage));
    bind(TOKENS.cache).toResolvedValue((cache: BrowserCache) => cache, [BROWSER_CACHE]);
    bind(TOKENS.sessionStore)
      .toResolvedValue((cache: BrowserCache) => new LocalStorageSessionStore(storage, cache), [BROWSER_CACHE])
      .inSingletonScope();
    bind(TOKENS.navigator).toConstantValue(options.navigator);
    bind(TOKENS.notifier).toConstantValue(new Notifier());
    bind(TOKENS.language)
      .toResolvedValue((navigator: Navigator) => new LanguageViewModel(new LocalStorageLanguageStore(storage), navigator), [TOKENS.navigator])
      .inSingletonScope();
  });
}
