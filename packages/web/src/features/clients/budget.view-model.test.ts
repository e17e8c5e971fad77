import { AttachServices, LoadClients, LoadServices, ok, type Client, type ServicesAttachment } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { BudgetViewModel } from './budget.view-model';

const client: Client = { id: 'c1', name: 'Joana Prado', phone: '11988887777', email: 'joana@cliente.com', docId: null, birthday: null, address: null, team: null, serviceMinutes: 60, createdById: 'o1', createdAt: null };
const catalogue = [
  { id: 's1', name: 'Limpeza padrão', price: 120.5 },
  { id: 's2', name: 'Passadoria', price: 90 },
  { id: 's3', name: 'Limpeza de vidros', price: 0.1 },
];

let sent: ServicesAttachment[];
let vm: BudgetViewModel;
let notifier: Notifier;

beforeEach(async () => {
  sent = [];
  const store = signedInStore('employer', { id: 'o1' });
  const clientsApi = { list: async () => ok([client]), attachServices: async (_c: unknown, _o: string, _id: string, a: ServicesAttachment) => (sent.push(a), ok({ message: 'Saved.' })) };
  vm = new BudgetViewModel(new LoadClients(clientsApi, store, new MemoryCache()), new LoadServices({ list: async () => ok(catalogue) }, store), new AttachServices(clientsApi, store), (notifier = new Notifier()), new FakeNavigator());
  await vm.load('c1');
});

describe('BudgetViewModel', () => {
  it('totals the chosen services in cents, with no floating-point drift', () => {
    vm.setChosen('s1');
    vm.addChosen();
    vm.setChosen('s3');
    vm.addChosen();
    expect(vm.budget.totalCents).toBe(12060);
  });

  it('adding a discount keeps the undiscounted total and applies the percent; removing it restores the total', () => {
    vm.setChosen('s1');
    vm.addChosen();
    vm.setChosen('s2');
    vm.addChosen();
    vm.setDiscountText('10');
    vm.applyDiscount();
    expect(vm.budget).toMatchObject({ subtotalCents: 21050, totalCents: 18945, discountBasisPoints: 1000 });
    vm.removeDiscount();
    expect(vm.budget).toMatchObject({ subtotalCents: 21050, totalCents: 21050, discountBasisPoints: 0 });
  });

  it('refuses a percent outside 0-100', () => {
    vm.setDiscountText('120');
    vm.applyDiscount();
    expect(vm.discountInvalid).toBe(true);
  });

  it('needs one service before submitting, then sends the items, the discount and the total', async () => {
    await vm.submit();
    expect(vm.itemsMissing).toBe(true);
    expect(sent).toEqual([]);
    vm.setChosen('s2');
    vm.addChosen();
    vm.setDiscountText('12,5');
    vm.applyDiscount();
    void vm.submit(); // then waits 3.5 s before going back to the client
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ items: [catalogue[1]], discountPercent: 12.5, totalCents: 7875, clientEmail: 'joana@cliente.com' });
  });

  it('a discount typed but not added is applied when saving, and said; a text that is no percent stops the save (issue 25)', async () => {
    vm.setChosen('s2');
    vm.addChosen();
    vm.setDiscountText('abc');
    await vm.submit();
    expect(vm.discountInvalid).toBe(true);
    expect(sent).toEqual([]);
    vm.setDiscountText('12,5');
    void vm.submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ discountPercent: 12.5, totalCents: 7875 });
    expect(notifier.toasts.map((t) => t.message)).toContainEqual({ key: 'clients:budget.typedDiscountApplied', values: { percent: 12.5 } });
  });
});
