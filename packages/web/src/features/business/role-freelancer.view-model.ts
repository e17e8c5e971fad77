// /role-freelancer: address, phone, activities and terms. On success the session's role is
// freelancer and, 4500 ms later, the app reloads on /freelancer-perfil.
import { validateFreelancerSetup, type FreelancerSetup, type LoadCategories, type SetUpFreelancer } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { RoleSetupChoices } from './role-setup-choices';

export class RoleFreelancerViewModel {
  readonly form = new FormState({ phone: '', address: '', activities: '', acceptedTerms: '' });
  readonly choices: RoleSetupChoices;
  done = false;

  constructor(
    private readonly setUp: Pick<SetUpFreelancer, 'execute'>,
    loadCategories: Pick<LoadCategories, 'execute'>,
    addressPicker: AddressPickerFactory,
    language: string,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    this.choices = new RoleSetupChoices(loadCategories, addressPicker, language, notifier);
    makeAutoObservable(this);
    this.form.validWhen(() => validateFreelancerSetup(this.setup));
  }

  get setup(): FreelancerSetup {
    return { address: this.choices.addressValue, phone: this.form.values.phone, activities: this.choices.activities, acceptedTerms: this.choices.acceptedTerms };
  }

  load(): Promise<void> {
    return this.choices.load();
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(
      this.notifier,
      this.setUp.execute(this.setup),
      (issues) => this.form.showIssues(issues),
    );
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      announce(this.notifier, result.value, 'business:setup.done');
    });
    await wait(TIMING.afterRoleSetup);
    this.navigator.reload('/freelancer-perfil');
  }

  dispose(): void {
    this.choices.dispose();
  }
}
