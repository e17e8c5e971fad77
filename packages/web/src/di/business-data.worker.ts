// The worker that keeps the business's calendar, reports and client list, its composition root: it
// reads the large answers off the page's thread with its own HTTP adapter, which keeps them and
// asks for them again with their ETags, and core's services answer the screens with plain data.
import { HttpClient, HttpClientsApi } from '@fieldteam/adapters-http';
import { orderTextsIn } from '@fieldteam/core';
import * as Comlink from 'comlink';
import { temporalReady } from '../app/temporal';
import { businessDataEndpoint } from '../workers/business-data.endpoint';
import { businessDataServices } from '../workers/business-data.services';

Comlink.expose(
  businessDataEndpoint(async ({ baseUrl, language, timeZone }) => {
    await temporalReady;
    orderTextsIn(language);
    const api = new HttpClientsApi(new HttpClient({ baseUrl }), { keepLargeAnswers: true });
    return businessDataServices(api, api, api, timeZone);
  }),
);
