// The clients' HTTP API: one adapter for the clients group, which carries the calendar's and the
// reports' calls too (read whole each time: the kept ones are the business data's).
import { HttpClientsApi } from '@fieldteam/adapters-http';
import { bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindClass(bind, HttpClientsApi, [T.http]).inSingletonScope();
  bind(T.clientsApi).toService(HttpClientsApi);
  bind(T.calendarApi).toService(HttpClientsApi);
  bind(T.reportsApi).toService(HttpClientsApi);
});
