// The general form of a body rule: a function that returns the refusal's message, or null when
// the value is fine. Used where core's single-field rules are not enough (lists, coordinates,
// working hours).
import { checkActivities, validationMessagesEn } from '@fieldteam/core';
import { ValidateBy } from 'class-validator';

export type WireCheck = (value: unknown) => string | null;

export function Rule(name: string, check: WireCheck): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => check(value) === null,
      defaultMessage: (args) => check(args?.value) ?? 'Invalid value.',
    },
  });
}

export const coordinate =
  (bound: 90 | 180, message: string): WireCheck =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound ? null : message;

export const optionalText =
  (max: number, message: string): WireCheck =>
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.length <= max) ? null : message;

/** An id the caller must send: a missing one gets the try-again message (000 section 5: "Missing ids give a try-again message"). */
export const requiredId: WireCheck = (value) =>
  (typeof value === 'string' && value.trim() !== '' && value.length <= 100) || (typeof value === 'number' && Number.isSafeInteger(value)) ? null : validationMessagesEn.ID_MISSING;

/** A list of 1 to 50 distinct texts of 1 to 100 characters (activity titles), each on one line (core's checkActivities). */
export const textList =
  (message: string): WireCheck =>
  (value) => {
    const fits =
      Array.isArray(value) &&
      value.length >= 1 &&
      value.length <= 50 &&
      value.every((v) => typeof v === 'string' && v.trim().length >= 1 && v.length <= 100) &&
      new Set(value).size === value.length;
    if (!fits) return message;
    const problem = checkActivities(value as string[]);
    return problem ? validationMessagesEn[problem] : null;
  };
