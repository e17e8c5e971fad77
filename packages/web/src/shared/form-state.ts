// The state every form shares: field values, the broken rule of each field, and the busy flag.
import type { FieldIssue, ValidationCode } from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';

export class FormState<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, ValidationCode>> = {};
  busy = false;

  constructor(initial: Record<F, string>) {
    this.values = { ...initial };
    makeAutoObservable(this);
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    if (this.errors[field]) {
      const { [field]: _removed, ...rest } = this.errors;
      this.errors = rest as Partial<Record<F, ValidationCode>>;
    }
  }

  showIssues(issues: readonly FieldIssue<string>[]): void {
    const errors: Partial<Record<F, ValidationCode>> = {};
    for (const issue of issues) if (!(issue.field in errors)) errors[issue.field as F] = issue.code;
    this.errors = errors;
  }

  setBusy(busy: boolean): void {
    this.busy = busy;
  }

  /** The translation key of a field's error, for the screen. */
  errorKey(field: F): string | undefined {
    const code = this.errors[field];
    return code ? `validation:${code}` : undefined;
  }
}
