// The state every form shares: field values, the broken rule of each field, and the busy flag.
//
// A field's error goes as soon as the field is valid: typing in a field clears its
// error, and a form that knows its rules (`validWhen`) drops an error the moment those rules no
// longer report it, whatever changed it: a team picked, an address found on the map, dates
// planned, a day of working hours added.
import type { FieldIssue, ValidationCode } from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';

export class FormState<F extends string> {
  values: Record<F, string>;
  /** The errors shown at the last attempt (a field's goes when it is edited or becomes valid). */
  shown: Partial<Record<F, ValidationCode>> = {};
  busy = false;
  private rules: (() => readonly FieldIssue<string>[]) | null = null;

  constructor(initial: Record<F, string>) {
    this.values = { ...initial };
    makeAutoObservable<FormState<F>, 'rules'>(this, { rules: false });
  }

  /** The form's rules, read again whenever what they read changes. */
  validWhen(rules: () => readonly FieldIssue<string>[]): void {
    this.rules = rules;
  }

  /** The errors to show: those of the last attempt that the rules still report. */
  get errors(): Partial<Record<F, ValidationCode>> {
    if (!this.rules) return this.shown;
    const still = new Set(this.rules().map((issue) => issue.field));
    const errors: Partial<Record<F, ValidationCode>> = {};
    for (const [field, code] of Object.entries(this.shown) as Array<[F, ValidationCode]>) if (still.has(field)) errors[field] = code;
    return errors;
  }

  /** Whether any error is shown (the form's summary shows while this holds). */
  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    if (this.shown[field]) {
      const { [field]: _removed, ...rest } = this.shown;
      this.shown = rest as Partial<Record<F, ValidationCode>>;
    }
  }

  showIssues(issues: readonly FieldIssue<string>[]): void {
    const errors: Partial<Record<F, ValidationCode>> = {};
    for (const issue of issues) if (!(issue.field in errors)) errors[issue.field as F] = issue.code;
    this.shown = errors;
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
