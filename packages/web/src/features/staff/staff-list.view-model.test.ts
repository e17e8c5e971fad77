import { DeleteMember, LoadMembers, type StaffMember } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { InMemoryStaffApi } from '../../testing/in-memory-staff.api';
import { StaffListViewModel } from './staff-list.view-model';

const person = (id: string, name: string, surname: string, phone: string | null = null): StaffMember => ({ id, name, surname, email: `${name.toLowerCase()}@empresa.com`, phone });

let api: InMemoryStaffApi;
let cache: MemoryCache;
let notifier: Notifier;
const store = signedInStore('employer', { id: 'o1' });
const create = () => new StaffListViewModel(new LoadMembers(api, store, cache), new DeleteMember(api, store, cache), notifier);

beforeEach(() => {
  api = new InMemoryStaffApi();
  api.members.leader = [person('l1', 'Lia', 'Santos', '11911112222'), person('l2', 'Rui', 'Costa')];
  api.members.manager = [person('g1', 'Gil', 'Souza')];
  cache = new MemoryCache();
  notifier = new Notifier();
});

describe('StaffListViewModel', () => {
  it('lists the leaders or the managers, as the route asks', async () => {
    const vm = create();
    expect(vm.loading).toBe(true);
    await vm.load('leader');
    expect(vm.loading).toBe(false);
    expect(vm.list.items.map((m) => m.name)).toEqual(['Lia', 'Rui']);
    await vm.load('manager');
    expect(vm.list.items.map((m) => m.name)).toEqual(['Gil']);
  });

  it('shows the list cached on this device at once, then the server’s', async () => {
    await create().load('leader');
    api.members.leader.push(person('l3', 'Ana', 'Reis'));
    const vm = create();
    const loading = vm.load('leader');
    expect(vm.loading).toBe(false);
    expect(vm.list.items.map((m) => m.name)).toEqual(['Lia', 'Rui']);
    await loading;
    expect(vm.list.items.map((m) => m.name)).toEqual(['Lia', 'Rui', 'Ana']);
  });

  it('finds people by full name, e-mail or phone, 10 a page', async () => {
    api.members.leader = Array.from({ length: 12 }, (_, i) => person(`l${i}`, `Pessoa${i}`, 'Silva'));
    api.members.leader.push(person('x', 'Marta', 'Lopes', '11955556666'));
    const vm = create();
    await vm.load('leader');
    expect(vm.list.pageCount).toBe(2);
    expect(vm.list.pageItems).toHaveLength(10);
    vm.list.setQuery('silva');
    expect(vm.list.filtered).toHaveLength(12);
    vm.list.setQuery('5555');
    expect(vm.list.filtered.map((m) => m.name)).toEqual(['Marta']);
    vm.list.setQuery('marta lopes');
    expect(vm.list.filtered.map((m) => m.id)).toEqual(['x']);
  });

  it('deletes after confirmation: cancelling keeps the person; confirming removes them from the list', async () => {
    const vm = create();
    await vm.load('leader');
    vm.askDelete(vm.list.items[1]!);
    vm.cancelDelete();
    expect(vm.deleting).toBeNull();
    await vm.confirmDelete();
    expect(api.calls.filter((c) => c.startsWith('delete'))).toEqual([]);
    vm.askDelete(vm.list.items[1]!);
    await vm.confirmDelete();
    expect(api.calls.filter((c) => c.startsWith('delete'))).toEqual(['delete leader l2']);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'staff:leaders.deleted' } });
    expect(vm.deleting).toBeNull();
    expect(vm.list.items.map((m) => m.name)).toEqual(['Lia']);
  });

  it("a refused deletion shows the server's message and closes its confirmation", async () => {
    const vm = create();
    await vm.load('manager');
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Only the owner may delete.' };
    vm.askDelete(vm.list.items[0]!);
    await vm.confirmDelete();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Only the owner may delete.' } });
    expect(vm.deleting).toBeNull();
    expect(vm.deleteBusy).toBe(false);
    expect(vm.list.items).toHaveLength(1);
  });
});
