// The reports context: the task reports and the work report.
import { LoadClientReports, LoadReports, LoadWorkFigures } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import { WorkReportViewModel } from '../features/reports/work-report.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadReports, [T.businessData, T.sessionStore]);
  bindClass(bind, LoadClientReports, [T.businessData, T.sessionStore]);
  bindClass(bind, LoadWorkFigures, [T.businessData, T.sessionStore]);

  bindClass(bind, TaskReportsViewModel, [LoadReports, LoadClientReports, T.shownZones, Notifier]);
  bindClass(bind, WorkReportViewModel, [LoadWorkFigures, T.clock, Notifier, T.fileSaver, T.shownZones]);
});
