// The clock, a module of its own: it brings the Temporal polyfill, which pages without dates skip (ADR 0028).
import { SystemClock } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.clock).toConstantValue(new SystemClock());
});
