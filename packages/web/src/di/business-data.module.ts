// The business's calendar and reports, kept for the session (ADR 0049): in a worker, so that
// fetching, parsing and indexing a year of visits of ten thousand clients does not hold the page;
// in the page itself where there is no worker, or when the tests give the app their own fetch.
// Every write the app makes marks them stale.
import type { BusinessData, Clock, ClientsApi } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { AppWrites } from '../shared/app-writes';
import { calendarFromEndpoint, reportClientsFromEndpoint } from './business-data.endpoint';
import type { BusinessDataEndpoint } from './business-data.worker';
import type { PlatformOptions } from './platform-options';
import { TOKENS as T } from './tokens';

/** Comlink is fetched with the worker's start, outside the first load of the routes that use it. */
function inWorker(setup: { baseUrl: string; language: string; timeZone: string }): BusinessData {
  const remote = import('comlink').then((Comlink) => {
    const worker = new Worker(new URL('./business-data.worker.ts', import.meta.url), { type: 'module', name: 'business-data' });
    const wrapped = Comlink.wrap<BusinessDataEndpoint>(worker);
    void wrapped.setUp(setup);
    return wrapped;
  });
  // The long lists come in slices; every other call is the worker's own ('then' left out: the value is not a promise).
  const sliced: Partial<BusinessData> = {
    calendar: async (...args) => calendarFromEndpoint(await remote, ...args),
    reportClients: async (...args) => reportClientsFromEndpoint(await remote, ...args),
  };
  return new Proxy({} as BusinessData, {
    get: (_, name) =>
      sliced[name as keyof BusinessData] ??
      (name === 'then' ? undefined : async (...args: unknown[]) => ((await remote)[name as keyof BusinessDataEndpoint] as (...a: unknown[]) => unknown)(...args)),
  });
}

/**
 * The same service in the page, fetched only where it runs there (tests, a browser without
 * workers): the app's routes do not carry the parsing code the worker holds.
 */
function inPage(clientsApi: ClientsApi, timeZone: string): BusinessData {
  const service = import('./business-data.in-page').then(({ businessDataInPage }) => businessDataInPage(clientsApi, timeZone));
  // Each call waits for the service, then is the service's own ('then' left out: the value is not a promise).
  return new Proxy({} as BusinessData, {
    get: (_, name) => (name === 'then' ? undefined : async (...args: unknown[]) => ((await service)[name as keyof BusinessData] as (...a: unknown[]) => unknown)(...args)),
  });
}

export default new ContainerModule(({ bind }) => {
  bind(T.businessData)
    .toResolvedValue(
      (clientsApi: ClientsApi, clock: Clock, language: string, writes: AppWrites, options: PlatformOptions) => {
        const timeZone = clock.timeZone();
        const data = typeof Worker === 'function' && !options.fetch ? inWorker({ baseUrl: options.apiBaseUrl, language, timeZone }) : inPage(clientsApi, timeZone);
        writes.subscribe(() => void data.markStale());
        return data;
      },
      [T.clientsApi, T.clock, T.language, AppWrites, T.platformOptions],
    )
    .inSingletonScope();
});
