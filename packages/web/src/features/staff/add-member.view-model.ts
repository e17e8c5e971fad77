// /business-manager and /business-leader: name, surname, e-mail and password; 4000 ms after
// success back to the list.
import type { AddMember, MemberKind } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

const LIST_ROUTE: Readonly<Record<MemberKind, string>> = { manager: '/business-managers', leader: '/business-leaders' };

export class AddMemberViewModel {
  readonly form = new FormState({ name: '', surname: '', email: '', password: '' });
  done = false;

  constructor(
    private readonly addMember: Pick<AddMember, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  async submit(kind: MemberKind): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.addMember.execute(kind, this.form.values), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      announce(this.notifier, result.value, `staff:${kind}s.added`);
    });
    await wait(TIMING.afterStaffAdded);
    await this.navigator.go(LIST_ROUTE[kind]);
  }
}
