// The people's HTTP API (managers, leaders, collaborators), shared by the staff screens, the import
// and the export: a module of its own so that each loads it without the others' screens.
import { HttpStaffApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindAdapter } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.staffApi, HttpStaffApi, [T.http]).inSingletonScope();
});
