// /business-configuration: the company's fields, each edited on its own (one input, the address
// picker, or the activities); 3500 ms after a saved edit the page reloads. Working hours and
// closed days are listed read-only, with a link to /business-work-days.
import type { Category, Company, CompanyEdit, CompanyField, EditCompanyField, LoadCategories, LoadCompany } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

export const COMPANY_FIELDS: readonly CompanyField[] = ['bussinessid', 'address', 'primaryemailbusiness', 'secondaryemailbusiness', 'nick', 'name', 'phone', 'activity'];

export function companyValue(company: Company, field: CompanyField): string {
  switch (field) {
    case 'bussinessid':
      return company.businessId;
    case 'address':
      return company.address?.description ?? '';
    case 'primaryemailbusiness':
      return company.primaryEmail;
    case 'secondaryemailbusiness':
      return company.secondaryEmail;
    case 'nick':
      return company.nick;
    case 'name':
      return company.commercialName;
    case 'phone':
      return company.phone;
    case 'activity':
      return company.activities.join(', ');
  }
}

export class BusinessConfigurationViewModel {
  company: Company | null = null;
  loading = true;
  editing: CompanyField | null = null;
  readonly form = new FormState({ value: '' });
  readonly address: AddressPickerViewModel;
  categories: readonly Category[] = [];
  activities: string[] = [];
  saved = false;

  constructor(
    private readonly loadCompany: Pick<LoadCompany, 'execute' | 'cached'>,
    private readonly loadCategories: Pick<LoadCategories, 'execute'>,
    private readonly editField: Pick<EditCompanyField, 'execute'>,
    addressPicker: AddressPickerFactory,
    private readonly language: string,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    this.address = addressPicker();
    this.company = loadCompany.cached();
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const [company, categories] = await Promise.all([settle(this.notifier, this.loadCompany.execute()), this.loadCategories.execute(this.language)]);
    runInAction(() => {
      this.loading = false;
      if (company.ok) this.company = company.value;
      if (categories.ok) this.categories = categories.value;
    });
  }

  /** Category titles to offer: the language's list plus any the company already has. */
  get activityOptions(): string[] {
    const titles = this.categories.map((c) => c.title);
    return [...titles, ...this.activities.filter((a) => !titles.includes(a))];
  }

  open(field: CompanyField): void {
    if (!this.company) return;
    this.editing = field;
    this.form.showIssues([]);
    this.form.set('value', companyValue(this.company, field));
    if (field === 'address') this.address.setInitial(this.company.address);
    if (field === 'activity') this.activities = [...this.company.activities];
  }

  close(): void {
    if (!this.form.busy) this.editing = null;
  }

  toggleActivity(title: string): void {
    this.activities = this.activities.includes(title) ? this.activities.filter((a) => a !== title) : [...this.activities, title];
  }

  private get edit(): CompanyEdit | null {
    switch (this.editing) {
      case null:
        return null;
      case 'address':
        return { field: 'address', address: this.address.picked ?? { description: this.address.text, latitude: null, longitude: null, complement: null } };
      case 'activity':
        return { field: 'activity', activities: this.activities };
      default:
        return { field: this.editing, value: this.form.values.value };
    }
  }

  async save(): Promise<void> {
    const edit = this.edit;
    if (!edit || this.form.busy || this.saved) return;
    this.form.setBusy(true);
    const result = await settle(this.notifier, this.editField.execute(edit), (issues) => this.form.showIssues(issues));
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      this.saved = true;
      announce(this.notifier, result.value, 'business:configuration.saved');
    });
    await wait(TIMING.afterCompanyEdit);
    this.navigator.reload();
  }

  dispose(): void {
    this.address.dispose();
  }
}
