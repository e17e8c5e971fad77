// A business's clients and one client's schedule (its visits, services and discount), which the
// client list, the client page and the budget read.
import { LoadClients, LoadClientSchedule } from '@fieldteam/core';
import { bindClass } from '../bind-class';
import { contextModule } from '../context-module';
import { TOKENS as T } from '../tokens';
import clientsApi from './clients-api.module';

export default contextModule([clientsApi], ({ bind }) => {
  bindClass(bind, LoadClients, [T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, LoadClientSchedule, [T.clientsApi, T.sessionStore]);
});
