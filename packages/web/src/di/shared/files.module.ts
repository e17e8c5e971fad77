// Handing the person a file they asked for, as a download.
import { BrowserFileSaver } from '@fieldteam/adapters-browser';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bind(T.fileSaver).toConstantValue(new BrowserFileSaver());
});
