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
   * nothing.
   */
  readonly focusFirstError?: boolean;
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
          // (The search is fetched then: the sign-in pages, whose forms do not ask for it, stay small.)
          requestAnimationFrame(() => void import('./first-field-in-error').then(({ focusFirstFieldInError }) => focusFirstFieldInError(form)));
        });
      }}
    >
      {children}
    </form>
  );
}
