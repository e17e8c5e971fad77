// The business's time zone: the one at its address, found once a session and kept for it
// (SessionTimeZone, and in its cache for the next page load), which the app's clock answers (clock.module.ts); the zones' map comes with
// the first lookup.
import { MapTimeZoneAtPlace, SessionTimeZone, SystemClock } from '@fieldteam/adapters-browser';
import { LoadBusinessTimeZone, LoadCompany, type Clock } from '@fieldteam/core';
import { bindClass } from '../bind-class';
import { contextModule } from '../context-module';
import { TOKENS as T } from '../tokens';
import company from './company.module';

export default contextModule([company], ({ bind }) => {
  bind(T.deviceClock).toConstantValue(new SystemClock());
  bindClass(bind, SessionTimeZone, [T.sessionStore, T.cache]).inSingletonScope();
  bind(LoadBusinessTimeZone)
    .toResolvedValue((company: LoadCompany, device: Clock, kept: SessionTimeZone) => new LoadBusinessTimeZone(company, new MapTimeZoneAtPlace(), device, kept), [LoadCompany, T.deviceClock, SessionTimeZone])
    .inSingletonScope();
});
