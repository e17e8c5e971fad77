// /business-clients/dashboard/task-reports: the clients (number, name, contact) 5 a page, and a
// details modal with the address, contact, the services with their values, and the task reports
// (started, finished, collaborator, observation), newest first. Times show in the business's
// time zone. The list carries each client's count of reports only; a client's reports are read
// when its details open.
import type { LoadClientReports, LoadReports, ReportClientRecord, TaskReport } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ListState } from '../../shared/list-state';
import type { ShownZones } from '../../shared/shown-zones';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export const REPORTS_PAGE_SIZE = 5;

const newestFirst = (a: TaskReport, b: TaskReport) => {
  const time = (r: TaskReport) => (r.finishedAt ?? r.startedAt)?.epochMilliseconds ?? Number.NEGATIVE_INFINITY;
  return time(b) - time(a);
};

export class TaskReportsViewModel {
  readonly list = new ListState<ReportClientRecord>((r) => [r.client.name, r.client.email, r.client.phone], REPORTS_PAGE_SIZE);
  loading = true;
  selected: ReportClientRecord | null = null;
  /** The open client's reports, newest first; null while they load. */
  selectedReports: readonly TaskReport[] | null = null;
  /** The business's time zone, for the started and finished times. */
  readonly zones: ShownZones;

  constructor(
    private readonly loadReports: Pick<LoadReports, 'execute'>,
    private readonly loadClientReports: Pick<LoadClientReports, 'execute'>,
    zones: ShownZones,
    private readonly notifier: Notifier,
  ) {
    this.zones = zones;
    makeAutoObservable(this, { selected: observableRef, selectedReports: observableRef, zones: false });
  }

  get timeZone(): string {
    return this.zones.timeZone;
  }

  async load(): Promise<void> {
    void this.zones.ask();
    const result = await settle(this.notifier, this.loadReports.execute());
    runInAction(() => {
      this.loading = false;
      // In name order already (LoadReports).
      if (result.ok) this.list.setItems(result.value);
    });
  }

  /** The row's number in the whole list (1-based), as the table's first column shows it. */
  numberOf(indexOnPage: number): number {
    return (this.list.page - 1) * this.list.pageSize + indexOnPage + 1;
  }

  async open(record: ReportClientRecord): Promise<void> {
    this.selected = record;
    this.selectedReports = record.reportCount === 0 ? [] : null;
    if (record.reportCount === 0) return;
    const result = await settle(this.notifier, this.loadClientReports.execute(record.client.id));
    runInAction(() => {
      if (this.selected !== record) return;
      this.selectedReports = result.ok ? [...result.value].sort(newestFirst) : [];
    });
  }

  close(): void {
    this.selected = null;
    this.selectedReports = null;
  }
}
