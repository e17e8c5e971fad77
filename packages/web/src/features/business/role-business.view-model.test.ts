import { LoadCategories, ok, SetUpBusiness, type BusinessSetup, type RoleSetupApi } from '@fieldteam/core';
import { MemorySessionStore, sessionFor } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { RoleBusinessViewModel } from './role-business.view-model';

const paulista = { description: 'Avenida Paulista, 1000, São Paulo', latitude: -23.56, longitude: -46.65, complement: null };

let sent: BusinessSetup[];
let refusal: string | null;
let sessions: MemorySessionStore;
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: RoleBusinessViewModel;

const fill = async () => {
  vm.form.set('businessId', '12.345.678/0001-99');
  vm.form.set('nick', 'limpa-ja');
  vm.form.set('commercialName', 'Limpa Já');
  vm.form.set('primaryEmail', 'contato@limpaja.com');
  vm.form.set('secondaryEmail', 'financeiro@limpaja.com');
  vm.form.set('phone', '1133334444');
  await vm.choices.address.choose({ id: 'p', description: paulista.description });
  vm.choices.toggleActivity('Cleaning');
  vm.hours.setDay(1);
  vm.hours.setRange(8, 17);
  vm.hours.addHours();
  vm.choices.setAcceptedTerms(true);
};

beforeEach(() => {
  sent = [];
  refusal = null;
  sessions = new MemorySessionStore(sessionFor('default'));
  notifier = new Notifier();
  navigator = new FakeNavigator();
  const api: Pick<RoleSetupApi, 'listCategories' | 'setEmployer'> = {
    listCategories: async () => ok([{ id: '1', title: 'Cleaning' }]),
    setEmployer: async (_c, setup) => {
      sent.push(setup);
      return refusal ? { ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: refusal } } : ok({ message: 'Your business is ready.', role: 'employer' as const });
    },
  };
  vm = new RoleBusinessViewModel(
    new SetUpBusiness(api, sessions),
    new LoadCategories(api, sessions),
    () => new AddressPickerViewModel({ execute: async () => ok([]) }, { execute: async () => ok(paulista) }, 'en'),
    'en',
    notifier,
    navigator,
  );
});
afterEach(() => {
  vm.dispose();
  vi.useRealTimers();
});

describe('RoleBusinessViewModel', () => {
  it('an empty form shows every required field beside it, sends nothing, and each error goes once its field is right', async () => {
    await vm.load();
    await vm.submit();
    expect(sent).toEqual([]);
    expect(Object.keys(vm.form.errors).sort()).toEqual(['acceptedTerms', 'activities', 'address', 'businessId', 'commercialName', 'hours', 'nick', 'phone', 'primaryEmail', 'secondaryEmail']);
    expect(vm.form.errors.hours).toBe('WORKING_HOURS_REQUIRED');
    expect(vm.form.busy).toBe(false);
    vm.hours.addHours();
    vm.choices.toggleActivity('Cleaning');
    expect(vm.form.errors.hours).toBeUndefined();
    expect(vm.form.errors.activities).toBeUndefined();
  });

  it('sets the business up, makes the person an employer, and reloads on /dashboard 4.5 s later', async () => {
    await vm.load();
    await fill();
    vi.useFakeTimers();
    const done = vm.submit();
    expect(vm.form.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ businessId: '12345678000199', nick: 'limpa-ja', address: paulista, activities: ['Cleaning'], acceptedTerms: true });
    expect(sent[0]!.hours.workingHours.map((w) => [w.day, w.startHour, w.endHour])).toEqual([[1, 8, 17]]);
    expect(sessions.session?.user.role).toBe('employer');
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Your business is ready.' } });
    expect(vm.done).toBe(true);
    await vi.advanceTimersByTimeAsync(TIMING.afterRoleSetup);
    await done;
    expect(navigator.reloads).toEqual(['/dashboard']);
  });

  it("a refusal shows the server's message, re-enables the form, and the person stays as they were", async () => {
    refusal = 'This business id is already registered.';
    await vm.load();
    await fill();
    vi.useFakeTimers();
    await vm.submit();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'This business id is already registered.' } });
    expect(vm.form.busy).toBe(false);
    expect(vm.done).toBe(false);
    expect(sessions.session?.user.role).toBe('default');
    await vi.runAllTimersAsync();
    expect(navigator.reloads).toEqual([]);
  });
});
