// The profile and company group's wire shapes: PUT user/perfil/edit/{field} with dataUpdate,
// the company record (snake_case, comercial_name, activitys, opening_hours), field edits with
// dataUpdate / newactivity / location fields, and the hours.
import { isPlan, ok, type ApiFailure, type Company, type CompanyEdit, type Credentials, type Result } from '@fieldteam/core';
import { fromWireHours } from '../business-hours.wire';
import { badAnswer, isObject, optionalNumber, optionalText, text } from '../wire-guards';

export function readCompany(body: unknown): Result<Company | null, ApiFailure> {
  if (!isObject(body) || !('company' in body)) return badAnswer('company: no company field');
  const c = body.company;
  if (c === null) return ok(null);
  if (!isObject(c)) return badAnswer('company: not an object');
  const description = optionalText(c.location_description ?? c.description);
  return ok({
    businessId: text(c.business_id) ?? '',
    nick: text(c.business_nick) ?? '',
    commercialName: text(c.comercial_name) ?? '',
    primaryEmail: text(c.primaryemailbusiness) ?? '',
    secondaryEmail: text(c.secondaryemailbusiness) ?? '',
    phone: text(c.phone) ?? '',
    address: description
      ? { description, latitude: optionalNumber(c.latitude), longitude: optionalNumber(c.longitude), complement: optionalText(c.complement) }
      : null,
    activities: Array.isArray(c.activitys) ? c.activitys.filter((a): a is string => typeof a === 'string') : [],
    hours: fromWireHours(c.opening_hours),
    plan: isPlan(c.plan) ? c.plan : 'free',
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

export function readWorkHours(body: unknown) {
  if (!isObject(body) || !('workHours' in body)) return badAnswer('hours: no workHours field');
  return ok(body.workHours === null ? null : fromWireHours(body.workHours));
}
