// class-validator decorators that apply core's field rules, so the server refuses exactly what
// the app refuses, with the specification's text.
import { validationMessagesEn, type ValidationCode } from '@fieldteam/core';
import { ValidateBy, type ValidationOptions } from 'class-validator';

type Rule = (value: string) => ValidationCode | null;

/**
 * A string field that must pass `rule`. A refused text gets the text of the code the rule answered
 * (a control character in a name is CONTROL_CHARACTERS, not "fill in the first name"); anything
 * else (missing, wrong type) gets `code`'s text.
 */
export function CoreRule(rule: Rule, code: ValidationCode, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: `core:${code}`,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && rule(value) === null,
        defaultMessage: (args) => validationMessagesEn[(typeof args?.value === 'string' ? rule(args.value) : null) ?? code],
      },
    },
    options,
  );
}

/** A boolean field that must be true. */
export function MustBeTrue(code: ValidationCode): PropertyDecorator {
  return ValidateBy({
    name: `core:${code}:true`,
    validator: { validate: (value: unknown) => value === true, defaultMessage: () => validationMessagesEn[code] },
  });
}

/** A whole number, or a text, whose digits pass `rule` (the documents send integers; some clients send text). */
export function CoreIntegerRule(rule: Rule, code: ValidationCode): PropertyDecorator {
  return ValidateBy({
    name: `core:${code}:integer`,
    validator: {
      // The documents send these as integers; a text of the same digits is read alike.
      validate: (value: unknown) =>
        typeof value === 'string' ? rule(value) === null : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && rule(String(value)) === null,
      defaultMessage: () => validationMessagesEn[code],
    },
  });
}
