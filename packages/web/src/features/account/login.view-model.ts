// /login: e-mail and password; on success the session is stored and, about 1 s later, the
// person goes where the server said, or to the page they opened before signing in.
// Work kept on the device for the person that their password could not open is said to be gone.
import { afterSignIn, type Login, type Viewer } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { msg } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class LoginViewModel {
  readonly form = new FormState({ email: '', password: '' });

  constructor(
    private readonly login: Pick<Login, 'execute'>,
    private readonly session: { refresh(): void; readonly viewer: Viewer },
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  /** `asked`: the page opened while signed out (the sign-in page's `next`), or null. */
  async submit(asked: string | null = null): Promise<void> {
    if (this.form.busy) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.login.execute(this.form.values), (issues) => this.form.showIssues(issues));
    if (!result.ok) {
      // Busy until the redirect on success; a refusal re-enables the form at once.
      runInAction(() => this.form.setBusy(false));
      this.session.refresh();
      return;
    }
    if (result.value.keptWorkLost) this.notifier.error(msg('visitWork.keptWorkLost'));
    await wait(TIMING.afterLogin);
    this.session.refresh();
    await this.navigator.go(afterSignIn(this.session.viewer, result.value.next, asked), { replace: true });
  }
}
