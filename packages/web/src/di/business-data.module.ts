// The business's calendar and reports, kept for the session (ADR 0049): in a worker, so that
// fetching, parsing and indexing a year of visits of ten thousand clients does not hold the page;
// in the page itself where there is no worker, or when the tests give the app their own fetch.
// Every write the app makes marks them stale.
import type { BusinessData, Clock, ClientsApi } from '@fieldteam/core';
import * as Comlink from 'comlink';
import { ContainerModule } from 'inversify';
import { AppWrites } from '../shared/app-writes';
import { calendarFromEndpoint } from './business-data.endpoint';
import type { BusinessDataEndpoint } from './business-data.worker';
import type { PlatformOptions } from './platform-options';
import { TOKENS as T } from './tokens';

function inWorker(setup: { baseUrl: string; language: string; timeZone: string }): BusinessData {
  const worker = new Worker(new URL('./business-data.worker.ts', import.meta.url), { type: 'module', name: 'business-data' });
  const remote = Comlink.wrap<BusinessDataEndpoint>(worker);
  void remote.setUp(setup);
  return {
    calendar: (...args) => calendarFromEndpoint(remote, ...args),
    reportClients: (...args) => remote.reportClients(...args),
    clientReports: (...args) => remote.clientReports(...args),
    workFigures: (...args) => remote.workFigures(...args),
    dayBoard: (...args) => remote.dayBoard(...args),
    markStale: () => remote.markStale(),
  };
}

/**
 * The same service in the page, fetched only where it runs there (tests, a browser without
 * workers): the app's routes do not carry the parsing code the worker holds.
 */
function inPage(clientsApi: ClientsApi, timeZone: string): BusinessData {
  const service = import('./business-data.in-page').then(({ businessDataInPage }) => businessDataInPage(clientsApi, timeZone));
  return {
    calendar: async (...args) => (await service).calendar(...args),
    reportClients: async (...args) => (await service).reportClients(...args),
    clientReports: async (...args) => (await service).clientReports(...args),
    workFigures: async (...args) => (await service).workFigures(...args),
    dayBoard: async (...args) => (await service).dayBoard(...args),
    markStale: async () => (await service).markStale(),
  };
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
