// Runs a set of field checks and returns the broken ones, in the order the form shows them.
import type { FieldIssue } from '../shared/failures';
import type { Check } from './field.rules';

export function collectIssues<F extends string>(checks: ReadonlyArray<readonly [F, Check]>): FieldIssue<F>[] {
  const issues: FieldIssue<F>[] = [];
  for (const [field, code] of checks) if (code) issues.push({ field, code });
  return issues;
}
