// The zones the screens show their times in (the business's), with the note where the device's
// differs, and the currency of the business's amounts: one ShownZones for the session, which the
// view-models take. Apart from the zone itself, so that a page that only computes dates does not
// carry the currencies' table.
import { LoadBusinessTimeZone } from '@fieldteam/core';
import { ShownZones } from '../../shared/shown-zones';
import { bindClass } from '../bind-class';
import { contextModule } from '../context-module';
import businessZone from './business-zone.module';

export default contextModule([businessZone], ({ bind }) => {
  bindClass(bind, ShownZones, [LoadBusinessTimeZone]).inSingletonScope();
});
