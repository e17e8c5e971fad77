// The reports context: the task reports and the work report.
import { LoadClientReports, LoadReports, LoadWorkFigures } from '@fieldteam/core';
import { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import { WorkReportViewModel } from '../features/reports/work-report.view-model';
import { Notifier } from '../shared/notifier';
import { ShownZones } from '../shared/shown-zones';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import businessData from './shared/business-data.module';
import clock from './shared/clock.module';
import files from './shared/files.module';
import shownZones from './shared/shown-zones.module';
import regionSeparator, { REGION_SEPARATOR } from './shared/region-separator.module';

export default contextModule([businessData, clock, files, shownZones, regionSeparator], ({ bind }) => {
  bindClass(bind, LoadReports, [T.reportsData, T.sessionStore]);
  bindClass(bind, LoadClientReports, [T.reportsData, T.sessionStore]);
  bindClass(bind, LoadWorkFigures, [T.reportsData, T.sessionStore]);

  bindClass(bind, TaskReportsViewModel, [LoadReports, LoadClientReports, ShownZones, Notifier]);
  bindClass(bind, WorkReportViewModel, [LoadWorkFigures, T.clock, Notifier, T.fileSaver, ShownZones, REGION_SEPARATOR]);
});
