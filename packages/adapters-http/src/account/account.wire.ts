// The account group's wire shapes and their mapping to core's types: snake_case user records,
// `docid` sent as an integer, `change-pasword` with `newpassword`, and the login answer's nesting
// (spec decision 23, `{ user, url }`). Answers are checked against the contract first.
import { ok, type Activated, type Acknowledgement, type ApiFailure, type Registration, type Result, type Session, type SignedIn, type User } from '@fieldteam/core';
import type { WireSchema } from '@fieldteam/api-contract';
import { activateAccountAnswer, checkAuthAnswer, loginAnswer, registerAnswer } from '@fieldteam/api-contract/answers/account';
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

/** The login answer `{ user, url }`. */
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
