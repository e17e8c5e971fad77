import { LoadCategories, ok, SetUpFreelancer, type FreelancerSetup } from '@fieldteam/core';
import { MemorySessionStore, sessionFor } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { RoleFreelancerViewModel } from './role-freelancer.view-model';

const paulista = { description: 'Avenida Paulista, 1000, São Paulo', latitude: -23.56, longitude: -46.65, complement: null };

let sent: FreelancerSetup[];
let askedLanguages: string[];
let navigator: FakeNavigator;
let vm: RoleFreelancerViewModel;

beforeEach(() => {
  sent = [];
  askedLanguages = [];
  navigator = new FakeNavigator();
  const sessions = new MemorySessionStore(sessionFor('default'));
  const api = {
    listCategories: async (_c: unknown, language: string) => (askedLanguages.push(language), ok([{ id: '1', title: 'Cleaning' }, { id: '2', title: 'Gardening' }])),
    setFreelancer: async (_c: unknown, setup: FreelancerSetup) => (sent.push(setup), ok({ message: 'You are now a freelancer.', role: 'freelancer' as const })),
  };
  vm = new RoleFreelancerViewModel(
    new SetUpFreelancer(api, sessions),
    new LoadCategories(api, sessions),
    () => new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => ok(paulista) }, 'pt-BR'),
    'pt-BR',
    new Notifier(),
    navigator,
  );
});
afterEach(() => vi.useRealTimers());

describe('RoleFreelancerViewModel (with the role set-up choices)', () => {
  it('loads the activities in the interface language and toggles them', async () => {
    await vm.load();
    expect(askedLanguages).toEqual(['pt-BR']);
    expect(vm.choices.categories.map((c) => c.title)).toEqual(['Cleaning', 'Gardening']);
    vm.choices.toggleActivity('Gardening');
    vm.choices.toggleActivity('Cleaning');
    vm.choices.toggleActivity('Gardening');
    expect(vm.choices.activities).toEqual(['Cleaning']);
  });

  it('refuses a typed but unpicked address, no activity and unaccepted terms, sending nothing', async () => {
    await vm.load();
    vm.choices.address.setText('Avenida Paulista');
    vm.form.set('phone', '11912345678');
    await vm.submit();
    expect(sent).toEqual([]);
    expect(vm.form.errors).toEqual({ address: 'ADDRESS_INVALID', activities: 'ACTIVITY_REQUIRED', acceptedTerms: 'TERMS_REQUIRED' });
    expect(vm.form.busy).toBe(false);
  });

  it('sends the picked address, the phone, the activities and the terms, then reloads on /freelancer-perfil', async () => {
    await vm.load();
    await vm.choices.address.choose({ id: 'p', description: paulista.description });
    vm.form.set('phone', '11912345678');
    vm.choices.toggleActivity('Cleaning');
    vm.choices.setAcceptedTerms(true);
    vi.useFakeTimers();
    const submitted = vm.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ address: paulista, phone: '11912345678', activities: ['Cleaning'], acceptedTerms: true }]);
    expect(vm.done).toBe(true);
    expect(navigator.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterRoleSetup);
    await submitted;
    expect(navigator.reloads).toEqual(['/freelancer-perfil']);
  });
});
