// Handing the person a file they asked for, as a download.
import { BrowserFileSaver } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.fileSaver).toConstantValue(new BrowserFileSaver());
});
