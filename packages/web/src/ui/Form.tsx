// A form the app handles itself: submitting never reloads the page, and the browser's own
// validation bubbles stay off (every rule shows its own message beside its field).
import type { FormHTMLAttributes, ReactNode } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** What submitting does; a returned promise is the caller's (the view-model reports its own outcome). */
  readonly onSubmit: () => unknown;
  readonly children: ReactNode;
}

export function Form({ onSubmit, className = 'ft-form', children, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
