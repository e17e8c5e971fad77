// The transfer worker (ADR 0053): the imports' dry runs and the export of everything, off the
// page's thread. Like the business data worker (ADR 0049) it reads the business's answers itself
// (its own HttpClient over the page's API address), and answers plain data through Comlink
// (transfer-endpoint.ts). Addresses are placed by the offline gazetteer here: with a Google Maps
// key (Google's library needs the page) the imports run their dry runs in the page.
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
    return transferWork({ clients: new HttpClientsApi(http), teams: new HttpTeamsApi(http), profile: new HttpProfileApi(http), services: new HttpServicesApi(http), staff: new HttpStaffApi(http), maps: new OfflineMapsService() });
  }),
);
