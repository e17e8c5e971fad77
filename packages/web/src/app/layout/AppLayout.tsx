// The shell around every page: header, side menu, back button, content (the route's screen, under
// the page loader while it loads), footer and alerts.
import { loadingDestination, showsBackButton } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useService } from '../../di/DiProvider';
import { NavLink } from '../../ui/Link';
import { BackButton } from './BackButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { HeldVisitWorkNotice } from './HeldVisitWorkNotice';
import { PageLoading } from './PageLoading';
import { MenuLinks, SideMenu } from './SideMenu';
import { ToastHost } from './ToastHost';
import { UnsentWorkDialog } from './UnsentWorkDialog';
import './layout.css';
import { SessionViewModel } from '../../shared/session.view-model';

export const AppLayout = observer(function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useService(SessionViewModel);
  const [path] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signedIn = session.viewer !== null;

  useEffect(() => closeMenu(), [path, closeMenu]);

  return (
    <div className={`ft-shell ${signedIn ? 'ft-shell--signed-in' : 'ft-shell--signed-out'}`}>
      <a href="#main" className="ft-skip">
        {t('header.skipToContent')}
      </a>
      <Header
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        topNav={
          signedIn ? (
            // A signed-in person is offered their start page (the dashboard once set up), not the
            // sign-in pages; the side menu stays the one "Main menu".
            <nav className="ft-header__topnav" aria-label={t('header.quickLinks')}>
              <NavLink to={loadingDestination(session.viewer)}>
                {t('nav.dashboard')}
              </NavLink>
            </nav>
          ) : (
            <nav className="ft-header__topnav" aria-label={t('header.menu')}>
              <MenuLinks viewer={session.viewer} />
            </nav>
          )
        }
      />
      <div className="ft-shell__body">
        <SideMenu viewer={session.viewer} open={menuOpen} onClose={closeMenu} onLogout={() => void session.logout()} signingOut={session.signingOut} />
        <main id="main" className="ft-main" tabIndex={-1}>
          <div className="ft-main__inner">
            {showsBackButton(path) && <BackButton />}
            <HeldVisitWorkNotice />
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </div>
        </main>
      </div>
      <Footer />
      <ToastHost />
      <UnsentWorkDialog />
    </div>
  );
});
