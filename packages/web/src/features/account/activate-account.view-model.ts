// /dashboard/user/account/active: the e-mailed code; on success the updated user record is
// stored, a message shows, and 4500 ms later the app goes to /loading.
import type { ActivateAccount } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { msg, serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class ActivateAccountViewModel {
  readonly form = new FormState({ code: '' });
  done = false;

  constructor(
    private readonly activate: Pick<ActivateAccount, 'execute'>,
    private readonly session: { refresh(): void },
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.activate.execute(this.form.values), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      this.notifier.success(result.value.message ? serverText(result.value.message) : msg('account:activate.success'));
    });
    await wait(TIMING.afterActivation);
    this.session.refresh();
    await this.navigator.go('/loading', { replace: true });
  }
}
