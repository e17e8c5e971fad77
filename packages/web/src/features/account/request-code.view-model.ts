// /request-code: asks for a reset code by e-mail; 4.5 s after success goes to /forgot-password
// with the address filled in.
import type { RequestResetCode } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class RequestCodeViewModel {
  readonly form = new FormState({ email: '' });
  done = false;

  constructor(
    private readonly requestCode: Pick<RequestResetCode, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.requestCode.execute(this.form.values), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      if (result.value.message) this.notifier.success(serverText(result.value.message));
    });
    await wait(TIMING.afterResetCodeRequest);
    await this.navigator.go(`/forgot-password?email=${encodeURIComponent(this.form.values.email.trim())}`);
  }
}
