// The reports context: the task reports and the work report, their use cases and view-models (the
// CSV export's file saver is the files module's).
import { LoadReports, LoadWorkReport } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import { WorkReportViewModel } from '../features/reports/work-report.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadReports, [T.clientsApi, T.sessionStore]);
  bindClass(bind, LoadWorkReport, [T.clientsApi, T.sessionStore, T.clock]);

  bindClass(bind, TaskReportsViewModel, [LoadReports, T.clock, Notifier]);
  bindClass(bind, WorkReportViewModel, [LoadWorkReport, T.clock, Notifier, T.fileSaver]);
});
