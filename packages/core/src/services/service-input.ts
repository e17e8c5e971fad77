// A service as the person types it (name and price text): checked and read into a new service.
import type { ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkText } from '../validation/field.rules';
import { checkPrice, parsePrice, type NewService } from './service-item';

export type ServiceField = 'name' | 'price';

/** Checks a typed service (name and price text) and reads it. */
export function readServiceInput(input: { name: string; price: string }): Result<NewService, ValidationFailure<ServiceField>> {
  const issues = collectIssues<ServiceField>([
    ['name', checkText(input.name, 'FIELD_INVALID')],
    ['price', checkPrice(input.price)],
  ]);
  if (issues.length > 0) return err(validationFailure(issues));
  return { ok: true, value: { name: input.name.trim(), price: parsePrice(input.price)! } };
}
