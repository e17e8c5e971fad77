// /create-account: name, surname, e-mail, password, document and terms; on success the server's
// message shows and, 4 s later, the person goes to the returned URL.
import type { RegisterAccount } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { serverText } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class CreateAccountViewModel {
  readonly form = new FormState({ name: '', surname: '', email: '', password: '', docId: '' });
  acceptedTerms = false;
  termsError = false;
  done = false;

  constructor(
    private readonly register: Pick<RegisterAccount, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  setAcceptedTerms(accepted: boolean): void {
    this.acceptedTerms = accepted;
    if (accepted) this.termsError = false;
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.register.execute({ ...this.form.values, acceptedTerms: this.acceptedTerms }), (issues) => {
      this.form.showIssues(issues);
      this.termsError = issues.some((i) => i.field === 'acceptedTerms');
    });
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      if (result.value.message) this.notifier.success(serverText(result.value.message));
    });
    await wait(TIMING.afterRegister);
    await this.navigator.go(result.value.next ?? '/login');
  }
}
