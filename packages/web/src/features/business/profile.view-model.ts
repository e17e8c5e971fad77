// /freelancer-perfil and /business-perfil: tiles of the person's own fields; each opens a modal
// with one input and a save button; on success the stored record is updated and a message shows.
import type { EditProfileField, User, UserField } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormState } from '../../shared/form-state';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

export const PROFILE_FIELDS: Readonly<Record<'freelancer' | 'business', readonly UserField[]>> = {
  freelancer: ['nick', 'name', 'surname', 'email', 'phone', 'docid'],
  business: ['name', 'surname', 'email', 'phone', 'docid'],
};

export function valueOf(user: User, field: UserField): string {
  switch (field) {
    case 'nick':
      return user.username ?? '';
    case 'name':
      return user.name;
    case 'surname':
      return user.surname;
    case 'email':
      return user.email;
    case 'phone':
      return user.phone ?? '';
    case 'docid':
      return user.docId ?? '';
  }
}

export class ProfileViewModel {
  editing: UserField | null = null;
  readonly form = new FormState({ value: '' });

  constructor(
    private readonly edit: Pick<EditProfileField, 'execute'>,
    private readonly session: { user: User | null; refresh(): void },
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable(this);
  }

  get user(): User | null {
    return this.session.user;
  }

  open(field: UserField): void {
    this.editing = field;
    this.form.set('value', this.user ? valueOf(this.user, field) : '');
    this.form.showIssues([]);
  }

  close(): void {
    if (!this.form.busy) this.editing = null;
  }

  async save(): Promise<void> {
    if (this.form.busy) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.edit.execute({ field: this.editing, value: this.form.values.value }), (issues) => this.form.showIssues(issues));
    runInAction(() => {
      this.form.setBusy(false);
      if (!result.ok) return;
      this.session.refresh();
      announce(this.notifier, result.value, 'business:profile.saved');
      this.editing = null;
    });
  }
}
