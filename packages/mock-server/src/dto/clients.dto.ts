// Request bodies of the clients group (001 section 7, docs/api/clients-wire.md), checked with
// core's client rules and English texts. Credentials (email, token) are checked by the
// authentication step, not here.
import {
  applyDiscount,
  checkAddress,
  checkDocumentId,
  digitsOf,
  checkGeneralEmail,
  checkPersonName,
  checkPhone,
  EMPTY_BUDGET,
  formatDuration,
  isRecurrence,
  parseDuration,
  parsePercent,
  parsePriceCents,
  validateClient,
  validationMessagesEn as M,
  type ClientInput,
  type Recurrence,
} from '@fieldteam/core';
import { ValidateIf } from 'class-validator';
import { Temporal } from 'temporal-polyfill';
import { badRequest } from '../http/http-error';
import { readWireDate, readWireEntry } from '../services/visit-time';
import { CoreRule } from './core-rule.decorator';
import { coordinate, requiredId, Rule, type WireCheck } from './rule.decorator';

/** More dates than a year of daily visits is a mistake, not a schedule. */
const MAX_DATES_PER_REQUEST = 400;

const CLIENTS_MESSAGES = {
  totalPrice: 'The total price must be an amount of money (a number of at least 0).',
  date: 'A visit date is not valid: use a real date as dd/mm/yyyy, an hour from 01 to 12, a minute from 00 to 59 and AM or PM.',
  tooManyDates: `Add at most ${MAX_DATES_PER_REQUEST} dates at once.`,
  recurrence: 'Choose how the visits repeat: daily, weekly, biweekly, monthly, period or unit.',
  item: 'Each selected service must be a catalogue item { id, itemName, price }.',
  discount: 'The discount must be a percent from 0 to 100, with at most two decimals.',
} as const;

const ADDRESS = M.ADDRESS_INVALID;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optional =
  (check: WireCheck): WireCheck =>
  (v) =>
    blank(v) ? null : check(v);

const docIdRule = optional((v) =>
  (typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)) && checkDocumentId(String(v)) === null ? null : M.DOCUMENT_INVALID,
);
const birthdayRule = optional((v) => (readWireDate(v) ? null : M.BIRTHDAY_INVALID));
const serviceTimeRule = optional((v) => (typeof v === 'string' && parseDuration(v) !== null ? null : M.DURATION_INVALID));
const recurrenceRule: WireCheck = (v) => (isRecurrence(v) ? null : CLIENTS_MESSAGES.recurrence);
const entryRule: WireCheck = (v) => (readWireEntry(v) ? null : CLIENTS_MESSAGES.date);

/** A new client's dates: none at all is fine (visits may be added later on the client's page). */
const newClientDatesRule: WireCheck = (v) => {
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return null;
  if (!Array.isArray(v)) return CLIENTS_MESSAGES.date;
  if (v.length > MAX_DATES_PER_REQUEST) return CLIENTS_MESSAGES.tooManyDates;
  return v.every((entry) => readWireEntry(entry) !== null) ? null : CLIENTS_MESSAGES.date;
};

const datesRule: WireCheck = (v) => {
  if (!Array.isArray(v) || v.length === 0) return M.DATES_REQUIRED;
  if (v.length > MAX_DATES_PER_REQUEST) return CLIENTS_MESSAGES.tooManyDates;
  return v.every((entry) => readWireEntry(entry) !== null) ? null : CLIENTS_MESSAGES.date;
};

/** The team of a body: its id as a string (or number), or `{ id, name }`. */
export function teamIdOf(value: unknown): string | null {
  const id = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).id : value;
  return requiredId(id) === null ? String(id).trim() : null;
}
const teamRule: WireCheck = (v) => (teamIdOf(v) ? null : M.TEAM_REQUIRED);

/** A percent 0-100 with up to two decimals (core's budget rules), as a number or a typed text. */
function readPercent(value: unknown): number | null {
  if (typeof value === 'string') {
    const typed = parsePercent(value);
    return typed.ok ? typed.value : null;
  }
  return typeof value === 'number' && applyDiscount(EMPTY_BUDGET, value).ok ? value : null;
}

const itemsRule: WireCheck = (v) => {
  if (!Array.isArray(v) || v.length === 0) return M.ITEMS_REQUIRED;
  if (v.length > 100) return CLIENTS_MESSAGES.item;
  return v.every((item) => typeof item === 'object' && item !== null && requiredId((item as Record<string, unknown>).id) === null) ? null : CLIENTS_MESSAGES.item;
};

