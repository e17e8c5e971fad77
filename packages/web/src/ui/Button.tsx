// The one button of the product. `busy` disables it and shows a spinner while a request runs.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `danger-secondary`: a destructive action that is not the screen's main one (outlined in red). */
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-secondary';
  readonly size?: 'normal' | 'small';
  readonly block?: boolean;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

export function Button({ variant = 'primary', size = 'normal', block, busy, disabled, className, type = 'button', children, ...rest }: ButtonProps) {
  const classes = ['ft-button', `ft-button--${variant}`, size === 'small' && 'ft-button--small', block && 'ft-button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="ft-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
