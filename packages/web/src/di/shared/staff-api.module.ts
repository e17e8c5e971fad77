// The people's HTTP API.
import { HttpStaffApi } from '@fieldteam/adapters-http';
import { bindAdapter } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindAdapter(bind, T.staffApi, HttpStaffApi, [T.http]).inSingletonScope();
});