/** The client fields of the new-client and update bodies, in the order core's validateClient checks them. */
class ClientFields {
  @CoreRule(checkPersonName, 'NAME_INVALID') name!: string;
  @Rule('surname', optional((v) => (typeof v === 'string' && checkPersonName(v, 'SURNAME_INVALID') === null ? null : M.SURNAME_INVALID))) surname?: string | null;
  @CoreRule(checkPhone, 'PHONE_INVALID') phone!: string;
  @CoreRule(checkGeneralEmail, 'EMAIL_INVALID') clientEmail!: string;
  @Rule('docId', docIdRule) docId?: string | number | null;
  @Rule('birthday', birthdayRule) birthday?: string | null;
  @CoreRule(checkAddress, 'ADDRESS_INVALID') description!: string;
  @Rule('latitude', coordinate(90, ADDRESS)) latitude!: number;
  @Rule('longitude', coordinate(180, ADDRESS)) longitude!: number;
  @Rule('serviceTime', serviceTimeRule) serviceTime?: string | null;
}

export class NewClientBody extends ClientFields {
  @Rule('team', teamRule) team!: unknown;
  @Rule('dates', newClientDatesRule) dates?: unknown[] | null;
  // The recurrence of the dates: required with dates, optional without.
  @ValidateIf((body: NewClientBody) => (Array.isArray(body.dates) && body.dates.length > 0) || !blank(body.checked))
  @Rule('checked', recurrenceRule)
  checked?: Recurrence | null;
  @Rule('createdById', requiredId) createdById!: string | number;
}

export class UpdateClientBody extends ClientFields {
  @Rule('clientId', requiredId) clientId!: string | number;
}

export class AddVisitsBody {
  @Rule('clientId', requiredId) clientId!: string | number;
  @Rule('dates', datesRule) dates!: unknown[];
  @Rule('checked', recurrenceRule) checked!: Recurrence;
}

export class ChangeTeamBody {
  @Rule('clientId', requiredId) clientId!: string | number;
  @Rule('team', teamRule) team!: unknown;
}

export class MoveVisitBody {
  @Rule('clientId', requiredId) clientId!: string | number;
  @Rule('scheduleId', requiredId) scheduleId!: string | number;
  @Rule('newSchedule', entryRule) newSchedule!: unknown;
}

export class AttachServicesBody {
  @Rule('clientId', requiredId) clientId!: string | number;
  @Rule('createdById', requiredId) createdById!: string | number;
  @Rule('selectedItemsList', itemsRule) selectedItemsList!: Array<{ id: string | number }>;
  @Rule('discount', optional((v) => (readPercent(v) === null ? CLIENTS_MESSAGES.discount : null))) discount?: number | string | null;
  // The server computes the total itself, but a total or an e-mail that is sent must make sense.
  @Rule('totalPrice', optional((v) => ((typeof v === 'number' && Number.isFinite(v) && v >= 0) || (typeof v === 'string' && parsePriceCents(v).ok) ? null : CLIENTS_MESSAGES.totalPrice))) totalPrice?: number | string | null;
  @Rule('clietEmail', optional((v) => (typeof v === 'string' && checkGeneralEmail(v) === null ? null : M.EMAIL_INVALID))) clietEmail?: string | null;
}

/** The checked discount percent of a services/add body; null when none was sent (the client's stays). */
export const discountOf = (body: AttachServicesBody): number | null => (blank(body.discount) ? null : (readPercent(body.discount) ?? 0));

/** A client record's fields from a checked body, after core's validateClient (the birthday must not be after today). */
export function readClientFields(body: ClientFields, today: Temporal.PlainDate) {
  const birthday = blank(body.birthday) ? null : readWireDate(body.birthday);
  const serviceMinutes = blank(body.serviceTime) ? null : parseDuration(body.serviceTime);
  const docId = blank(body.docId) ? '' : digitsOf(String(body.docId).trim());
  const input: ClientInput = {
    name: body.name.trim(),
    phone: body.phone.trim(),
    email: body.clientEmail.trim(),
    docId,
    birthday: birthday ? Temporal.PlainDate.from(birthday) : null,
    address: { description: body.description.trim(), latitude: body.latitude, longitude: body.longitude, complement: null },
    serviceMinutes,
  };
  const issue = validateClient(input, { today })[0];
  if (issue) throw badRequest(M[issue.code]);
  return {
    name: input.name,
    surname: blank(body.surname) ? null : String(body.surname).trim(),
    phone: input.phone,
    email: input.email,
    docId: docId === '' ? null : docId,
    birthday,
    description: body.description.trim(),
    latitude: body.latitude,
    longitude: body.longitude,
    serviceTime: serviceMinutes === null ? null : formatDuration(serviceMinutes),
  };
}

