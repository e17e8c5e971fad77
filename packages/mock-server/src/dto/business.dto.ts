// Request bodies of the role set-up, profile, company, services, people and teams calls
// (000 section 7), checked with core's rules. Credentials (email, token) are checked by the
// authentication step, not here.
import {
  checkAddress,
  checkBusinessId,
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkText,
  checkUsername,
  parsePrice,
  validationMessagesEn as M,
  type ValidationCode,
} from '@fieldteam/core';
import { readWireHours } from '../services/business-hours.wire';
import { CoreIntegerRule, CoreRule, MustBeTrue } from './core-rule.decorator';
import { coordinate, optionalText, requiredId, Rule, textList } from './rule.decorator';

const ADDRESS = M.ADDRESS_INVALID;
/** The text of a core rule's answer; null when the value passed. */
const codeText = (code: ValidationCode | null): string | null => (code ? M[code] : null);
const hoursRule = (value: unknown) => {
  const read = readWireHours(value);
  return read.ok ? null : read.message;
};

export class SetFreelancerBody {
  @CoreRule(checkAddress, 'ADDRESS_INVALID') description!: string;
  @Rule('latitude', coordinate(90, ADDRESS)) latitude!: number;
  @Rule('longitude', coordinate(180, ADDRESS)) longitude!: number;
  @Rule('complement', optionalText(50, 'The complement is too long: at most 50 characters.')) complement?: string | null;
  @CoreRule(checkPhone, 'PHONE_INVALID') phone!: string;
  @Rule('activity', textList(M.ACTIVITY_REQUIRED)) activity!: string[];
  @MustBeTrue('TERMS_REQUIRED') useterms!: boolean;
}

export class SetEmployerBody {
  @CoreRule((v) => checkUsername(v, 'BUSINESS_NICK_INVALID'), 'BUSINESS_NICK_INVALID') business_nick!: string;
  @CoreRule((v) => checkText(v, 'BUSINESS_NAME_INVALID'), 'BUSINESS_NAME_INVALID') comercial_name!: string;
  @Rule('business_hours', hoursRule) business_hours!: unknown;
  @CoreRule(checkEmail, 'EMAIL_INVALID') primaryemailbusiness!: string;
  @CoreRule(checkEmail, 'EMAIL_INVALID') secondaryemailbusiness!: string;
  @CoreIntegerRule(checkBusinessId, 'BUSINESS_ID_INVALID') business_id!: string | number;
  @CoreRule(checkAddress, 'ADDRESS_INVALID') location_description!: string;
  @Rule('latitude', coordinate(90, ADDRESS)) latitude!: number;
  @Rule('longitude', coordinate(180, ADDRESS)) longitude!: number;
  @Rule('complement', optionalText(50, 'The complement is too long: at most 50 characters.')) complement?: string | null;
  @CoreRule(checkPhone, 'PHONE_INVALID') phone!: string;
  @Rule('activitys', textList(M.ACTIVITY_REQUIRED)) activitys!: string[];
  @MustBeTrue('TERMS_REQUIRED') useterms!: boolean;
}

export class UserFieldBody {
  // Text, or a whole number for the numeric fields (phone, docid) as some clients send them. The
  // field's own rule bounds the length, so that a long e-mail gets the e-mail's message.
  @Rule('dataUpdate', (v) => ((typeof v === 'string' && v.trim() !== '' && v.length <= 150) || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ? null : M.FIELD_INVALID))
  dataUpdate!: string | number;
}

export class CompanyFieldBody {
  @Rule('userid', requiredId) userid!: string;
  @Rule('dataUpdate', (v) => (v === undefined || (typeof v === 'string' && v.length <= 150) ? null : M.FIELD_INVALID)) dataUpdate?: string;
  @Rule('newactivity', (v) => (v === undefined ? null : textList(M.ACTIVITY_REQUIRED)(v))) newactivity?: string[];
  @Rule('location_description', (v) => (v === undefined || (typeof v === 'string' && checkAddress(v) === null) ? null : ADDRESS)) location_description?: string;
  @Rule('latitude', (v) => (v === undefined ? null : coordinate(90, ADDRESS)(v))) latitude?: number;
  @Rule('longitude', (v) => (v === undefined ? null : coordinate(180, ADDRESS)(v))) longitude?: number;
}

export class HoursBody {
  @Rule('userId', requiredId) userId!: string;
  @Rule('business_hours', hoursRule) business_hours!: unknown;
}

/**
 * A service's price as the wire may carry it: a number with at most two decimals, or the text the
 * app's rule accepts (core's parsePrice: "12", "12,5", "12.50", at most 7 digits before the
 * decimals). The one reading for the body check and for what is stored, so they cannot differ.
 */
