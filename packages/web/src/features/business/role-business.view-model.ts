// /role-business: the business set-up form. On success the session's role is employer and,
// 4500 ms later, the app reloads on /dashboard.
import { validateBusinessSetup, type BusinessSetup, type LoadCategories, type SetUpBusiness } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { WorkingHoursEditor } from '../../shared/working-hours-editor';
import { RoleSetupChoices } from './role-setup-choices';

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
  readonly choices: RoleSetupChoices;
  readonly hours = new WorkingHoursEditor();
  done = false;

  constructor(
    private readonly setUp: Pick<SetUpBusiness, 'execute'>,
    loadCategories: Pick<LoadCategories, 'execute'>,
    addressPicker: AddressPickerFactory,
    language: string,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    this.choices = new RoleSetupChoices(loadCategories, addressPicker, language, notifier);
    makeAutoObservable(this);
    this.form.validWhen(() => validateBusinessSetup(this.setup));
  }

  get setup(): BusinessSetup {
    const v = this.form.values;
    return {
      businessId: v.businessId,
      nick: v.nick,
      commercialName: v.commercialName,
      primaryEmail: v.primaryEmail,
      secondaryEmail: v.secondaryEmail,
      phone: v.phone,
      address: this.choices.addressValue,
      activities: this.choices.activities,
      hours: this.hours.hours,
      acceptedTerms: this.choices.acceptedTerms,
    };
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
    this.navigator.reload('/dashboard');
  }

  dispose(): void {
    this.choices.dispose();
  }
}
