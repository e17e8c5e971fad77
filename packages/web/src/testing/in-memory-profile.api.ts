// A ProfileApi that keeps the company, its hours and the person's fields in memory like the
// server: records every change, and may refuse the next one.
import { ok, type Ack, type ApiFailure, type BusinessHours, type Company, type CompanyEdit, type ProfileApi, type Result, type UserField } from '@fieldteam/core';
import { RefusableFake, sent } from './refusable-fake';

export const augusta = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null };

export const demoCompany: Company = {
  businessId: '12345678000199',
  nick: 'limpa-ja',
  commercialName: 'Limpa Já',
  primaryEmail: 'contato@limpaja.com',
  secondaryEmail: 'financeiro@limpaja.com',
  phone: '1133334444',
  address: augusta,
  activities: ['Cleaning', 'Old craft'],
  hours: null,
  plan: 'free',
};

export class InMemoryProfileApi extends RefusableFake implements ProfileApi {
  company: Company | null = demoCompany;
  hours: BusinessHours | null = { workingHours: [{ id: '1', day: 1, startHour: 8, endHour: 17 }], closedDays: [7] };
  readonly userEdits: Array<[UserField, string]> = [];
  readonly companyEdits: CompanyEdit[] = [];
  readonly savedHours: BusinessHours[] = [];

  private answer(ack: Ack): Result<Ack, ApiFailure> {
    return this.reply(() => ack);
  }

  async editUserField(_c: unknown, field: UserField, value: string) {
    this.userEdits.push([field, value]);
    return this.answer({ message: 'Profile updated.' });
  }

  async getCompany() {
    return ok(this.company);
  }

  async editCompanyField(_c: unknown, _owner: string, edit: CompanyEdit) {
    this.companyEdits.push(sent(edit));
    return this.answer({ message: 'Company updated.' });
  }

  async getBusinessHours() {
    return ok(this.hours);
  }

  async saveBusinessHours(_c: unknown, _owner: string, hours: BusinessHours) {
    this.savedHours.push(sent(hours));
    const answer = this.answer({ message: '' });
    if (answer.ok) this.hours = sent(hours);
    return answer;
  }
}
