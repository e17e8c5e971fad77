// Boots the app: the container, the texts, the first page's code, then the router; the rest in idle time.
import { decideRoute, VisitSync } from '@fieldteam/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { API_BASE_URL, GOOGLE_MAPS_API_KEY } from '../config/env';
import { AppContainer } from '../di/container';
import { DiProvider } from '../di/DiProvider';
import { SessionViewModel } from '../shared/session.view-model';
import { showVisitSyncOutcomes } from '../shared/visit-sync-notices';
import { loadI18n } from '../i18n/load-i18n';
import { LanguageViewModel } from '../i18n/language.view-model';
import { whenIdle } from '../shared/idle';
import { Notifier } from '../shared/notifier';
import { yieldToMain } from '../shared/yield-to-main';
import { formatPrice, warmUpDateFormatting } from '../shared/format';
import '../ui/tokens.css';
import '../ui/components.css';
import './app.css';
import { AppRouter } from './app-router';
import { createAppRoutes } from './app-routes';
import { RouterNavigator } from './navigation';

async function start(): Promise<void> {
  // Each step a task of its own, not one long task on a slow phone.
  await yieldToMain();
  const navigator = new RouterNavigator();
  const app = new AppContainer({ apiBaseUrl: API_BASE_URL, navigator, googleMapsApiKey: GOOGLE_MAPS_API_KEY });
  const session = app.get(SessionViewModel);
  const language = app.get(LanguageViewModel).current;
  // Date and number formatting's start-up (the browser's locale data, tens of milliseconds on a
  // phone) in idle time while the texts and the first page's code download, not inside the task
  // that evaluates that code or draws the first screen. The built page's head script has started
  // it already, before the first paint (route-preloads.ts); these are then the language's own
  // formats, a millisecond or two.
  whenIdle(() => warmUpDateFormatting(language));
  whenIdle(() => formatPrice(0, language));
  await yieldToMain();
  const i18n = await loadI18n(language);
  document.documentElement.lang = language;
  await yieldToMain();
  const routes = createAppRoutes(app, i18n);

  // The page the route policy opens is loaded before the first render, so it draws with no loader.
  const decision = decideRoute(session.viewer, window.location.pathname);
  const firstPath = decision.kind === 'redirect' ? decision.to : window.location.pathname;
  await routes
    .find((route) => route.path === firstPath)
    ?.load?.()
    .catch(() => undefined); // a page that fails to load shows its error once rendered

  const root = createRoot(document.getElementById('root')!);
  // A transition: React draws the shell in slices, not one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <DiProvider app={app}>
          <I18nextProvider i18n={i18n}>
            <AppRouter navigator={navigator} routes={routes} />
          </I18nextProvider>
        </DiProvider>
      </StrictMode>,
    ),
  );
  // The stored session opens the page; its check waits, not to compete with the page's own requests.
  whenIdle(() => void session.checkAuth());
  // Visit work waiting on the device goes from whatever page is open: the one VisitSync follows the
  // sign-ins, the network and the clock, and one place says what it sent.
  whenIdle(() => {
    const sync = app.get(VisitSync);
    showVisitSyncOutcomes(sync, app.get(Notifier), session);
    sync.start();
  });
}

void start();
