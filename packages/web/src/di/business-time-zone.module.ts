// The zone the screens show times in: the one at the business's address (ADR 0054), looked up once
// a session; the zones' map comes with the first lookup, so no route carries it.
import { MapTimeZoneAtPlace } from '@fieldteam/adapters-browser';
import { LoadBusinessTimeZone, LoadCompany, type Clock } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ShownZones } from '../shared/shown-zones';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(T.businessTimeZone)
    .toResolvedValue((company: LoadCompany, clock: Clock) => new LoadBusinessTimeZone(company, new MapTimeZoneAtPlace(), clock), [LoadCompany, T.clock])
    .inSingletonScope();
  bind(T.shownZones)
    .toResolvedValue((zones: LoadBusinessTimeZone) => new ShownZones(zones), [T.businessTimeZone])
    .inSingletonScope();
});
