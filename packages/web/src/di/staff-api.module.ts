// The people's HTTP API (contexts.ts: shared modules).
import { HttpStaffApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindAdapter } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.staffApi, HttpStaffApi, [T.http]).inSingletonScope();
});
