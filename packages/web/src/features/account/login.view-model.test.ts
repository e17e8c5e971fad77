import { Login } from '@fieldteam/core';
import { InMemoryAccountApi, MemoryKeptWork, MemorySessionStore } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { LoginViewModel } from './login.view-model';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let navigator: FakeNavigator;
let notifier: Notifier;
let refreshes: number;
let kept: MemoryKeptWork;
let vm: LoginViewModel;

beforeEach(() => {
  vi.useFakeTimers();
  api = new InMemoryAccountApi();
  api.addAccount({ email: 'ana@example.com', role: 'employer' }, 'Secret#123');
  store = new MemorySessionStore();
  navigator = new FakeNavigator();
  notifier = new Notifier(3100);
  refreshes = 0;
  // The session as the app's: refreshed from the store, its viewer the stored user's.
  const session = {
    refresh: () => (refreshes += 1),
    get viewer() {
      return store.session ? store.session.user : null;
    },
  };
  kept = new MemoryKeptWork();
  vm = new LoginViewModel(new Login(api, store, kept), session, notifier, navigator);
});
afterEach(() => vi.useRealTimers());

describe('LoginViewModel', () => {
  it('stores the session, stays busy, and goes to the returned URL about 1 s later', async () => {
    vm.form.set('email', 'ana@example.com');
    vm.form.set('password', 'Secret#123');
    const done = vm.submit();
    await vi.advanceTimersByTimeAsync(900);
    expect(store.session?.user.email).toBe('ana@example.com');
    expect(vm.form.busy).toBe(true);
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(navigator.visits).toEqual(['/dashboard']);
    expect(refreshes).toBe(1);
  });

  it('says so when the work kept on the device for the person could not be opened with their password', async () => {
    kept.sealed.set(api.accounts.get('ana@example.com')!.user.id, 'Before#123');
    vm.form.set('email', 'ana@example.com');
    vm.form.set('password', 'Secret#123');
    const done = vm.submit();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(notifier.toasts.map((t) => [t.tone, t.message])).toEqual([['error', { key: 'visitWork.keptWorkLost' }]]);
    expect(navigator.visits).toEqual(['/dashboard']);
  });

  it('lands on the page opened before signing in, when the person may open it', async () => {
    vm.form.set('email', 'ana@example.com');
    vm.form.set('password', 'Secret#123');
    const done = vm.submit('/business-clients/dashboard/client?id=c1');
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(navigator.visits).toEqual(['/business-clients/dashboard/client?id=c1']);
  });

  it("a page asked for that is another site's goes where the server said", async () => {
    vm.form.set('email', 'ana@example.com');
    vm.form.set('password', 'Secret#123');
    const done = vm.submit('//evil.example/');
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(navigator.visits).toEqual(['/dashboard']);
  });

  it("shows the server's error for 3.1 s and re-enables the form", async () => {
    vm.form.set('email', 'ana@example.com');
    vm.form.set('password', 'Wrong#1234');
    await vm.submit();
    expect(vm.form.busy).toBe(false);
    expect(notifier.toasts.map((t) => t.message)).toEqual([{ text: 'Invalid e-mail or password.' }]);
    await vi.advanceTimersByTimeAsync(3099);
    expect(notifier.toasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(notifier.toasts).toHaveLength(0);
    expect(navigator.visits).toEqual([]);
  });

  it('shows each broken rule beside its field without calling the server', async () => {
    vm.form.set('email', 'ana@');
    await vm.submit();
    expect(vm.form.errors).toEqual({ email: 'EMAIL_INVALID', password: 'PASSWORD_INVALID' });
    expect(api.calls).toEqual([]);
    vm.form.set('email', 'ana@example.com');
    expect(vm.form.errors).toEqual({ password: 'PASSWORD_INVALID' });
  });

  it('ignores a second submit while the first runs', async () => {
    vm.form.set('email', 'ana@example.com');
    vm.form.set('password', 'Secret#123');
    const first = vm.submit();
    const second = vm.submit();
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second]);
    expect(api.calls).toEqual(['login']);
  });
});
