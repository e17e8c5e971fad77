// The business data service (ADR 0049) as the page reaches it: in the business data worker,
// through Comlink, its long lists received in slices; or in the page itself where there is no
// worker, its code fetched only then.
import type { BusinessData, ClientsApi } from '@fieldteam/core';
import { calendarFromEndpoint, reportClientsFromEndpoint, type BusinessDataEndpointCalls, type BusinessDataSetup } from './business-data.endpoint';

/** Comlink is fetched with the worker's start, outside the first load of the routes that use it. */
export function businessDataInWorker(setup: BusinessDataSetup): BusinessData {
  const remote = import('comlink').then((Comlink) => {
    const worker = new Worker(new URL('../di/business-data.worker.ts', import.meta.url), { type: 'module', name: 'business-data' });
    const wrapped = Comlink.wrap<BusinessDataEndpointCalls>(worker);
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
      (name === 'then' ? undefined : async (...args: unknown[]) => ((await remote)[name as keyof BusinessDataEndpointCalls] as (...a: unknown[]) => unknown)(...args)),
  });
}

/**
 * The same service in the page, fetched only where it runs there (tests, a browser without
 * workers): the app's routes do not carry the parsing code the worker holds.
 */
export function businessDataInPageLater(clientsApi: ClientsApi, timeZone: string): BusinessData {
  const service = import('./business-data.in-page').then(({ businessDataInPage }) => businessDataInPage(clientsApi, timeZone));
  // Each call waits for the service, then is the service's own ('then' left out: the value is not a promise).
  return new Proxy({} as BusinessData, {
    get: (_, name) => (name === 'then' ? undefined : async (...args: unknown[]) => ((await service)[name as keyof BusinessData] as (...a: unknown[]) => unknown)(...args)),
  });
}
