// The side menu of section 2: its entries come from core's policy for the current viewer.
import { sideMenu, type MenuItem, type Viewer } from '@fieldteam/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../ui/Link';

function menuLabelKey(item: MenuItem): string {
  return `nav.${item.id}`;
}

export function MenuLinks({ viewer, onNavigate }: { viewer: Viewer; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {sideMenu(viewer).map((item) =>
        'to' in item ? (
          <NavLink key={item.id} to={item.to} onClick={onNavigate}>
            {t(menuLabelKey(item))}
          </NavLink>
        ) : null,
      )}
    </>
  );
}

interface SideMenuProps {
  readonly viewer: Viewer;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onLogout: () => void;
  readonly signingOut: boolean;
}

export function SideMenu({ viewer, open, onClose, onLogout, signingOut }: SideMenuProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open && <button type="button" className="ft-sidemenu__scrim" aria-label={t('header.closeMenu')} tabIndex={-1} onClick={onClose} />}
      <nav id="ft-sidemenu" className={`ft-sidemenu${open ? ' ft-sidemenu--open' : ''}`} aria-label={t('header.menu')}>
        <div className="ft-sidemenu__head">
          <strong>{t('app.name')}</strong>
          <button type="button" className="ft-sidemenu__close" aria-label={t('header.closeMenu')} onClick={onClose}>
            ×
          </button>
        </div>
        <ul>
          {sideMenu(viewer).map((item) => (
            <li key={item.id}>
              {'to' in item ? (
                <NavLink to={item.to} onClick={onClose}>
                  {t(menuLabelKey(item))}
                </NavLink>
              ) : (
                <button type="button" className="ft-sidemenu__item" onClick={onLogout} disabled={signingOut} aria-busy={signingOut || undefined}>
                  {signingOut ? t('nav.signingOut') : t('nav.logout')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
