import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientDetailFixture } from '../../testing/client-detail.fixture';

let f: ClientDetailFixture;
beforeEach(() => (f = new ClientDetailFixture()));

describe('ClientDetailViewModel: the screen over its three panels', () => {
  it('shows the client, the schedule 5 visits a page, the attached services and their total', async () => {
    const vm = f.build();
    expect(vm.loading).toBe(true);
    await vm.load('c1');
    expect(vm.loading).toBe(false);
    expect(vm.client?.name).toBe('Joana Prado');
    expect(vm.schedule.visits.pageCount).toBe(3);
    expect(vm.schedule.visits.pageItems.map((v) => v.id)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    vm.schedule.visits.setPage(3);
    expect(vm.schedule.visits.pageItems.map((v) => v.id)).toEqual(['v11', 'v12']);
    expect(vm.services.services.map((s) => s.name)).toEqual(['Limpeza padrão', 'Passadoria']);
    expect(vm.services.totals.totalCents).toBe(21050);
    expect(vm.header.teams.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('stays loading until the teams have answered too, though the client is already there', async () => {
    f.holdTeams = true;
    const vm = f.build();
    const loading = vm.load('c1');
    await vi.waitFor(() => expect(vm.schedule.visits.items).toHaveLength(12));
    expect(vm.client?.name).toBe('Joana Prado');
    expect(vm.loading).toBe(true);
    f.releaseTeams();
    await loading;
    expect(vm.loading).toBe(false);
    expect(vm.header.teams).toHaveLength(2);
  });

  it("a panel's change shows in the others: a deleted service leaves the visits as they were and drops the total", async () => {
    const vm = await f.loaded();
    vm.schedule.visits.setPage(2);
    vm.services.askDelete(vm.services.services[1]!);
    await vm.services.confirmDelete();
    expect(vm.services.totals.totalCents).toBe(12050);
    expect(vm.schedule.visits.items).toHaveLength(12);
    expect(vm.schedule.visits.page).toBe(2);
  });

  it('opened without a client id, shows no client at once, asks the server nothing and raises no error', async () => {
    const vm = f.build();
    await vm.load('');
    expect(vm.loading).toBe(false);
    expect(vm.client).toBeNull();
    expect(f.listCalls + f.scheduleCalls).toBe(0);
    expect(f.notifier.toasts).toEqual([]);
  });
});
