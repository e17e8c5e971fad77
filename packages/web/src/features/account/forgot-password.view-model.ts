// /forgot-password: e-mail, new password and the e-mailed code; 4.5 s after success goes to
// /login.
import type { ResetPassword } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

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
    const result = await settle(this.notifier, this.resetPassword.execute(this.form.values), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      if (result.value.message) this.notifier.success(serverText(result.value.message));
    });
    await wait(TIMING.afterPasswordChange);
    await this.navigator.go('/login');
  }
}
