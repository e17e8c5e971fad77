// The client fields shared by the add-client page and the edit modal: name, phone, e-mail,
// document, birthday, address (picked from suggestions) and service duration (hour 0-23,
// minute 0-59).
import type { Client, ClientInput, FieldIssue } from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AddressPickerFactory, AddressPickerViewModel } from '../../shared/address-picker.view-model';
import { FormState } from '../../shared/form-state';

type ClientFormField = 'name' | 'phone' | 'email' | 'docId' | 'birthday' | 'address' | 'serviceMinutes' | 'team' | 'dates';

export class ClientForm {
  readonly form = new FormState<ClientFormField>({ name: '', phone: '', email: '', docId: '', birthday: '', address: '', serviceMinutes: '', team: '', dates: '' });
  readonly address: AddressPickerViewModel;
  /** The duration's hours and minutes; null when the client has no duration. */
  durationHours: number | null = null;
  durationMinutes = 0;

  constructor(addressPicker: AddressPickerFactory) {
    this.address = addressPicker();
    makeAutoObservable(this);
  }

  load(client: Client): void {
    this.form.set('name', client.name);
    this.form.set('phone', client.phone);
    this.form.set('email', client.email);
    this.form.set('docId', client.docId ?? '');
    this.form.set('birthday', client.birthday?.toString() ?? '');
    this.address.setInitial(client.address);
    this.durationHours = client.serviceMinutes === null ? null : Math.floor(client.serviceMinutes / 60);
    this.durationMinutes = client.serviceMinutes === null ? 0 : client.serviceMinutes % 60;
    this.form.showIssues([]);
  }

  setDuration(hours: number | null, minutes: number): void {
    this.durationHours = hours;
    this.durationMinutes = minutes;
  }

  /** The birthday field as a date, or null when empty or not a date. */
  get birthday(): Temporal.PlainDate | null {
    const text = this.form.values.birthday.trim();
    if (!text) return null;
    try {
      return Temporal.PlainDate.from(text);
    } catch {
      return null;
    }
  }

  get input(): ClientInput {
    const v = this.form.values;
    return {
      name: v.name,
      phone: v.phone,
      email: v.email,
      docId: v.docId,
      birthday: this.birthday,
      address: this.address.picked ?? (this.address.text ? { description: this.address.text, latitude: null, longitude: null, complement: null } : null),
      serviceMinutes: this.durationHours === null ? null : this.durationHours * 60 + this.durationMinutes,
    };
  }

  showIssues(issues: readonly FieldIssue<string>[]): void {
    this.form.showIssues(issues);
  }

  dispose(): void {
    this.address.dispose();
  }
}
