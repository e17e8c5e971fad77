import { ActivateAccount, Login } from '@fieldteam/core';
import { InMemoryAccountApi, MemoryKeptWork, MemorySessionStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { ActivateAccountViewModel } from './activate-account.view-model';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let navigator: FakeNavigator;
let vm: ActivateAccountViewModel;

beforeEach(async () => {
  vi.useFakeTimers();
  api = new InMemoryAccountApi();
  api.addAccount({ email: 'new@example.com', activation: 'handle' }, 'Secret#123');
  store = new MemorySessionStore();
  await new Login(api, store, new MemoryKeptWork()).execute({ email: 'new@example.com', password: 'Secret#123' });
  navigator = new FakeNavigator();
  vm = new ActivateAccountViewModel(new ActivateAccount(api, store), { refresh: () => undefined }, new Notifier(), navigator);
});
afterEach(() => vi.useRealTimers());

describe('ActivateAccountViewModel', () => {
  it('stores the activated record and goes to /loading after 4500 ms', async () => {
    vm.form.set('code', '123456');
    const done = vm.submit();
    await vi.advanceTimersByTimeAsync(4499);
    expect(store.session?.user.activation).toBe('activated');
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigator.visits).toEqual(['/loading']);
  });

  it('refuses a code shorter than 6 characters', async () => {
    vm.form.set('code', '12345');
    await vm.submit();
    expect(vm.form.errors).toEqual({ code: 'CODE_INVALID' });
  });
});
