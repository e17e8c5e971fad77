// What both role set-up forms (/role-business and /role-freelancer) ask besides their own fields:
// the address picked from the suggestions, the activities from `category-{language}`, and the
// terms. One observable piece that each form's view-model holds.
import type { Address, Category, LoadCategories } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import type { Notifier } from '../../shared/notifier';
import { settle } from '../../shared/submit';

export class RoleSetupChoices {
  readonly address: AddressPickerViewModel;
  categories: readonly Category[] = [];
  activities: string[] = [];
  acceptedTerms = false;

  constructor(
    private readonly loadCategories: Pick<LoadCategories, 'execute'>,
    addressPicker: AddressPickerFactory,
    private readonly language: string,
    private readonly notifier: Notifier,
  ) {
    this.address = addressPicker();
    makeAutoObservable<RoleSetupChoices, 'loadCategories' | 'notifier'>(this, { loadCategories: false, notifier: false });
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

  /** The picked address, or the typed text with no coordinates (core's rule then refuses it). */
  get addressValue(): Address {
    return this.address.picked ?? { description: this.address.text, latitude: null, longitude: null, complement: null };
  }

  dispose(): void {
    this.address.dispose();
  }
}
