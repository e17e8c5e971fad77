// The role set-up group's wire shapes (the OpenAPI tag role-setup): categories per language, the
// set-freelancer and set-employer bodies (`activitys`, `business_nick`, the hours with Portuguese
// weekday names) and their `{ message, role }` answer. Apart from account.wire.ts so that the
// sign-in page, which maps only the account calls, carries none of it.
import { ok, type ApiFailure, type BusinessSetup, type Category, type FreelancerSetup, type Result, type RoleChanged } from '@fieldteam/core';
import type { AnswerValidator, WireSchema } from '@fieldteam/api-contract';
import { listCategoriesAnswer } from '@fieldteam/api-contract/answers/role-setup';
import { toWireHours, type WireBusinessHours } from '../business-hours.wire';
import { checkedAnswer } from '../wire-guards';

/** The {language} segment of category-{language} (spec decision 22): the UI's own language code. */
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
