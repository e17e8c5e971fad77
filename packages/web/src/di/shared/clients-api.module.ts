// The clients' HTTP API.
import { HttpClientsApi } from '@fieldteam/adapters-http';
import { bindAdapter } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindAdapter(bind, T.clientsApi, HttpClientsApi, [T.http]).inSingletonScope();
});
