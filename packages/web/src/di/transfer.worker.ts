// The transfer worker: imported files read, dry runs and the export off the page's thread,
// reading the API itself. Addresses by the offline gazetteer: with a Maps key the dry runs run in
// the page.
import { OfflineMapsService } from '@fieldteam/adapters-browser';
import { HttpClient, HttpClientsApi, HttpProfileApi, HttpServicesApi, HttpStaffApi, HttpTeamsApi } from '@fieldteam/adapters-http';
import * as Comlink from 'comlink';
import { temporalReady } from '../app/temporal';
import { transferEndpoint } from '../workers/transfer-endpoint';

Comlink.expose(
  transferEndpoint(async ({ baseUrl }) => {
    await temporalReady;
    // Loaded after Temporal: the use cases read it at their top level.
    const { transferWork } = await import('../workers/transfer-work');
    const http = new HttpClient({ baseUrl });
    // Read whole each time: the export's answers are taken once, not kept.
    const clients = new HttpClientsApi(http);
    return transferWork({ clients, calendar: clients, reports: clients, teams: new HttpTeamsApi(http), profile: new HttpProfileApi(http), services: new HttpServicesApi(http), staff: new HttpStaffApi(http), maps: new OfflineMapsService() });
  }),
);
