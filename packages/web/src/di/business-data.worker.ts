// The worker that keeps the business's calendar and reports (ADR 0049): it fetches, parses and
// indexes the large answers off the page's thread, and answers the screens with plain data.
import { HttpClient, HttpClientsApi } from '@fieldteam/adapters-http';
import { BusinessDataService, orderTextsIn } from '@fieldteam/core';
import * as Comlink from 'comlink';
import { temporalReady } from '../app/temporal';
import { businessDataEndpoint } from '../workers/business-data.endpoint';

Comlink.expose(
  businessDataEndpoint(async ({ baseUrl, language, timeZone }) => {
    await temporalReady;
    orderTextsIn(language);
    return new BusinessDataService(new HttpClientsApi(new HttpClient({ baseUrl })), timeZone);
  }),
);
