import { ok, SaveCollaborator } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { InMemoryStaffApi } from '../../testing/in-memory-staff.api';
import { AddCollaboratorViewModel } from './add-collaborator.view-model';

const augusta = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null };

let api: InMemoryStaffApi;
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: AddCollaboratorViewModel;

const fill = async () => {
  vm.form.set('name', 'Caio');
  vm.form.set('surname', 'Mendes');
  vm.form.set('phone', '11987654321');
  await vm.address.choose({ id: 'a', description: augusta.description });
};

beforeEach(() => {
  vi.useFakeTimers();
  api = new InMemoryStaffApi();
  notifier = new Notifier();
  navigator = new FakeNavigator();
  vm = new AddCollaboratorViewModel(
    new SaveCollaborator(api, signedInStore('employer', { id: 'o1' }), new MemoryCache()),
    () => new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => ok(augusta) }, 'en'),
    notifier,
    navigator,
  );
});
afterEach(() => {
  vm.dispose();
  vi.useRealTimers();
});

describe('AddCollaboratorViewModel', () => {
  it('refuses an address typed but not picked from the suggestions, and a phone with letters, adding no one', async () => {
    vm.form.set('name', 'Caio');
    vm.form.set('surname', 'Mendes');
    vm.form.set('phone', '11 9876-x');
    vm.address.setText('Rua Augusta, 500');
    await vm.submit();
    expect(vm.form.errors).toEqual({ phone: 'PHONE_INVALID', address: 'ADDRESS_INVALID' });
    expect(api.calls).toEqual([]);
  });

  it("drops the address's error as soon as an address is found on the map, the others' as they are fixed", async () => {
    await vm.submit();
    expect(vm.form.errors.address).toBe('ADDRESS_INVALID');
    await vm.address.choose({ id: 'a', description: augusta.description });
    expect(vm.form.errors.address).toBeUndefined();
    expect(vm.form.errors.name).toBeDefined();
  });

  it('adds the collaborator with the picked address and, 4 s later, goes back to the list', async () => {
    await fill();
    const done = vm.submit();
    expect(vm.form.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.collaborators).toEqual([{ id: expect.any(String), name: 'Caio', surname: 'Mendes', phone: '11987654321', address: augusta }]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Collaborator added.' } });
    expect(vm.done).toBe(true);
    await vi.advanceTimersByTimeAsync(TIMING.afterStaffAdded);
    await done;
    expect(navigator.visits).toEqual(['/business-colaborators']);
  });

  it("a refusal shows the server's message and re-enables the button", async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Phone already registered.' };
    await fill();
    await vm.submit();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Phone already registered.' } });
    expect(vm.form.busy).toBe(false);
    expect(vm.done).toBe(false);
    await vi.runAllTimersAsync();
    expect(navigator.visits).toEqual([]);
  });
});
