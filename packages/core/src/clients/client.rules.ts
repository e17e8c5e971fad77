// The client form's rules (001 section 5): a team is required; name (4 to 50 letters, digits,
// spaces), phone (numeric, at least 6 digits, written as people write it: "(11) 3051-2244", as a
// client import reads it) and e-mail (text@text.text) are required; the address description is
// required (6 to 150); birthday, document id (digits) and service duration are optional.
import type { Temporal } from 'temporal-polyfill';
import { checkPickedAddress } from '../business/address.rules';
import { collectIssues } from '../validation/collect-issues';
import { checkDocumentId, checkGeneralEmail, checkPersonName, checkTypedPhone } from '../validation/field.rules';
import type { ClientInput } from './client.entity';

export type ClientField = 'team' | 'name' | 'phone' | 'email' | 'docId' | 'birthday' | 'address' | 'serviceMinutes';

/** A service duration of hour 0-23 and minute 0-59. */
export const MAX_SERVICE_MINUTES = 23 * 60 + 59;

export function validateClient(input: ClientInput, options: { teamId?: string | null; today?: Temporal.PlainDate } = {}) {
  const birthdayInFuture = input.birthday && options.today ? input.birthday.since(options.today).sign > 0 : false;
  const minutes = input.serviceMinutes;
  return collectIssues<ClientField>([
    ['team', 'teamId' in options && !options.teamId ? 'TEAM_REQUIRED' : null],
    ['name', checkPersonName(input.name)],
    ['phone', checkTypedPhone(input.phone)],
    ['email', checkGeneralEmail(input.email)],
    // Spec decision 17: punctuation stripped, 6 to 14 digits.
    ['docId', input.docId.trim() === '' ? null : checkDocumentId(input.docId)],
    ['birthday', birthdayInFuture ? 'BIRTHDAY_INVALID' : null],
    ['address', checkPickedAddress(input.address)],
    ['serviceMinutes', minutes === null || (Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_SERVICE_MINUTES) ? null : 'DURATION_INVALID'],
  ]);
}

/** "HH:MM" of a duration in minutes. */
export const formatDuration = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Reads "HH:MM" (hour 0-23, minute 0-59); null when it is not one. */
export function parseDuration(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}
