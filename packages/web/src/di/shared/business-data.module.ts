// The business's calendar, reports and client list, kept for the session, behind the ports of the
// contexts that read them (the calendar's, the live board's, the reports'): in a worker, so that a
// year of ten thousand clients' visits does not hold the page; in the page where there is no
// worker or the tests give their own fetch. Every write the app makes marks them stale.
import { HttpClientsApi, type HttpClient } from '@fieldteam/adapters-http';
import type { Clock, CalendarApi, ClientsApi, ReportsApi } from '@fieldteam/core';
import { AppWrites } from '../../shared/app-writes';
import { type BusinessDataClient, businessDataInPageLater, businessDataInWorker } from '../../workers/business-data.client';
import type { PlatformOptions } from '../platform-options';
import { TOKENS as T, type Token } from '../tokens';
import { contextModule } from '../context-module';
import clock from './clock.module';

const CLIENT = Symbol.for('fieldteam.BusinessDataClient') as Token<BusinessDataClient>;

export default contextModule([clock], ({ bind }) => {
  // Where the data is read in the page: the page's adapter, which keeps the answers and asks for
  // them again with their ETags, as the worker's does.
  bind(T.keptAnswersApi)
    .toResolvedValue((http: HttpClient) => new HttpClientsApi(http, { keepLargeAnswers: true }), [T.http])
    .inSingletonScope();
  bind(CLIENT)
    .toResolvedValue(
      (api: Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'> & Pick<ClientsApi, 'list'>, clock: Clock, language: string, writes: AppWrites, options: PlatformOptions) => {
        const timeZone = clock.timeZone();
        const data = typeof Worker === 'function' && !options.fetch ? businessDataInWorker({ baseUrl: options.apiBaseUrl, language, timeZone }) : businessDataInPageLater(api, api, api, timeZone);
        writes.subscribe(() => void data.markStale());
        return data;
      },
      [T.keptAnswersApi, T.clock, T.language, AppWrites, T.platformOptions],
    )
    .inSingletonScope();
  bind(T.calendarData).toResolvedValue((data: BusinessDataClient) => data, [CLIENT]);
  bind(T.dayBoardData).toResolvedValue((data: BusinessDataClient) => data, [CLIENT]);
  bind(T.reportsData).toResolvedValue((data: BusinessDataClient) => data, [CLIENT]);
});
