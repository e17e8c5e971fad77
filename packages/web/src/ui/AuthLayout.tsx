// The centred card the sign-in, registration and code screens share.
import type { ReactNode } from 'react';

export function AuthLayout({ title, subtitle, children, footer }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="ft-auth">
      <section className="ft-card ft-auth__card">
        <h1>{title}</h1>
        {subtitle && <p className="ft-page-header__subtitle">{subtitle}</p>}
        {children}
        {footer && <p className="ft-form__footer">{footer}</p>}
      </section>
    </div>
  );
}
