// The clock, shared by the contexts that reckon with dates (clients, calendar, reports, road,
// billing). A module of its own because the system clock brings the Temporal polyfill, which the
// pages without dates (home, sign-in) do without (ADR 0028).
import { SystemClock } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.clock).toConstantValue(new SystemClock());
});
