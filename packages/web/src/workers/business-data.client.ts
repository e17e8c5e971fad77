// The business's data as the page reaches it: the adapter of the calendar's, the live
// board's and the reports' ports. Core's services answer them in the business data worker,
// through Comlink, the long lists received in slices; or in the page itself where there is no
// worker, their code fetched only then. Either way the page talks to the same endpoint.
import type { CalendarApi, CalendarData, ClientsApi, DayBoardData, ReportsApi, ReportsData } from '@fieldteam/core';
import { calendarFromEndpoint, reportClientsFromEndpoint, servicesEndpoint, type BusinessDataEndpointCalls, type BusinessDataSetup } from './business-data.endpoint';

type Endpoint = Omit<BusinessDataEndpointCalls, 'setUp'>;

export class BusinessDataClient implements CalendarData, DayBoardData, ReportsData {
  /** `endpoint` settles once the worker (or the page's services) can be asked. */
  constructor(private readonly endpoint: Promise<Endpoint>) {}

  async calendar(...args: Parameters<CalendarData['calendar']>): ReturnType<CalendarData['calendar']> {
    return calendarFromEndpoint(await this.endpoint, ...args);
  }

  async teamLoad(...args: Parameters<CalendarData['teamLoad']>): ReturnType<CalendarData['teamLoad']> {
    return (await this.endpoint).teamLoad(...args);
  }

  async daySheet(...args: Parameters<CalendarData['daySheet']>): ReturnType<CalendarData['daySheet']> {
    return (await this.endpoint).daySheet(...args);
  }

  async dayBoard(...args: Parameters<DayBoardData['dayBoard']>): ReturnType<DayBoardData['dayBoard']> {
    return (await this.endpoint).dayBoard(...args);
  }

  async reportClients(...args: Parameters<ReportsData['reportClients']>): ReturnType<ReportsData['reportClients']> {
    return reportClientsFromEndpoint(await this.endpoint, ...args);
  }

  async clientReports(...args: Parameters<ReportsData['clientReports']>): ReturnType<ReportsData['clientReports']> {
    return (await this.endpoint).clientReports(...args);
  }

  async workFigures(...args: Parameters<ReportsData['workFigures']>): ReturnType<ReportsData['workFigures']> {
    return (await this.endpoint).workFigures(...args);
  }

  async openReports(...args: Parameters<ReportsData['openReports']>): ReturnType<ReportsData['openReports']> {
    return (await this.endpoint).openReports(...args);
  }

  async timeSheet(...args: Parameters<ReportsData['timeSheet']>): ReturnType<ReportsData['timeSheet']> {
    return (await this.endpoint).timeSheet(...args);
  }

  /** The app wrote something (or a screen shows what others change): each answer is asked for fresh at its next use. */
  async markStale(): Promise<void> {
    await (await this.endpoint).markStale();
  }
}

/** Comlink is fetched with the worker's start, outside the first load of the routes that use it. */
export function businessDataInWorker(setup: BusinessDataSetup): BusinessDataClient {
  const endpoint = import('comlink').then((Comlink) => {
    const worker = new Worker(new URL('../di/business-data.worker.ts', import.meta.url), { type: 'module', name: 'business-data' });
    const remote = Comlink.wrap<BusinessDataEndpointCalls>(worker);
    void remote.setUp(setup);
    return remote;
  });
  return new BusinessDataClient(endpoint);
}

/**
 * The same services in the page, fetched only where they run there (tests, a browser without
 * workers): the app's routes do not carry the parsing code the worker holds.
 */
export function businessDataInPageLater(calendarApi: Pick<CalendarApi, 'calendar'>, reportsApi: Pick<ReportsApi, 'reports'>, clientsApi: Pick<ClientsApi, 'list'>, timeZone: string): BusinessDataClient {
  const services = import('./business-data.services').then(({ businessDataServices }) => businessDataServices(calendarApi, reportsApi, clientsApi, timeZone));
  const endpoint = servicesEndpoint(() => services);
  return new BusinessDataClient(Promise.resolve(endpoint));
}
