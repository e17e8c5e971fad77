// The business data service run in the page (tests, a browser without workers), in a chunk of its
// own that business-data.module.ts fetches only then.
import { BusinessDataService, type ClientsApi } from '@fieldteam/core';

export const businessDataInPage = (clientsApi: ClientsApi, timeZone: string) => new BusinessDataService(clientsApi, timeZone);
