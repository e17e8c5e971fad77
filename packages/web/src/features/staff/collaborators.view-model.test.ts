import { DeleteCollaborator, LoadCollaborators, ok, SaveCollaborator, type Collaborator } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { InMemoryStaffApi } from '../../testing/in-memory-staff.api';
import { CollaboratorsViewModel } from './collaborators.view-model';

const augusta = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null };
const paulista = { description: 'Avenida Paulista, 1000, São Paulo', latitude: -23.56, longitude: -46.65, complement: null };
const caio: Collaborator = { id: 'k1', name: 'Caio', surname: 'Mendes', phone: '11987654321', address: augusta };
const bia: Collaborator = { id: 'k2', name: 'Bia', surname: 'Rocha', phone: null, address: null };

let api: InMemoryStaffApi;
let notifier: Notifier;
let vm: CollaboratorsViewModel;

beforeEach(() => {
  api = new InMemoryStaffApi();
  api.collaborators = [caio, bia];
  notifier = new Notifier();
  const store = signedInStore('employer', { id: 'o1' });
  const cache = new MemoryCache();
  vm = new CollaboratorsViewModel(
    new LoadCollaborators(api, store, cache),
    new SaveCollaborator(api, store, cache),
    new DeleteCollaborator(api, store, cache),
    () => new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => ok(paulista) }, 'en'),
    notifier,
  );
});
afterEach(() => vm.dispose());

describe('CollaboratorsViewModel', () => {
  it('lists the collaborators and finds them by name, address or phone', async () => {
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.list.items.map((c) => c.name)).toEqual(['Caio', 'Bia']);
    vm.list.setQuery('augusta');
    expect(vm.list.filtered.map((c) => c.id)).toEqual(['k1']);
    vm.list.setQuery('bia rocha');
    expect(vm.list.filtered.map((c) => c.id)).toEqual(['k2']);
  });

  it('opens the edit with the collaborator’s values and address', async () => {
    await vm.load();
    vm.openEdit(caio);
    expect(vm.form.values).toMatchObject({ name: 'Caio', surname: 'Mendes', phone: '11987654321' });
    expect(vm.address.picked).toEqual(augusta);
    vm.openEdit(bia);
    expect(vm.form.values.phone).toBe('');
    expect(vm.address.text).toBe('');
  });

  it('a broken rule shows beside its field and nothing is sent', async () => {
    await vm.load();
    vm.openEdit(caio);
    vm.form.set('phone', '9x');
    await vm.saveEdit();
    expect(vm.form.errors).toEqual({ phone: 'PHONE_INVALID' });
    expect(vm.editing?.id).toBe('k1');
    expect(api.calls.filter((c) => c.startsWith('update'))).toEqual([]);
  });

  it('saves the edit of that collaborator with the newly picked address, closes the modal and shows the new values', async () => {
    await vm.load();
    vm.openEdit(caio);
    vm.form.set('surname', 'Mendes Filho');
    await vm.address.choose({ id: 'p', description: paulista.description });
    await vm.saveEdit();
    expect(api.calls).toContain('update collaborator k1');
    expect(api.collaborators[0]).toEqual({ id: 'k1', name: 'Caio', surname: 'Mendes Filho', phone: '11987654321', address: paulista });
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Collaborator updated.' } });
    expect(vm.editing).toBeNull();
    expect(vm.list.items[0]).toMatchObject({ surname: 'Mendes Filho', address: paulista });
  });

  it("a refused edit keeps the modal open and re-enabled, with the server's message", async () => {
    await vm.load();
    vm.openEdit(caio);
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Not allowed.' };
    await vm.saveEdit();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Not allowed.' } });
    expect(vm.editing?.id).toBe('k1');
    expect(vm.form.busy).toBe(false);
  });

  it('deletes after confirmation and drops the collaborator from the list', async () => {
    await vm.load();
    vm.askDelete(bia);
    await vm.confirmDelete();
    expect(api.calls).toContain('delete collaborator k2');
    expect(vm.deleting).toBeNull();
    expect(vm.list.items.map((c) => c.id)).toEqual(['k1']);
  });
});