export const readPrice = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parsePrice(value) : null;
  return n !== null && Number.isFinite(n) && n >= 0 && n < 10_000_000 && Math.round(n * 100) / 100 === n ? n : null;
};

const serviceItem = (v: unknown): string | null => {
  if (typeof v !== 'object' || v === null) return M.PRICE_INVALID;
  const item = v as Record<string, unknown>;
  if (typeof item.itemName !== 'string') return M.FIELD_INVALID;
  const nameProblem = checkText(item.itemName);
  if (nameProblem) return M[nameProblem];
  return readPrice(item.price) === null ? M.PRICE_INVALID : null;
};

export class CreateServicesBody {
  @Rule('createdById', requiredId) createdById!: string;
  @Rule('budgets', (v) => (Array.isArray(v) && v.length >= 1 && v.length <= 100 ? (v.map(serviceItem).find((m) => m !== null) ?? null) : 'Add at least one service (at most 100 at once).'))
  budgets!: Array<{ id?: string | number; itemName: string; price: number | string }>;
}

export class DeleteUserBody {
  @Rule('userid', requiredId) userid!: string;
}

export class NewMemberBody {
  @CoreRule((v) => checkText(v, 'NAME_INVALID'), 'NAME_INVALID') name!: string;
  @CoreRule((v) => checkText(v, 'SURNAME_INVALID'), 'SURNAME_INVALID') surname!: string;
  @CoreRule(checkEmail, 'EMAIL_INVALID') manageremail!: string;
  @CoreRule(checkNewPassword, 'PASSWORD_INVALID') password!: string;
  @Rule('useterms', (v) => (v === undefined || v === true ? null : M.TERMS_REQUIRED)) useterms?: boolean;
  @Rule('createdById', requiredId) createdById!: string;
}

class CollaboratorFields {
  @CoreRule((v) => checkText(v, 'NAME_INVALID'), 'NAME_INVALID') name!: string;
  @CoreRule((v) => checkText(v, 'SURNAME_INVALID'), 'SURNAME_INVALID') surname!: string;
  @CoreRule(checkPhone, 'PHONE_INVALID') phone!: string;
  @CoreRule(checkAddress, 'ADDRESS_INVALID') description!: string;
  @Rule('latitude', coordinate(90, ADDRESS)) latitude!: number;
  @Rule('longitude', coordinate(180, ADDRESS)) longitude!: number;
}

export class NewCollaboratorBody extends CollaboratorFields {
  @Rule('createdById', requiredId) createdById!: string;
}

export class UpdateCollaboratorBody extends CollaboratorFields {
  @Rule('colaboratorId', requiredId) colaboratorId!: string;
}

/** A person chosen in a picker: `{ id, name }` as documented, or the bare id. */
export type PersonRef = { id: string | number; name?: string } | string | number;
const personRef = (message: string) => (v: unknown) =>
  (typeof v === 'object' && v !== null && requiredId((v as Record<string, unknown>).id) === null) || ((typeof v === 'string' || typeof v === 'number') && requiredId(v) === null)
    ? null
    : message;
/** The id of a PersonRef. */
export const refId = (ref: PersonRef): string => String(typeof ref === 'object' ? ref.id : ref);
/** Absent in an edit: keep the current value (000 section 4, "editing keeps current values where nothing new is chosen"). */
export const absent = (v: unknown): v is undefined | null | '' => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const personRefs = (v: unknown) =>
  Array.isArray(v) && v.length <= 200 && v.every((p) => personRef('x')(p) === null) ? null : 'Each collaborator must be { id, name } (or the id).';

export class CreateTeamBody {
  @Rule('createdById', requiredId) createdById!: string;
  @CoreRule((v) => checkText(v, 'TEAM_NAME_REQUIRED'), 'TEAM_NAME_REQUIRED') teamName!: string;
  @Rule('selectedEmployer', personRef(M.TEAM_LEADER_REQUIRED)) selectedEmployer!: PersonRef;
  @Rule('mergeColaborators', (v) => (v === undefined ? null : personRefs(v))) mergeColaborators?: PersonRef[];
}

export class UpdateTeamBody {
  @Rule('teamId', requiredId) teamId!: string;
  @Rule('teamName', (v) => (absent(v) ? null : typeof v === 'string' ? codeText(checkText(v, 'TEAM_NAME_REQUIRED')) : M.TEAM_NAME_REQUIRED)) teamName?: string | null;
  @Rule('teamLeader', (v) => (absent(v) ? null : personRef(M.TEAM_LEADER_REQUIRED)(v))) teamLeader?: PersonRef | null;
  @Rule('colaborators', (v) => (v === undefined || v === null ? null : personRefs(v))) colaborators?: PersonRef[] | null;
}

export class DeleteTeamBody {
  @Rule('teamId', requiredId) teamId!: string;
}
