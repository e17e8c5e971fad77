import { LoadClientReports, LoadReports, err, ok, type ApiFailure, type ClientReport, type ReportsApi, type Result, type TaskReport } from '@fieldteam/core';
import { businessDataOver, signedInStore } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { fixedZones } from '../../testing/fixed-zones';
import { TaskReportsViewModel } from './task-reports.view-model';

class FakeReportsApi implements Pick<ReportsApi, 'reports'> {
  refusal: ApiFailure | null = null;
  constructor(public answer: ClientReport[]) {}
  calls = 0;
  async reports(): Promise<Result<readonly ClientReport[], ApiFailure>> {
    this.calls += 1;
    return this.refusal ? err(this.refusal) : ok(this.answer);
  }
  async calendar(): Promise<never> {
    throw new Error('the task reports do not read the calendar');
  }
}

const client = (n: number): ClientReport => ({
  client: { id: `c${n}`, name: `Cliente ${String(n).padStart(2, '0')}`, phone: '11999998888', email: `c${n}@example.com`, address: null },
  services: [],
  discountPercent: 0,
  reports: [],
});

const task = (id: string, startedAt: string | null, finishedAt: string | null): TaskReport => ({
  visitId: id,
  visitDate: null,
  taskId: `task-${id}`,
  startedAt: startedAt ? Temporal.Instant.from(startedAt) : null,
  finishedAt: finishedAt ? Temporal.Instant.from(finishedAt) : null,
  collaboratorName: 'Caio',
  observation: '',
});

let api: FakeReportsApi;
let notifier: Notifier;
const create = (zones = fixedZones('America/Sao_Paulo')) => {
  const data = businessDataOver(api, 'America/Sao_Paulo').reports;
  const sessions = signedInStore('manager', { createdById: 'owner-1' });
  return new TaskReportsViewModel(new LoadReports(data, sessions), new LoadClientReports(data, sessions), zones, notifier);
};

beforeEach(() => {
  vi.useFakeTimers();
  notifier = new Notifier(3100);
});
afterEach(() => vi.useRealTimers());

describe('TaskReportsViewModel', () => {
  it('pages the clients 5 at a time, sorted by name, numbering the rows across pages', async () => {
    api = new FakeReportsApi([12, 3, 7, 1, 9, 2, 11, 4, 10, 5, 8, 6].map(client));
    const vm = create();
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.list.pageCount).toBe(3);
    expect(vm.list.pageItems.map((r) => r.client.name)).toEqual(['Cliente 01', 'Cliente 02', 'Cliente 03', 'Cliente 04', 'Cliente 05']);
    vm.list.setPage(3);
    expect(vm.list.pageItems.map((r, i) => [vm.numberOf(i), r.client.name])).toEqual([
      [11, 'Cliente 11'],
      [12, 'Cliente 12'],
    ]);
  });

  it("shows the server's error text when the reports cannot be loaded", async () => {
    api = new FakeReportsApi([]);
    api.refusal = { code: 'API_REFUSED', reason: 'refused', message: 'You cannot see these reports.' };
    const vm = create();
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.list.items).toEqual([]);
    expect(notifier.toasts.map((t) => t.message)).toEqual([{ text: 'You cannot see these reports.' }]);
  });

  it("opens a client's details with the newest reports first, in the business's time zone", async () => {
    api = new FakeReportsApi([
      { ...client(1), reports: [task('a', '2026-03-01T12:00:00Z', '2026-03-01T13:00:00Z'), task('b', '2026-03-08T12:00:00Z', null), task('c', '2026-03-05T12:00:00Z', '2026-03-05T14:00:00Z')] },
    ]);
    const vm = create();
    await vm.load();
    const opening = vm.open(vm.list.pageItems[0]!);
    expect(vm.selected?.client.id).toBe('c1');
    expect(vm.selectedReports).toBeNull();
    await opening;
    expect(vm.selectedReports?.map((r) => r.visitId)).toEqual(['b', 'c', 'a']);
    // The port is asked again for the details; it answers the same reports, which are not read again.
    expect(api.calls).toBe(2);
    expect(vm.timeZone).toBe('America/Sao_Paulo');
    vm.close();
    expect(vm.selected).toBeNull();
  });

  it("a device in Lisbon: the times are in the business's zone once known, said to differ from the device's", async () => {
    api = new FakeReportsApi([client(1)]);
    const vm = create(fixedZones('America/Sao_Paulo', 'Europe/Lisbon'));
    expect(vm.timeZone).toBe('Europe/Lisbon');
    await vm.load();
    expect(vm.timeZone).toBe('America/Sao_Paulo');
    expect(vm.zones.zones).toEqual({ business: 'America/Sao_Paulo', device: 'Europe/Lisbon', differs: true });
  });

  it('opens a client without reports at once, with none', async () => {
    api = new FakeReportsApi([client(1)]);
    const vm = create();
    await vm.load();
    expect(vm.list.pageItems[0]?.reportCount).toBe(0);
    void vm.open(vm.list.pageItems[0]!);
    expect(vm.selectedReports).toEqual([]);
  });
});
