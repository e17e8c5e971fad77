import { AttachServices, err, LoadClients, LoadClientSchedule, LoadServices, ok, type ApiFailure, type AttachedService, type Client, type ClientSchedule, type Result, type ServicesAttachment } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { fixedZones } from '../../testing/fixed-zones';
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

const schedule = (services: readonly AttachedService[], discountPercent: number): ClientSchedule => ({ services, discountPercent, visits: [], recurrence: null });
const NOTHING_YET = schedule([], 0);

/** The budget of `clientId`, whose services and discount are read as `answers` says, in turn (the last one stays). */
async function budgetFor(answers: readonly Result<ClientSchedule, ApiFailure>[] = [ok(NOTHING_YET)]): Promise<BudgetViewModel> {
  const store = signedInStore('employer', { id: 'o1' });
  const queue = [...answers];
  const clientsApi = {
    list: async () => ok([client]),
    attachServices: async (_c: unknown, _o: string, _id: string, a: ServicesAttachment) => (sent.push(a), ok({ message: 'Saved.' })),
    schedule: async () => (queue.length > 1 ? queue.shift()! : queue[0]!),
  };
  const budget = new BudgetViewModel(
    new LoadClients(clientsApi, store, new MemoryCache()),
    new LoadServices({ list: async () => ok(catalogue) }, store),
    new AttachServices(clientsApi, store),
    (notifier = new Notifier()),
    new FakeNavigator(),
    new LoadClientSchedule(clientsApi, store),
  );
  await budget.load('c1');
  return budget;
}

beforeEach(async () => {
  sent = [];
  vm = await budgetFor();
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

  it('a discount typed but not added is applied when saving, and said; a text that is no percent stops the save', async () => {
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

describe("BudgetViewModel: the client's services and discount already there", () => {
  // Mariana's case: 820.00 of services with 15 % off (697.00); one service of 90.00 added.
  const attached: AttachedService[] = [
    { id: 'a1', serviceId: 'x1', name: 'Limpeza pesada', value: 570 },
    { id: 'a2', serviceId: 'x2', name: 'Lavagem de sofá', value: 250 },
  ];

  it('opens with the client\'s discount, says what the client has, and keeps the discount on save with the whole total', async () => {
    vm = await budgetFor([ok(schedule(attached, 15))]);
    expect(vm.discountText).toBe('15');
    expect(vm.hasDiscount).toBe(true);
    expect(vm.currentTotals).toEqual({ subtotalCents: 82_000, discountPercent: 15, discountCents: 12_300, totalCents: 69_700 });
    vm.setChosen('s2');
    vm.addChosen();
    expect(vm.budget).toMatchObject({ subtotalCents: 9000, discountBasisPoints: 1500, totalCents: 7650 });
    expect(vm.totalsAfterSaving).toEqual({ subtotalCents: 91_000, discountPercent: 15, discountCents: 13_650, totalCents: 77_350 });
    expect(vm.discountChange).toBeNull();
    void vm.submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ items: [catalogue[1]], discountPercent: 15, totalCents: 77_350, clientEmail: 'joana@cliente.com' });
  });

  it('removing the discount is said to change all the client\'s services, and saving sends none', async () => {
    vm = await budgetFor([ok(schedule(attached, 15))]);
    vm.setChosen('s2');
    vm.addChosen();
    vm.removeDiscount();
    expect(vm.discountChange).toEqual({ from: 15, to: 0 });
    expect(vm.totalsAfterSaving?.totalCents).toBe(91_000);
    void vm.submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ discountPercent: 0, totalCents: 91_000 });
  });

  it('a first discount for a client without services changes nothing already there; for one with services it is said', async () => {
    vm.setDiscountText('10');
    vm.applyDiscount();
    expect(vm.discountChange).toBeNull();
    vm = await budgetFor([ok(schedule(attached, 0))]);
    expect(vm.discountText).toBe('');
    vm.setDiscountText('10');
    vm.applyDiscount();
    expect(vm.discountChange).toEqual({ from: 0, to: 10 });
  });

  it('does not save while what the client has is unknown (it would lose the discount); trying again reads it', async () => {
    vm = await budgetFor([err({ code: 'API_UNREACHABLE' }), ok(schedule(attached, 15))]);
    expect(vm.currentFailed).toBe(true);
    expect(vm.canSubmit).toBe(false);
    vm.setChosen('s2');
    vm.addChosen();
    await vm.submit();
    expect(sent).toEqual([]);
    await vm.loadCurrent();
    expect(vm.currentFailed).toBe(false);
    expect(vm.canSubmit).toBe(true);
    expect(vm.budget).toMatchObject({ subtotalCents: 9000, discountBasisPoints: 1500, totalCents: 7650 });
  });
});

describe('BudgetViewModel: amounts in the business\'s currency', () => {
  it('writes no symbol until the business\'s zones are given, then the currency of its place (reais in São Paulo)', async () => {
    expect(vm.currency).toBeNull();
    vm.takeZones(fixedZones('America/Sao_Paulo'));
    await vi.waitFor(() => expect(vm.currency).toBe('BRL'));
  });
});
