import { ResetPassword } from '@fieldteam/core';
import { InMemoryAccountApi } from '@fieldteam/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../config/timing';
import { Notifier } from '../../shared/notifier';
import { FakeNavigator } from '../../testing/fake-navigator';
import { ForgotPasswordViewModel } from './forgot-password.view-model';

let api: InMemoryAccountApi;
let notifier: Notifier;
let navigator: FakeNavigator;
let vm: ForgotPasswordViewModel;

const fill = (code: string) => {
  vm.form.set('email', 'ana@example.com');
  vm.form.set('newPassword', 'NewSecret#1');
  vm.form.set('code', code);
};

beforeEach(async () => {
  vi.useFakeTimers();
  api = new InMemoryAccountApi();
  api.addAccount({ email: 'ana@example.com' }, 'OldSecret#1');
  await api.requestResetCode('ana@example.com');
  api.calls.length = 0;
  notifier = new Notifier();
  navigator = new FakeNavigator();
  vm = new ForgotPasswordViewModel(new ResetPassword(api), notifier, navigator);
});
afterEach(() => vi.useRealTimers());

describe('ForgotPasswordViewModel', () => {
  it('takes the e-mail from the link, but never over one already typed', () => {
    vm.prefill('ana@example.com');
    expect(vm.form.values.email).toBe('ana@example.com');
    vm.form.set('email', 'other@example.com');
    vm.prefill('ana@example.com');
    expect(vm.form.values.email).toBe('other@example.com');
  });

  it('shows each broken rule beside its field without asking the server', async () => {
    vm.form.set('email', 'ana@');
    vm.form.set('newPassword', 'alllowercase1');
    vm.form.set('code', '12ab');
    await vm.submit();
    expect(vm.form.errors).toEqual({ email: 'EMAIL_INVALID', newPassword: 'PASSWORD_INVALID', code: 'CODE_INVALID' });
    expect(api.calls).toEqual([]);
  });

  it("a wrong code shows the server's message and re-enables the form", async () => {
    fill('111111');
    await vm.submit();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'The code is invalid or has expired.' } });
    expect(vm.form.busy).toBe(false);
    expect(vm.done).toBe(false);
    await vi.runAllTimersAsync();
    expect(navigator.visits).toEqual([]);
  });

  it('changes the password with the e-mailed code and, 4.5 s later, goes to /login', async () => {
    fill('654321');
    const done = vm.submit();
    expect(vm.form.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Password changed.' } });
    expect((await api.login('ana@example.com', 'NewSecret#1')).ok).toBe(true);
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(TIMING.afterPasswordChange);
    await done;
    expect(navigator.visits).toEqual(['/login']);
  });
});
