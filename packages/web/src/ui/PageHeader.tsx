// The page's one h1 and its subtitle.
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="ft-page-header">
      <h1>{title}</h1>
      {subtitle && <p className="ft-page-header__subtitle">{subtitle}</p>}
      {actions}
    </header>
  );
}
