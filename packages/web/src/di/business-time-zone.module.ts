// The business's time zone, for the times the screens show: the zone at the business's address
// (ADR 0054), and the zones the screens show (ShownZones). One lookup for the session, whichever
// screen asks first; the zones' map is fetched
// with the first lookup (MapTimeZoneAtPlace), so no route carries it.
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
