// The reports context's time sheet, a module of its own: the task reports and the work report do
// not carry its view-model and its download's separator.
import { LoadBusinessTimeZone, LoadTimeSheet } from '@fieldteam/core';
import { TimeSheetViewModel } from '../features/reports/time-sheet.view-model';
import { Notifier } from '../shared/notifier';
import { ShownZones } from '../shared/shown-zones';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import businessData from './shared/business-data.module';
import clock from './shared/clock.module';
import files from './shared/files.module';
import businessZone from './shared/business-zone.module';
import shownZones from './shared/shown-zones.module';
import regionSeparator, { REGION_SEPARATOR } from './shared/region-separator.module';

export default contextModule([businessData, clock, files, businessZone, shownZones, regionSeparator], ({ bind }) => {
  bindClass(bind, LoadTimeSheet, [T.reportsData, T.sessionStore, T.clock, LoadBusinessTimeZone]);
  bindClass(bind, TimeSheetViewModel, [LoadTimeSheet, T.clock, Notifier, T.fileSaver, ShownZones, T.language, REGION_SEPARATOR]);
});
