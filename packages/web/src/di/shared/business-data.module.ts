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

const CLIENT_IN_ZONE = Symbol.for('fieldteam.BusinessDataClientInZone') as Token<(timeZone: string) => BusinessDataClient>;

export default contextModule([clock], ({ bind }) => {
  // Where the data is read in the page: the page's adapter, which keeps the answers and asks for
  // them again with their ETags, as the worker's does.
  bind(T.keptAnswersApi)
    .toResolvedValue((http: HttpClient) => new HttpClientsApi(http, { keepLargeAnswers: true }), [T.http])
    .inSingletonScope();
  // Set up in the business's zone (the work report's days are the business's), which the pages
  // that read the data wait for (clock.module.ts): one for the session, another only where
  // another business, in another zone, is signed in without a reload.
  bind(CLIENT_IN_ZONE)
    .toResolvedValue(
      (api: Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'> & Pick<ClientsApi, 'list'>, language: string, writes: AppWrites, options: PlatformOptions) => {
        let current: { readonly timeZone: string; readonly data: BusinessDataClient } | null = null;
        return (timeZone: string) => {
          if (current?.timeZone === timeZone) return current.data;
          const data = typeof Worker === 'function' && !options.fetch ? businessDataInWorker({ baseUrl: options.apiBaseUrl, language, timeZone }) : businessDataInPageLater(api, api, api, timeZone);
          writes.subscribe(() => void data.markStale());
          current = { timeZone, data };
          return data;
        };
      },
      [T.keptAnswersApi, T.language, AppWrites, T.platformOptions],
    )
    .inSingletonScope();
  const inZone = (clientIn: (timeZone: string) => BusinessDataClient, clock: Clock) => clientIn(clock.timeZone());
  bind(T.calendarData).toResolvedValue(inZone, [CLIENT_IN_ZONE, T.clock]);
  bind(T.dayBoardData).toResolvedValue(inZone, [CLIENT_IN_ZONE, T.clock]);
  bind(T.reportsData).toResolvedValue(inZone, [CLIENT_IN_ZONE, T.clock]);
});
