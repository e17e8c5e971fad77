// Surfaces: a plain card, a card that is a link (dashboard tiles), and their grid.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from './Link';

export function Card({ children, className, as: Tag = 'section' }: { children: ReactNode; className?: string; as?: 'section' | 'div' | 'article' }) {
  return <Tag className={['ft-card', className].filter(Boolean).join(' ')}>{children}</Tag>;
}

export function LinkCard({ to, title, text, icon }: { to: string; title: string; text?: string; icon?: LucideIcon }) {
  return (
    <Link to={to} className="ft-card ft-link-card">
      {icon && (
        <span className="ft-link-card__icon" aria-hidden="true">
          <CardIcon icon={icon} />
        </span>
      )}
      <span className="ft-link-card__title">{title}</span>
      {text && <span className="ft-link-card__text">{text}</span>}
    </Link>
  );
}

/** A link card's icon, from the Lucide set every card uses. */
export function CardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon size={22} strokeWidth={2} aria-hidden="true" focusable="false" />;
}

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <nav className="ft-card-grid" aria-label={label}>
      {children}
    </nav>
  );
}
