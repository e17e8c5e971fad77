// /login: e-mail and password; on success the session is stored and, about 1 s later, the
// person goes where the server said.
import type { Login } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';

export class LoginViewModel {
  readonly form = new FormState({ email: '', password: '' });

  constructor(
    private readonly login: Pick<Login, 'execute'>,
    private readonly session: { refresh(): void },
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  async submit(): Promise<void> {
    if (this.form.busy) return;
    this.form.setBusy(true);
    const result = await this.login.execute(this.form.values);
    if (!result.ok) {
      runInAction(() => {
        if (result.error.code === 'VALIDATION_FAILED') this.form.showIssues(result.error.issues);
        else this.notifier.failure(result.error);
        this.form.setBusy(false);
      });
      this.session.refresh();
      return;
    }
    await wait(TIMING.afterLogin);
    this.session.refresh();
    await this.navigator.go(result.value.next, { replace: true });
  }
}
