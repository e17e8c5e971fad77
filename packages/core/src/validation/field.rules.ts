// Every field rule of the specification as a pure function: null when the value is valid,
// otherwise the stable code of the broken rule. Shared by the web app and the mock server.
import { LIMITS } from './limits';
import { hasControlCharacters } from './text.rules';
import type { ValidationCode } from './validation-codes';

export type Check = ValidationCode | null;

const within = (value: string, min: number, max: number): boolean => value.length >= min && value.length <= max;

/** Any text input: required, 3 to 50 characters, on one line (no control character anywhere, CONTROL_CHARACTERS). */
export function checkText(value: string, code: ValidationCode = 'FIELD_INVALID'): Check {
  if (hasControlCharacters(value)) return 'CONTROL_CHARACTERS';
  return within(value.trim(), LIMITS.textMin, LIMITS.textMax) ? null : code;
}

const EMAIL = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;
/**
 * An account's e-mail (register, sign-in, reset, activation, own profile, business, new manager or
 * leader): every e-mail's rule (checkGeneralEmail) and 000's basic pattern, letters, digits, dot,
 * underscore and hyphen with a 2 to 4 letter ending.
 */
export function checkEmail(value: string): Check {
  return checkGeneralEmail(value) ?? (EMAIL.test(value.trim()) ? null : 'EMAIL_INVALID');
}

const PASSWORD_CHARS = /^[A-Za-z0-9@!#$%^&*()/\\]+$/;
/** Sign-in password: 8 to 50 characters from letters, digits and @!#$%^&*()/\ */
export function checkPassword(value: string): Check {
  return within(value, LIMITS.passwordMin, LIMITS.textMax) && PASSWORD_CHARS.test(value) ? null : 'PASSWORD_INVALID';
}

/** Register, reset and new staff: the sign-in rule plus one lower and one upper case letter. */
export function checkNewPassword(value: string): Check {
  return checkPassword(value) ?? (/[a-z]/.test(value) && /[A-Z]/.test(value) ? null : 'PASSWORD_INVALID');
}

const PERSON_NAME = /^[\p{L}\p{M}0-9 ]+$/u;
/** Name and surname: letters (with accents), digits and spaces, 4 to 50 characters; a control character anywhere is CONTROL_CHARACTERS. */
export function checkPersonName(value: string, code: 'NAME_INVALID' | 'SURNAME_INVALID' = 'NAME_INVALID'): Check {
  if (hasControlCharacters(value)) return 'CONTROL_CHARACTERS';
  const v = value.trim();
  return within(v, LIMITS.personNameMin, LIMITS.textMax) && PERSON_NAME.test(v) ? null : code;
}

/** Digits of a document or business id once punctuation is stripped (spec decision 17). */
export const digitsOf = (value: string): string => value.replace(/[\s.\-/]/g, '');

/** Document id (CPF): digits only after stripping punctuation, 6 to 14 digits. */
export function checkDocumentId(value: string, code: 'DOCUMENT_INVALID' | 'BUSINESS_ID_INVALID' = 'DOCUMENT_INVALID'): Check {
  const digits = digitsOf(value.trim());
  return /^\d+$/.test(digits) && within(digits, LIMITS.documentMinDigits, LIMITS.documentMaxDigits) ? null : code;
}

/** Business id (CNPJ-style): same rule as the document id. */
export const checkBusinessId = (value: string): Check => checkDocumentId(value, 'BUSINESS_ID_INVALID');

/** Username: letters, digits, dot, hyphen, underscore; 3 to 50 characters; a control character anywhere is CONTROL_CHARACTERS. */
export function checkUsername(value: string, code: 'USERNAME_INVALID' | 'BUSINESS_NICK_INVALID' = 'USERNAME_INVALID'): Check {
  if (hasControlCharacters(value)) return 'CONTROL_CHARACTERS';
  const v = value.trim();
  return within(v, LIMITS.textMin, LIMITS.textMax) && /^[A-Za-z0-9._-]+$/.test(v) ? null : code;
}

/** Password-reset code: required, up to 6 digits. */
export function checkResetCode(value: string): Check {
  return new RegExp(`^\\d{1,${LIMITS.resetCodeMaxDigits}}$`).test(value.trim()) ? null : 'CODE_INVALID';
}

/** Activation code: 6 to 8 characters. */
export function checkActivationCode(value: string): Check {
  return within(value.trim(), LIMITS.activationCodeMin, LIMITS.activationCodeMax) ? null : 'CODE_INVALID';
}

const ADDRESS = /^[\p{L}\p{M}0-9 .,-]+$/u;
/** Address: 6 to 150 characters of letters, digits, spaces, dot, comma and hyphen. */
export function checkAddress(value: string): Check {
  const v = value.trim();
  return within(v, LIMITS.addressMin, LIMITS.addressMax) && ADDRESS.test(v) ? null : 'ADDRESS_INVALID';
}

/** Phone: digits only, 6 to 50 of them (what the wire carries). */
export function checkPhone(value: string): Check {
  const v = value.trim();
  return within(v, LIMITS.phoneMin, LIMITS.textMax) && /^\d+$/.test(v) ? null : 'PHONE_INVALID';
}

/**
 * A phone as people write it, "(11) 3051-2244" or "+55 11 3051.2244", as the digits it is sent
 * as: spaces, dots, dashes, slashes, parentheses and a leading + are left out. Anything else
 * (letters, a + further on) stays, for checkPhone to refuse.
 */
export const phoneDigits = (text: string): string => text.trim().replace(/^\+/, '').replace(/[\s().\-/]/g, '');

/** A phone as typed in a form or a spreadsheet: the phone rule on its digits (phoneDigits). */
export const checkTypedPhone = (value: string): Check => checkPhone(phoneDigits(value));

export function checkTerms(accepted: boolean): Check {
  return accepted ? null : 'TERMS_REQUIRED';
}

// The WHATWG grammar of <input type=email> without the characters a mailto: URL reads as syntax
// (? & = # % /), and with a dot in the domain.
const MAIL_LOCAL_PART = "[A-Za-z0-9.!$'*+^_`{|}~-]+";
const MAIL_DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const GENERAL_EMAIL = new RegExp(`^${MAIL_LOCAL_PART}@${MAIL_DOMAIN_LABEL}(?:\\.${MAIL_DOMAIN_LABEL})+$`);
/**
 * Every e-mail's rule, and the whole rule of a client's (001 section 5: text, at sign, text, dot,
 * text): at most 50 characters, no space, angle bracket or URL syntax, domain labels of letters,
 * digits and inner hyphens.
 */
export function checkGeneralEmail(value: string): Check {
  const v = value.trim();
  return v.length <= LIMITS.textMax && GENERAL_EMAIL.test(v) ? null : 'EMAIL_INVALID';
}

/** Digits only (a client's optional document id). */
export function checkDigits(value: string, code: ValidationCode): Check {
  return /^\d{1,50}$/.test(value.trim()) ? null : code;
}
