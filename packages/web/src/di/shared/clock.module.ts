// The clock, a module of its own: it brings the Temporal polyfill, which pages without dates skip.
import { SystemClock } from '@fieldteam/adapters-browser';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bind(T.clock).toConstantValue(new SystemClock());
});
