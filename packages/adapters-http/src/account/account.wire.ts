// The account group's wire shapes and their mapping to core's types: snake_case user records,
// `docid` sent as an integer, `change-pasword` with `newpassword`, and the login answer's nesting
// (DECISIONS 23, decision 0002: `{ user, url }`). Answers are checked against the contract first.
import {
  ok,
  type Activated,
  type Acknowledgement,
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
import { activateAccountAnswer, checkAuthAnswer, listCategoriesAnswer, loginAnswer, registerAnswer, type AnswerValidator, type WireSchema } from '@fieldteam/api-contract';
import { toWireHours, type WireBusinessHours } from '../business-hours.wire';
import { badAnswer, checkedAnswer, present } from '../wire-guards';

/** The user record of the login and activation answers. */
export type WireUser = WireSchema<'UserRecord'>;

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

/** Maps a wire user record; null when it has no e-mail, which the app signs in with. */
export function toUser(wire: WireUser): User | null {
  if (wire.email === '') return null;
  const description = present(wire.location_description);
  return {
    id: wire.id,
    createdById: present(wire.createdById),
    name: wire.name,
    surname: wire.surname,
    username: present(wire.username ?? null),
    email: wire.email,
    docId: present(wire.doc_id),
    phone: present(wire.phone),
    address: description ? { description, latitude: wire.latitude, longitude: wire.longitude, complement: present(wire.complement) } : null,
    role: wire.role,
    activation: wire.is_active,
  };
}

export function toSession(wire: WireUser): Session | null {
  const user = toUser(wire);
  return user ? { user, token: wire.token } : null;
}

/** The login answer `{ user, url }` (decision 0002). */
export function readLoginAnswer(body: unknown): Result<SignedIn, ApiFailure> {
  const answer = checkedAnswer(loginAnswer, body, 'login');
  if (!answer.ok) return answer;
  const session = toSession(answer.value.user);
  if (!session) return badAnswer('login: the user record has no e-mail');
  return ok({ session, next: answer.value.url });
}

export function readActivateAnswer(body: unknown): Result<Activated, ApiFailure> {
  const answer = checkedAnswer(activateAccountAnswer, body, 'activateAccount');
  if (!answer.ok) return answer;
  const user = answer.value.user ? toUser(answer.value.user) : null;
  return ok({ activation: answer.value.isActive, message: answer.value.message ?? '', ...(user ? { user } : {}) });
}

/** The register answer `{ message, url }`: the message, and where the app goes next. */
export function readRegisterAnswer(body: unknown): Result<Acknowledgement, ApiFailure> {
  const answer = checkedAnswer(registerAnswer, body, 'register');
  return answer.ok ? ok({ message: answer.value.message, next: answer.value.url }) : answer;
}

export function readCheckAuthAnswer(body: unknown): Result<{ token: string }, ApiFailure> {
  const answer = checkedAnswer(checkAuthAnswer, body, 'checkAuth');
  if (!answer.ok) return answer;
  return answer.value.token ? ok({ token: answer.value.token }) : badAnswer('checkAuth: the token is empty');
}

// --- role set-up: categories, set-freelancer, set-employer ---

/** The {language} segment of category-{language} (DECISIONS 22): the UI's own language code. */
export const categoryLanguage = (language: string): string => language;

export function readCategories(body: unknown): Result<readonly Category[], ApiFailure> {
  const answer = checkedAnswer(listCategoriesAnswer, body, 'listCategories');
  if (!answer.ok) return answer;
  return ok(answer.value.results.filter((c) => c.title !== '').map((c) => ({ id: c.id, title: c.title })));
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

/** The answer of set-freelancer and set-employer: `{ message, role }`. */
export function readRoleChanged(validate: AnswerValidator<WireSchema<'RoleChanged'>>, body: unknown, call: string): Result<RoleChanged, ApiFailure> {
  const answer = checkedAnswer(validate, body, call);
  return answer.ok ? ok({ message: answer.value.message, role: answer.value.role }) : answer;
}
