import { RegisterAccount } from '@fieldteam/core';
import { InMemoryAccountApi } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { CreateAccountViewModel } from './create-account.view-model';

let api: InMemoryAccountApi;
let navigator: FakeNavigator;
let notifier: Notifier;
let vm: CreateAccountViewModel;

const fill = () => {
  vm.form.set('name', 'Maria');
  vm.form.set('surname', 'Silva');
  vm.form.set('email', 'maria@example.com');
  vm.form.set('password', 'Secret#2026');
  vm.form.set('docId', '529.982.247-25');
};

beforeEach(() => {
  vi.useFakeTimers();
  api = new InMemoryAccountApi();
  navigator = new FakeNavigator();
  notifier = new Notifier();
  vm = new CreateAccountViewModel(new RegisterAccount(api), notifier, navigator);
});
afterEach(() => vi.useRealTimers());

describe('CreateAccountViewModel', () => {
  it('requires the terms', async () => {
    fill();
    await vm.submit();
    expect(vm.termsError).toBe(true);
    expect(api.calls).toEqual([]);
    vm.setAcceptedTerms(true);
    expect(vm.termsError).toBe(false);
  });

  it("shows the server's message and goes to the returned URL 4 s later", async () => {
    fill();
    vm.setAcceptedTerms(true);
    const done = vm.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(notifier.toasts.map((t) => t.tone)).toEqual(['success']);
    await vi.advanceTimersByTimeAsync(3999);
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigator.visits).toEqual(['/login']);
    expect(api.accounts.get('maria@example.com')?.user.docId).toBe('52998224725');
  });

  it('re-enables the form after a refusal', async () => {
    api.addAccount({ email: 'maria@example.com' });
    fill();
    vm.setAcceptedTerms(true);
    await vm.submit();
    expect(vm.form.busy).toBe(false);
    expect(vm.done).toBe(false);
    expect(notifier.toasts[0]?.message).toEqual({ text: 'An account with this e-mail already exists.' });
  });
});
