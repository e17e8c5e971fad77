// The worker that keeps the business's calendar and reports (ADR 0049): it fetches, parses and
// indexes the large answers off the page's thread, and answers the screens with plain data.
import { HttpClient, HttpClientsApi } from '@fieldteam/adapters-http';
import { BusinessDataService, orderTextsIn } from '@fieldteam/core';
import * as Comlink from 'comlink';
import { temporalReady } from '../app/temporal';
import { businessDataEndpoint } from '../workers/business-data.endpoint';

export interface BusinessDataSetup {
  /** The API's address as the page has it; a path ('/api') is read against the worker's origin, the page's. */
  readonly baseUrl: string;
  readonly language: string;
  readonly timeZone: string;
}

let service: Promise<BusinessDataService> | null = null;

const ready = (): Promise<BusinessDataService> => {
  if (!service) throw new Error('the business data worker was used before setUp');
  return service;
};

const endpoint = {
  setUp(setup: BusinessDataSetup): void {
    service = temporalReady.then(() => {
      orderTextsIn(setup.language);
      return new BusinessDataService(new HttpClientsApi(new HttpClient({ baseUrl: setup.baseUrl })), setup.timeZone);
    });
  },
  ...businessDataEndpoint(ready),
};

export type BusinessDataEndpoint = typeof endpoint;

Comlink.expose(endpoint);
