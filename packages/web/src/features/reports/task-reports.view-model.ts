// /business-clients/dashboard/task-reports: the clients (number, name, contact) 5 a page, and a
// details modal with the address, contact, the services with their values, and the task reports
// (started, finished, collaborator, observation), newest first. Times show in the business's
// time zone.
import { compareText, type ClientReport, type Clock, type LoadReports, type TaskReport } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ListState } from '../../shared/list-state';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export const REPORTS_PAGE_SIZE = 5;

const newestFirst = (a: TaskReport, b: TaskReport) => {
  const time = (r: TaskReport) => (r.finishedAt ?? r.startedAt)?.epochMilliseconds ?? Number.NEGATIVE_INFINITY;
  return time(b) - time(a);
};

export class TaskReportsViewModel {
  readonly list = new ListState<ClientReport>((r) => [r.client.name, r.client.email, r.client.phone], REPORTS_PAGE_SIZE);
  loading = true;
  selected: ClientReport | null = null;
  /** The business's time zone, for the started and finished times. */
  readonly timeZone: string;

  constructor(
    private readonly loadReports: Pick<LoadReports, 'execute'>,
    clock: Pick<Clock, 'timeZone'>,
    private readonly notifier: Notifier,
  ) {
    this.timeZone = clock.timeZone();
    makeAutoObservable(this, { selected: observableRef });
  }

  async load(): Promise<void> {
    const result = await settle(this.notifier, this.loadReports.execute());
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.list.setItems([...result.value].sort((a, b) => compareText(a.client.name, b.client.name)));
    });
  }

  /** The row's number in the whole list (1-based), as the table's first column shows it. */
  numberOf(indexOnPage: number): number {
    return (this.list.page - 1) * this.list.pageSize + indexOnPage + 1;
  }

  open(report: ClientReport): void {
    this.selected = report;
  }

  close(): void {
    this.selected = null;
  }

  get selectedReports(): readonly TaskReport[] {
    return this.selected ? [...this.selected.reports].sort(newestFirst) : [];
  }
}
