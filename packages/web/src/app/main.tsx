// Boots the app: the container, the language, the first page's code, then the router; the
// start-up auth check and the sending of visit work left unsent, in idle time.
import { decideRoute } from '@fieldteam/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { API_BASE_URL, GOOGLE_MAPS_API_KEY } from '../config/env';
import { AppContainer } from '../di/container';
import { DiProvider } from '../di/DiProvider';
import { SessionViewModel } from '../features/session/session.view-model';
import { loadI18n } from '../i18n/i18n';
import { LanguageViewModel } from '../i18n/language.view-model';
import { whenIdle } from '../shared/idle';
import { yieldToMain } from '../shared/yield-to-main';
import { formatPrice } from '../shared/format';
import { warmUpDateFormatting } from '../shared/intl-formats';
import '../ui/tokens.css';
import '../ui/components.css';
import './app.css';
import { AppRouter } from './app-router';
import { createAppRoutes } from './app-routes';
import { RouterNavigator } from './router-navigator';
import { startSendingVisitWork } from './visit-work-sending';

async function start(): Promise<void> {
  // The modules' own evaluation (React, MobX, the DI library, the app's) is one task; the
  // container and the first services another, not one long task of both on a slow phone.
  await yieldToMain();
  const navigator = new RouterNavigator();
  const app = new AppContainer({ apiBaseUrl: API_BASE_URL, navigator, googleMapsApiKey: GOOGLE_MAPS_API_KEY });
  const session = app.container.get(SessionViewModel);
  const language = app.container.get(LanguageViewModel).current;
  // The texts and the first page's code are usually fetched already (the page's preloads), and
  // then read in the same task: each step its own task instead.
  await yieldToMain();
  const i18n = await loadI18n(language);
  document.documentElement.lang = language;
  await yieldToMain();
  const routes = createAppRoutes(app, i18n);

  // The page the route policy opens (the one asked for, or where it sends the person) is loaded
  // before the first render, so that it draws at once rather than after the page loader.
  const decision = decideRoute(session.viewer, window.location.pathname);
  const firstPath = decision.kind === 'redirect' ? decision.to : window.location.pathname;
  await routes
    .find((route) => route.path === firstPath)
    ?.load?.()
    .catch(() => undefined); // a page that fails to load shows its error once rendered

  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition: React draws the shell in slices that leave the main thread to
  // the browser between them, instead of one long task (ADR 0036).
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
  // The start-up check runs once the first screen is drawn: the stored session opens the page at
  // once, and the check's request does not compete with the page's own chunks and data.
  whenIdle(() => void session.checkAuth());
  // Visit work left unsent by an ended session goes when its person is signed in again.
  whenIdle(() => startSendingVisitWork(app));
  // Date formatting's start-up (the locale's data) while the page's code downloads, not when a
  // screen first draws a date (ADR 0035).
  whenIdle(() => warmUpDateFormatting(language));
  // Number formatting's start-up likewise, in a task of its own: the first price a board or a
  // report draws then costs what the next ones do.
  whenIdle(() => formatPrice(0, language));
}

void start();
