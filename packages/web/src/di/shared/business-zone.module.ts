// The zone the screens show times in: the one at the business's address, looked up once a
// session; the zones' map comes with the first lookup. The currency of its amounts follows.
import { MapTimeZoneAtPlace } from '@fieldteam/adapters-browser';
import { LoadBusinessTimeZone, LoadCompany, type Clock } from '@fieldteam/core';
import { ShownZones } from '../../shared/shown-zones';
import { bindClass } from '../bind-class';
import { contextModule } from '../context-module';
import { TOKENS as T } from '../tokens';
import clock from './clock.module';
import company from './company.module';

export default contextModule([company, clock], ({ bind }) => {
  bind(LoadBusinessTimeZone)
    .toResolvedValue((company: LoadCompany, clock: Clock) => new LoadBusinessTimeZone(company, new MapTimeZoneAtPlace(), clock), [LoadCompany, T.clock])
    .inSingletonScope();
  bindClass(bind, ShownZones, [LoadBusinessTimeZone]).inSingletonScope();
});
