// The reports context: the task reports and the work report, their use cases and view-models, and
// the file saver the CSV export uses.
import { LoadReports, LoadWorkReport, type ClientsApi, type Clock, type FileSaver, type SessionStore } from '@fieldteam/core';
import { BrowserFileSaver } from '@fieldteam/adapters-browser';
import { ContainerModule } from 'inversify';
import { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import { WorkReportViewModel } from '../features/reports/work-report.view-model';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const reportsModule = new ContainerModule(({ bind }) => {
  bind(T.fileSaver).toConstantValue(new BrowserFileSaver());
  bind(T.loadReports).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new LoadReports(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.loadWorkReport).toResolvedValue((api: ClientsApi, sessions: SessionStore, clock: Clock) => new LoadWorkReport(api, sessions, clock), [T.clientsApi, T.sessionStore, T.clock]);

  bind(T.taskReportsVm).toResolvedValue(
    (load: LoadReports, clock: Clock, notifier: Notifier) => new TaskReportsViewModel(load, clock, notifier),
    [T.loadReports, T.clock, T.notifier],
  );
  bind(T.workReportVm).toResolvedValue(
    (load: LoadWorkReport, clock: Clock, notifier: Notifier, files: FileSaver) => new WorkReportViewModel(load, clock, notifier, files),
    [T.loadWorkReport, T.clock, T.notifier, T.fileSaver],
  );
});
