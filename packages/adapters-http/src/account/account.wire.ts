// The account group's wire shapes and their mapping to core's types: snake_case user records,
// `docid` sent as an integer, `change-pasword` with `newpassword`, and the login answer's nesting
// (DECISIONS 23: we send `{ user, url }`; a flat record beside `url` is read too).
import {
  isActivationState,
  isRole,
  ok,
  type Activated,
  type ApiFailure,
  type BusinessSetup,
  type Category,
  type FreelancerSetup,
  type Registration,
  type Result,
  type RoleChanged,
  type Session,
  type SignedIn,
  type User,
} from '@fieldteam/core';
import type { WireSchema } from '@fieldteam/api-contract';
import { toWireHours, type WireBusinessHours } from '../business-hours.wire';
import { badAnswer, isObject, messageOf, objectAnswer, optionalNumber, optionalText, text, type Json } from '../wire-guards';

export interface WireUser {
  id: string | number;
  name: string;
  surname: string;
  username?: string | null;
  email: string;
  doc_id?: string | number | null;
  docid?: string | number | null;
  phone?: string | number | null;
  location_description?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  complement?: string | null;
  role: string;
  is_active: string;
  token: string;
  createdById?: string | number | null;
}

// Request bodies come from the contract's generated types, so they cannot drift from it.
export type WireRegisterBody = WireSchema<'RegisterBody'>;
export type WireChangePasswordBody = WireSchema<'ChangePasswordBody'>;
export type WireActivateBody = WireSchema<'ActivateBody'>;

export const toWireRegistration = (r: Registration): WireRegisterBody => ({
  name: r.name,
  surname: r.surname,
  email: r.email,
  password: r.password,
  docid: Number(r.docId),
  useterms: r.acceptedTerms,
});

export const toWireChangePassword = (input: { email: string; newPassword: string; code: string }): WireChangePasswordBody => ({
  email: input.email,
  newpassword: input.newPassword,
  code: Number(input.code),
});

/** Reads a wire user record; null when a field the app relies on is missing or unknown. */
export function toUser(wire: Json): User | null {
  const id = text(wire.id);
  const email = text(wire.email);
  if (!id || !email || !isRole(wire.role) || !isActivationState(wire.is_active)) return null;
  const description = optionalText(wire.location_description);
  return {
    id,
    createdById: optionalText(wire.createdById),
    name: text(wire.name) ?? '',
    surname: text(wire.surname) ?? '',
    username: optionalText(wire.username),
    email,
    docId: optionalText(wire.doc_id ?? wire.docid),
    phone: optionalText(wire.phone),
    address: description
      ? {
          description,
          latitude: optionalNumber(wire.latitude),
          longitude: optionalNumber(wire.longitude),
          complement: optionalText(wire.complement),
        }
      : null,
    role: wire.role,
    activation: wire.is_active,
  };
}

export function toSession(wire: Json): Session | null {
  const user = toUser(wire);
  const token = text(wire.token);
  return user && token ? { user, token } : null;
}

export function readLoginAnswer(body: unknown): Result<SignedIn, ApiFailure> {
  const answer = objectAnswer(body, 'login');
  if (!answer.ok) return answer;
  const record = isObject(answer.value.user) ? answer.value.user : answer.value;
  const session = toSession(record);
  if (!session) return badAnswer('login: the user record lacks id, email, role, is_active or token');
  const url = typeof answer.value.url === 'string' && answer.value.url.startsWith('/') ? answer.value.url : '/loading';
  return ok({ session, next: url });
}

export function readActivateAnswer(body: unknown): Result<Activated, ApiFailure> {
  const answer = objectAnswer(body, 'activate');
  if (!answer.ok) return answer;
  const activation = isActivationState(answer.value.isActive) ? answer.value.isActive : 'activated';
  const record = isObject(answer.value.user) ? toUser(answer.value.user) : null;
  return ok({ activation, message: messageOf(answer.value), ...(record ? { user: record } : {}) });
}

export function readAcknowledgement(body: unknown) {
  const url = isObject(body) && typeof body.url === 'string' && body.url.startsWith('/') ? body.url : undefined;
  return { message: messageOf(body), ...(url ? { next: url } : {}) };
}

export function readCheckAuthAnswer(body: unknown): Result<{ token: string }, ApiFailure> {
  const token = isObject(body) ? text(body.token) : null;
  return token ? ok({ token }) : badAnswer('check_auth: no token in the answer');
}

// --- role set-up: categories, set-freelancer, set-employer ---

/** The {language} segment of category-{language} (DECISIONS 22): the UI's own language code. */
export const categoryLanguage = (language: string): string => language;

export function readCategories(body: unknown): Result<readonly Category[], ApiFailure> {
  const results = isObject(body) && Array.isArray(body.results) ? body.results : null;
  if (!results) return badAnswer('category: no results list');
  return ok(
    results
      .filter(isObject)
      .map((c) => ({ id: text(c.id) ?? '', title: text(c.title) ?? '' }))
      .filter((c) => c.title !== ''),
  );
}

export interface WireFreelancerBody {
  email: string;
  token: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
  complement: string | null;
  phone: string;
  activity: string[];
  useterms: boolean;
}

export const toWireFreelancer = (credentials: { email: string; token: string }, setup: FreelancerSetup): WireFreelancerBody => ({
  ...credentials,
  description: setup.address.description,
  latitude: setup.address.latitude,
  longitude: setup.address.longitude,
  complement: setup.address.complement,
  phone: setup.phone,
  activity: [...setup.activities],
  useterms: setup.acceptedTerms,
});

export interface WireEmployerBody {
  email: string;
  token: string;
  business_nick: string;
  comercial_name: string;
  business_hours: WireBusinessHours;
  primaryemailbusiness: string;
  secondaryemailbusiness: string;
  business_id: string;
  location_description: string;
  latitude: number | null;
  longitude: number | null;
  complement: string | null;
  phone: string;
  activitys: string[];
  useterms: boolean;
}

export const toWireEmployer = (credentials: { email: string; token: string }, setup: BusinessSetup): WireEmployerBody => ({
  ...credentials,
  business_nick: setup.nick,
  comercial_name: setup.commercialName,
  business_hours: toWireHours(setup.hours),
  primaryemailbusiness: setup.primaryEmail,
  secondaryemailbusiness: setup.secondaryEmail,
  business_id: setup.businessId,
  location_description: setup.address.description,
  latitude: setup.address.latitude,
  longitude: setup.address.longitude,
  complement: setup.address.complement,
  phone: setup.phone,
  activitys: [...setup.activities],
  useterms: setup.acceptedTerms,
});

export function readRoleChanged(body: unknown, fallback: RoleChanged['role']): Result<RoleChanged, ApiFailure> {
  const role = isObject(body) && isRole(body.role) ? body.role : fallback;
  return ok({ message: messageOf(body), role });
}
