// The shell: what every page needs, composed when the app starts without the DI library (decision
// 0032), so that a page with no context of its own (the home page, the dashboard) does not load
// inversify: the HTTP client and the account's adapter (the start-up session check and
// sign-out), browser storage, the session store and cache, the person's visit outbox and visits in
// progress (sign-out asks while visits wait; the sign-out and sign-in screens say what is kept for
// others), the navigator, the notifier, the language and the session. The container
// starts with these as they are (shell.module.ts) when the first route with contexts loads.
import { HttpAccountApi, HttpClient } from '@fieldteam/adapters-http';
import { BrowserCache, browserStorage, LocalStorageInProgressVisits, LocalStorageLanguageStore, LocalStorageSessionStore, LocalStorageVisitOutbox } from '@fieldteam/adapters-browser';
import { CheckAuth, Logout, ReadVisitWorkOnDevice } from '@fieldteam/core';
import { SessionViewModel } from '../features/session/session.view-model';
import { LanguageViewModel } from '../i18n/language.view-model';
import type { Navigator } from '../shared/navigator';
import { Notifier } from '../shared/notifier';
import { TOKENS as T, type Token } from './tokens';

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
export const HTTP_CLIENT = Symbol.for('fieldteam.HttpClient') as Token<HttpClient>;
export const BROWSER_CACHE = Symbol.for('fieldteam.BrowserCache') as Token<BrowserCache>;
export const BROWSER_STORAGE = Symbol.for('fieldteam.BrowserStorage') as Token<Storage>;
/** The start-up options (the maps module reads the Google Maps key). */
export const PLATFORM_OPTIONS = Symbol.for('fieldteam.PlatformOptions') as Token<PlatformOptions>;

/** The shell's services by token, each one instance for the whole visit. */
export type Shell = ReadonlyMap<symbol, unknown>;

export function createShell(options: PlatformOptions): Shell {
  const storage = options.storage ?? browserStorage();
  const http = new HttpClient({ baseUrl: options.apiBaseUrl, fetch: options.fetch });
  const cache = new BrowserCache(storage);
  const accountApi = new HttpAccountApi(http);
  const sessionStore = new LocalStorageSessionStore(storage, cache);
  // Each person's own, kept when the server ends their session (decision 0038).
  const visitOutbox = new LocalStorageVisitOutbox(storage, sessionStore);
  const inProgressVisits = new LocalStorageInProgressVisits(storage, sessionStore);
  const checkAuth = new CheckAuth(accountApi, sessionStore);
  // Sign-out asks first while visit actions wait on the device (decision 0029).
  const logout = new Logout(accountApi, sessionStore, visitOutbox, inProgressVisits);
  const visitWork = new ReadVisitWorkOnDevice(visitOutbox, inProgressVisits);
  const entries: [symbol, unknown][] = [
    [PLATFORM_OPTIONS, options],
    [BROWSER_STORAGE, storage],
    [HTTP_CLIENT, http],
    [BROWSER_CACHE, cache],
    [T.accountApi, accountApi],
    [T.visitOutbox, visitOutbox],
    [T.inProgressVisits, inProgressVisits],
    [T.cache, cache],
    [T.sessionStore, sessionStore],
    [T.navigator, options.navigator],
    [T.notifier, new Notifier()],
    [T.language, new LanguageViewModel(new LocalStorageLanguageStore(storage), options.navigator)],
    [T.checkAuth, checkAuth],
    [T.logout, logout],
    [T.session, new SessionViewModel(sessionStore, checkAuth, logout, visitWork, options.navigator)],
  ];
  return new Map(entries);
}
