// /role-freelancer: address, phone, activities and terms. On success the session's role is
// freelancer and, 4500 ms later, the app reloads on /freelancer-perfil.
import type { Category, LoadCategories, SetUpFreelancer } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

export class RoleFreelancerViewModel {
  readonly form = new FormState({ phone: '', address: '', activities: '', acceptedTerms: '' });
  readonly address: AddressPickerViewModel;
  categories: readonly Category[] = [];
  activities: string[] = [];
  acceptedTerms = false;
  done = false;

  constructor(
    private readonly setUp: Pick<SetUpFreelancer, 'execute'>,
    private readonly loadCategories: Pick<LoadCategories, 'execute'>,
    addressPicker: AddressPickerFactory,
    private readonly language: string,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    this.address = addressPicker();
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const result = await settle(this.notifier, this.loadCategories.execute(this.language));
    if (result.ok) runInAction(() => (this.categories = result.value));
  }

  toggleActivity(title: string): void {
    this.activities = this.activities.includes(title) ? this.activities.filter((a) => a !== title) : [...this.activities, title];
  }

  setAcceptedTerms(accepted: boolean): void {
    this.acceptedTerms = accepted;
  }

  async submit(): Promise<void> {
    if (this.form.busy || this.done) return;
    this.form.setBusy(true);
    const result = await settle(
      this.notifier,
      this.setUp.execute({
        address: this.address.picked ?? { description: this.address.text, latitude: null, longitude: null, complement: null },
        phone: this.form.values.phone,
        activities: this.activities,
        acceptedTerms: this.acceptedTerms,
      }),
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
    this.address.dispose();
  }
}
