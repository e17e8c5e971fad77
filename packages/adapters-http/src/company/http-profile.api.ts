// ProfileApi over HTTP: a person's own fields, the company, its fields and its working hours.
import { type WireSchema } from '@fieldteam/api-contract';
import { editCompanyFieldAnswer, editUserFieldAnswer, saveBusinessHoursAnswer } from '@fieldteam/api-contract/answers/profile';
import type { BusinessHours, CompanyEdit, Credentials, ProfileApi, UserField } from '@fieldteam/core';
import { toWireHours } from '../business-hours.wire';
import { pathOf, type HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import { readCompany, readWorkHours, toWireCompanyEdit } from './company.wire';

export class HttpProfileApi implements ProfileApi {
  constructor(private readonly http: HttpClient) {}

  async editUserField(credentials: Credentials, field: UserField, value: string) {
    const body: WireSchema<'UserFieldBody'> = { email: credentials.email, token: credentials.token, dataUpdate: value };
    const answer = await this.http.put(pathOf('user', 'perfil', 'edit', field), body);
    return answer.ok ? readAck(editUserFieldAnswer, answer.value, 'editUserField') : answer;
  }

  async getCompany(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'perfil', credentials.email, credentials.token, ownerId));
    return answer.ok ? readCompany(answer.value) : answer;
  }

  async editCompanyField(credentials: Credentials, ownerId: string, edit: CompanyEdit) {
    const answer = await this.http.put(pathOf('company', 'perfil', 'edit', edit.field), toWireCompanyEdit(credentials, ownerId, edit));
    return answer.ok ? readAck(editCompanyFieldAnswer, answer.value, 'editCompanyField') : answer;
  }

  async getBusinessHours(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'perfil', 'hours', credentials.email, credentials.token, ownerId));
    return answer.ok ? readWorkHours(answer.value) : answer;
  }

  async saveBusinessHours(credentials: Credentials, ownerId: string, hours: BusinessHours) {
    const body: WireSchema<'HoursBody'> = { email: credentials.email, token: credentials.token, userId: ownerId, business_hours: toWireHours(hours) };
    const answer = await this.http.post('/company/perfil/hours/edit', body);
    return answer.ok ? readAck(saveBusinessHoursAnswer, answer.value, 'saveBusinessHours') : answer;
  }
}
