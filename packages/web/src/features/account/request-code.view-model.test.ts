import { RequestResetCode } from '@fieldteam/core';
import { InMemoryAccountApi } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { RequestCodeViewModel } from './request-code.view-model';

let api: InMemoryAccountApi;
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: RequestCodeViewModel;

beforeEach(() => {
  vi.useFakeTimers();
  api = new InMemoryAccountApi();
  api.addAccount({ email: 'ana@example.com' });
  notifier = new Notifier();
  navigator = new FakeNavigator();
  vm = new RequestCodeViewModel(new RequestResetCode(api), notifier, navigator);
});
afterEach(() => vi.useRealTimers());

describe('RequestCodeViewModel', () => {
  it('shows a malformed e-mail beside the field without asking the server', async () => {
    vm.form.set('email', 'ana@example');
    await vm.submit();
    expect(vm.form.errors).toEqual({ email: 'EMAIL_INVALID' });
    expect(api.calls).toEqual([]);
    expect(vm.form.busy).toBe(false);
  });

  it("asks for the code, shows the server's message, and 4.5 s later opens /forgot-password with the address filled in", async () => {
    vm.form.set('email', '  ana@example.com ');
    const done = vm.submit();
    expect(vm.form.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual(['requestResetCode']);
    expect(api.accounts.get('ana@example.com')?.resetCode).toBe('654321');
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'If the e-mail is registered, a code is on its way.' } });
    expect(vm.done).toBe(true);
    await vm.submit();
    expect(api.calls).toEqual(['requestResetCode']);
    await vi.advanceTimersByTimeAsync(TIMING.afterResetCodeRequest - 1);
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigator.visits).toEqual(['/forgot-password?email=ana%40example.com']);
  });

  it('when the server cannot be reached, says so, re-enables the button and stays', async () => {
    api.unreachable = true;
    vm.form.set('email', 'ana@example.com');
    await vm.submit();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { key: 'common:errors.unreachable' } });
    expect(vm.form.busy).toBe(false);
    expect(vm.done).toBe(false);
    await vi.runAllTimersAsync();
    expect(navigator.visits).toEqual([]);
  });
});
