// /role-business: the business set-up form. On success the session's role is employer and,
// 4500 ms later, the app reloads on /dashboard.
import type { Category, LoadCategories, SetUpBusiness } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { WorkingHoursEditor } from '../../shared/working-hours-editor.view-model';

export type BusinessFormField = 'businessId' | 'nick' | 'commercialName' | 'primaryEmail' | 'secondaryEmail' | 'phone';

export class RoleBusinessViewModel {
  readonly form = new FormState<BusinessFormField | 'address' | 'activities' | 'hours' | 'acceptedTerms'>({
    businessId: '',
    nick: '',
    commercialName: '',
    primaryEmail: '',
    secondaryEmail: '',
    phone: '',
    address: '',
    activities: '',
    hours: '',
    acceptedTerms: '',
  });
  readonly address: AddressPickerViewModel;
  readonly hours = new WorkingHoursEditor();
  categories: readonly Category[] = [];
  activities: string[] = [];
  acceptedTerms = false;
  done = false;

  constructor(
    private readonly setUp: Pick<SetUpBusiness, 'execute'>,
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
    const v = this.form.values;
    const result = await settle(
      this.notifier,
      this.setUp.execute({
        businessId: v.businessId,
        nick: v.nick,
        commercialName: v.commercialName,
        primaryEmail: v.primaryEmail,
        secondaryEmail: v.secondaryEmail,
        phone: v.phone,
        address: this.address.picked ?? { description: this.address.text, latitude: null, longitude: null, complement: null },
        activities: this.activities,
        hours: this.hours.hours,
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
    this.navigator.reload('/dashboard');
  }

  dispose(): void {
    this.address.dispose();
  }
}
