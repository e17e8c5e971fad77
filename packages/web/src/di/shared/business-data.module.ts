// The business's calendar and reports, kept for the session (ADR 0049): in a worker, so that a year
// of ten thousand clients' visits does not hold the page; in the page where there is no worker or
// the tests give their own fetch. Every write the app makes marks them stale.
import type { Clock, ClientsApi } from '@fieldteam/core';
import { AppWrites } from '../../shared/app-writes';
import { businessDataInPageLater, businessDataInWorker } from '../../workers/business-data.client';
import type { PlatformOptions } from '../platform-options';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';
import clientsApi from './clients-api.module';
import clock from './clock.module';

export default contextModule([clientsApi, clock], ({ bind }) => {
  bind(T.businessData)
    .toResolvedValue(
      (clientsApi: ClientsApi, clock: Clock, language: string, writes: AppWrites, options: PlatformOptions) => {
        const timeZone = clock.timeZone();
        const data = typeof Worker === 'function' && !options.fetch ? businessDataInWorker({ baseUrl: options.apiBaseUrl, language, timeZone }) : businessDataInPageLater(clientsApi, timeZone);
        writes.subscribe(() => void data.markStale());
        return data;
      },
      [T.clientsApi, T.clock, T.language, AppWrites, T.platformOptions],
    )
    .inSingletonScope();
});
