// A form the app handles itself: submitting never reloads the page, and the browser's own
// validation bubbles stay off (every rule shows its own message beside its field).
import type { FormHTMLAttributes, ReactNode } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** What submitting does; a returned promise is the caller's (the view-model reports its own outcome). */
  readonly onSubmit: () => unknown;
  readonly children: ReactNode;
  /**
   * After a submit that leaves errors, the focus goes to the first field in error (scrolled into
   * view): on a long form the errors may sit above what is shown, and the submit seemed to do
   * nothing (issue 25).
   */
  readonly focusFirstError?: boolean;
}

/** The first field in error: an input marked invalid, or the first control of a group whose error shows. */
export function firstFieldInError(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const error = form.querySelector<HTMLElement>('.ft-field__error');
  const groupControl = error?.closest('.ft-field, fieldset')?.querySelector<HTMLElement>('input, select, textarea, button') ?? null;
  if (!invalid) return groupControl;
  if (!groupControl) return invalid;
  // Whichever comes first in the form.
  return invalid.compareDocumentPosition(groupControl) & Node.DOCUMENT_POSITION_PRECEDING ? groupControl : invalid;
}

export function Form({ onSubmit, className = 'ft-form', children, focusFirstError = false, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void Promise.resolve(onSubmit()).then(() => {
          if (!focusFirstError) return;
          // After React has drawn the errors the submit left.
          requestAnimationFrame(() => {
            const field = firstFieldInError(form);
            if (!field) return;
            field.focus({ preventScroll: true });
            field.scrollIntoView?.({ block: 'center' });
          });
        });
      }}
    >
      {children}
    </form>
  );
}
