import { AddServices, DeleteService, EditService, LoadServices, ok, type NewService, type ServiceItem, type ServicesApi } from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { RefusableFake } from '../../testing/refusable-fake';
import { ServicesViewModel } from './services.view-model';
import { fixedZones } from '../../testing/fixed-zones';

/** The catalogue calls over a list: records what was sent, may refuse the next change. */
class FakeServicesApi extends RefusableFake implements ServicesApi {
  services: ServiceItem[] = [
    { id: 's2', name: 'Passadoria', price: 90 },
    { id: 's1', name: 'Limpeza padrão', price: 120.5 },
  ];
  readonly sent: unknown[] = [];
  async list() {
    return ok([...this.services]);
  }
  async create(_c: unknown, _owner: string, batch: readonly NewService[]) {
    this.sent.push({ create: batch });
    return this.reply(() => {
      this.services.push(...batch.map((s, i) => ({ id: `n${i}`, ...s })));
      return { message: 'Services saved.' };
    });
  }
  async edit(_c: unknown, service: ServiceItem) {
    this.sent.push({ edit: service });
    return this.reply(() => {
      this.services = this.services.map((s) => (s.id === service.id ? service : s));
      return { message: '' };
    });
  }
  async remove(_c: unknown, id: string) {
    this.sent.push({ remove: id });
    return this.reply(() => {
      this.services = this.services.filter((s) => s.id !== id);
      return { message: '' };
    });
  }
}

let api: FakeServicesApi;
let notifier: Notifier;
let vm: ServicesViewModel;

beforeEach(async () => {
  api = new FakeServicesApi();
  notifier = new Notifier();
  const store = signedInStore('employer', { id: 'o1' });
  vm = new ServicesViewModel(new LoadServices(api, store), new AddServices(api, store), new EditService(api, store), new DeleteService(api, store), notifier, fixedZones('America/Sao_Paulo'));
  await vm.load();
});

describe('ServicesViewModel: the catalogue', () => {
  it('lists the services by name', () => {
    expect(vm.loading).toBe(false);
    expect(vm.services.map((s) => s.name)).toEqual(['Limpeza padrão', 'Passadoria']);
  });
});

describe('ServicesViewModel: adding several at once', () => {
  it('refuses a service without a valid name or price, beside its fields, and queues nothing', () => {
    vm.startAdding();
    vm.draft.set('name', 'Jd');
    vm.draft.set('price', '12.345');
    expect(vm.enqueue()).toBe(false);
    expect(vm.draft.errors).toEqual({ name: 'FIELD_INVALID', price: 'PRICE_INVALID' });
    expect(vm.queue).toEqual([]);
  });

  it('queues services (a comma price too), drops one, and saves the rest together', async () => {
    vm.startAdding();
    vm.draft.set('name', 'Jardinagem');
    vm.draft.set('price', '80,50');
    expect(vm.enqueue()).toBe(true);
    expect(vm.draft.values).toEqual({ name: '', price: '' });
    vm.draft.set('name', 'Vidros');
    vm.draft.set('price', '45');
    vm.enqueue();
    vm.draft.set('name', 'Piscina');
    vm.draft.set('price', '150');
    vm.enqueue();
    vm.dequeue(vm.queue[1]!.key);
    await vm.saveQueue();
    expect(api.sent).toEqual([{ create: [{ name: 'Jardinagem', price: 80.5 }, { name: 'Piscina', price: 150 }] }]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Services saved.' } });
    expect(vm.adding).toBe(false);
    expect(vm.queue).toEqual([]);
    expect(vm.services.map((s) => s.name)).toEqual(['Jardinagem', 'Limpeza padrão', 'Passadoria', 'Piscina']);
  });

  it('an empty queue sends nothing', async () => {
    vm.startAdding();
    await vm.saveQueue();
    expect(api.sent).toEqual([]);
  });

  it('a refused batch keeps the queue and re-enables the button', async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Too many services for your plan.' };
    vm.startAdding();
    vm.draft.set('name', 'Vidros');
    vm.draft.set('price', '45');
    vm.enqueue();
    await vm.saveQueue();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Too many services for your plan.' } });
    expect(vm.draft.busy).toBe(false);
    expect(vm.queue).toHaveLength(1);
    expect(vm.adding).toBe(true);
  });
});

describe('ServicesViewModel: edit and delete', () => {
  it('opens the edit with the price written with two decimals; a bad price shows beside the field', async () => {
    vm.openEdit(vm.services[1]!);
    expect(vm.editForm.values).toEqual({ name: 'Passadoria', price: '90.00' });
    vm.editForm.set('price', 'ninety');
    await vm.saveEdit();
    expect(vm.editForm.errors).toEqual({ price: 'PRICE_INVALID' });
    expect(api.sent).toEqual([]);
    expect(vm.editing?.id).toBe('s2');
  });

  it('saves the edit of that service and closes the modal', async () => {
    vm.openEdit(vm.services[1]!);
    vm.editForm.set('price', '95.5');
    await vm.saveEdit();
    expect(api.sent).toEqual([{ edit: { id: 's2', name: 'Passadoria', price: 95.5 } }]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'staff:services.updated' } });
    expect(vm.editing).toBeNull();
    expect(vm.services.find((s) => s.id === 's2')?.price).toBe(95.5);
  });

  it("deletes after confirmation; a refusal closes the confirmation with the server's message, a lost network keeps it to try again", async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Service in use by a client.' };
    vm.askDelete(vm.services[0]!);
    await vm.confirmDelete();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Service in use by a client.' } });
    expect(vm.deleting).toBeNull();
    expect(vm.deleteBusy).toBe(false);
    api.refuseNext = { code: 'API_UNREACHABLE' };
    vm.askDelete(vm.services[0]!);
    await vm.confirmDelete();
    expect(vm.deleting?.id).toBe('s1');
    await vm.confirmDelete();
    expect(vm.deleting).toBeNull();
    expect(vm.services.map((s) => s.id)).toEqual(['s2']);
  });
});

describe('ServicesViewModel: prices in the business\'s currency', () => {
  it('knows the currency (reais for a business in São Paulo) once the list has loaded', () => {
    expect(vm.loading).toBe(false);
    expect(vm.currency).toBe('BRL');
  });
});
