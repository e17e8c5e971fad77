// The profile and company group's wire shapes: PUT user/perfil/edit/{field} with dataUpdate,
// the company record (snake_case, comercial_name, activitys, opening_hours), field edits with
// dataUpdate / newactivity / location fields, and the hours.
import { getBusinessHoursAnswer, getCompanyAnswer } from '@fieldteam/api-contract/answers/profile';
import { ok, type ApiFailure, type BusinessHours, type Company, type CompanyEdit, type Credentials, type Result } from '@fieldteam/core';
import { fromWireHours } from '../business-hours.wire';
import { checkedAnswer, present } from '../wire-guards';

/** The company answer `{ company }`: null before the business is set up. */
export function readCompany(body: unknown): Result<Company | null, ApiFailure> {
  const answer = checkedAnswer(getCompanyAnswer, body, 'getCompany');
  if (!answer.ok) return answer;
  const c = answer.value.company;
  if (c === null) return ok(null);
  const description = present(c.location_description);
  return ok({
    businessId: c.business_id,
    nick: c.business_nick,
    commercialName: c.comercial_name,
    primaryEmail: c.primaryemailbusiness,
    secondaryEmail: c.secondaryemailbusiness,
    phone: c.phone,
    address: description ? { description, latitude: c.latitude, longitude: c.longitude, complement: present(c.complement ?? null) } : null,
    activities: [...c.activitys],
    hours: fromWireHours(c.opening_hours),
    plan: c.plan ?? 'free',
  });
}

export function toWireCompanyEdit(credentials: Credentials, ownerId: string, edit: CompanyEdit): Record<string, unknown> {
  const base = { email: credentials.email, token: credentials.token, userid: ownerId };
  switch (edit.field) {
    case 'address':
      return { ...base, location_description: edit.address.description, latitude: edit.address.latitude, longitude: edit.address.longitude };
    case 'activity':
      return { ...base, newactivity: [...edit.activities] };
    default:
      return { ...base, dataUpdate: edit.value };
  }
}

/** The hours answer `{ workHours }`: null before set-up. */
export function readWorkHours(body: unknown): Result<BusinessHours | null, ApiFailure> {
  const answer = checkedAnswer(getBusinessHoursAnswer, body, 'getBusinessHours');
  if (!answer.ok) return answer;
  return ok(answer.value.workHours === null ? null : fromWireHours(answer.value.workHours));
}
