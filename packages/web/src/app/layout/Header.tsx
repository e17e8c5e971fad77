// The header on every page: menu button, brand, top navigation (signed out, desktop) and the
// language switcher.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Header({ menuOpen, onToggleMenu, topNav }: { menuOpen: boolean; onToggleMenu: () => void; topNav: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="ft-header">
      <button
        type="button"
        className="ft-header__menu-button"
        aria-expanded={menuOpen}
        aria-controls="ft-sidemenu"
        aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        onClick={onToggleMenu}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" className="ft-brand">
        <span className="ft-brand__mark" aria-hidden="true">
          F
        </span>
        {t('app.name')}
      </Link>
      <span className="ft-header__spacer" />
      {topNav}
      <LanguageSwitcher />
    </header>
  );
}
