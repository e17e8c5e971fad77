import { COMPANY_CACHE_KEY, EditCompanyField, LoadCategories, LoadCompany, ok, type Category } from '@fieldteam/core';
import { MemoryCache, signedInStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { demoCompany, InMemoryProfileApi } from '../../testing/in-memory-profile.api';
import { BusinessConfigurationViewModel } from './business-configuration.view-model';

const paulista = { description: 'Avenida Paulista, 1000, São Paulo', latitude: -23.56, longitude: -46.65, complement: null };
const categories: Category[] = [
  { id: '1', title: 'Cleaning' },
  { id: '2', title: 'Gardening' },
];

let api: InMemoryProfileApi;
let cache: MemoryCache;
let askedLanguages: string[];
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: BusinessConfigurationViewModel;

const create = () => {
  const store = signedInStore('employer', { id: 'o1' });
  const roles = { listCategories: async (_c: unknown, language: string) => (askedLanguages.push(language), ok(categories)) };
  return new BusinessConfigurationViewModel(
    new LoadCompany(api, store, cache),
    new LoadCategories(roles, store),
    new EditCompanyField(api, store, cache),
    () => new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => ok(paulista) }, 'fr'),
    'fr',
    notifier,
    navigator,
  );
};

beforeEach(() => {
  api = new InMemoryProfileApi();
  cache = new MemoryCache();
  askedLanguages = [];
  notifier = new Notifier();
  navigator = new FakeNavigator();
  vm = create();
});
afterEach(() => {
  vm.dispose();
  vi.useRealTimers();
});

describe('BusinessConfigurationViewModel', () => {
  it('shows the company cached on this device at once, then loads it with the activities in the interface language', async () => {
    cache.write(COMPANY_CACHE_KEY, { ...demoCompany, commercialName: 'Limpa Já (cached)' }, { userId: 'o1', ownerId: 'o1' });
    vm = create();
    expect(vm.company?.commercialName).toBe('Limpa Já (cached)');
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.company?.commercialName).toBe('Limpa Já');
    expect(askedLanguages).toEqual(['fr']);
  });

  it('opens a field with its current value; a broken rule shows beside it and nothing is sent', async () => {
    await vm.load();
    vm.open('primaryemailbusiness');
    expect(vm.form.values.value).toBe('contato@limpaja.com');
    vm.form.set('value', 'contato@limpaja');
    await vm.save();
    expect(vm.form.errors).toEqual({ value: 'EMAIL_INVALID' });
    expect(api.companyEdits).toEqual([]);
    expect(vm.editing).toBe('primaryemailbusiness');
  });

  it('saves one field (the business id as digits), says so, and reloads the page 3.5 s later', async () => {
    await vm.load();
    vm.open('bussinessid');
    vm.form.set('value', '12.345.678/0001-88');
    vi.useFakeTimers();
    const done = vm.save();
    expect(vm.form.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.companyEdits).toEqual([{ field: 'bussinessid', value: '12345678000188' }]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Company updated.' } });
    await vm.save();
    expect(api.companyEdits).toHaveLength(1);
    expect(navigator.reloads).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterCompanyEdit);
    await done;
    expect(navigator.reloads).toEqual([undefined]);
  });

  it("offers the language's activities plus the company's own, and saves the ones ticked", async () => {
    await vm.load();
    vm.open('activity');
    expect(vm.activityOptions).toEqual(['Cleaning', 'Gardening', 'Old craft']);
    vm.toggleActivity('Old craft');
    vm.toggleActivity('Gardening');
    vi.useFakeTimers();
    void vm.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.companyEdits).toEqual([{ field: 'activity', activities: ['Cleaning', 'Gardening'] }]);
  });

  it('changes the address only to one picked from the suggestions', async () => {
    await vm.load();
    vm.open('address');
    expect(vm.address.picked).toEqual(demoCompany.address);
    vm.address.setText('Avenida Paulista, 1000');
    await vm.save();
    expect(vm.form.errors).toEqual({ value: 'ADDRESS_INVALID' });
    await vm.address.choose({ id: 'p', description: paulista.description });
    vi.useFakeTimers();
    void vm.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.companyEdits).toEqual([{ field: 'address', address: paulista }]);
  });

  it("a refusal shows the server's message, re-enables the button and reloads nothing", async () => {
    await vm.load();
    vm.open('phone');
    vm.form.set('value', '1144445555');
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'Only the owner may edit the company.' };
    vi.useFakeTimers();
    await vm.save();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'Only the owner may edit the company.' } });
    expect(vm.form.busy).toBe(false);
    expect(vm.saved).toBe(false);
    await vi.runAllTimersAsync();
    expect(navigator.reloads).toEqual([]);
  });
});
