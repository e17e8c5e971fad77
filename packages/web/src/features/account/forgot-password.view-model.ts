// /forgot-password: e-mail, new password and the e-mailed code; 4.5 s after success goes to
// /login.
import type { ResetPassword } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';

export class ForgotPasswordViewModel {
  readonly form = new FormState({ email: '', newPassword: '', code: '' });
  done = false;

  constructor(
    private readonly resetPassword: Pick<ResetPassword, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  prefill(email: string | null): void {
    if (email && !this.form.values.email) this.form.set('email', email);
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await this.resetPassword.execute(this.form.values);
    if (!result.ok) {
      runInAction(() => {
        if (result.error.code === 'VALIDATION_FAILED') this.form.showIssues(result.error.issues);
        else this.notifier.failure(result.error);
        this.form.setBusy(false);
      });
      return;
    }
    runInAction(() => {
      this.done = true;
      this.form.setBusy(false);
      if (result.value.message) this.notifier.success(serverText(result.value.message));
    });
    await wait(TIMING.afterPasswordChange);
    await this.navigator.go('/login');
  }
}
