// Boots the app: composition root, language, router, and the start-up auth check (in idle time).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { API_BASE_URL, GOOGLE_MAPS_API_KEY } from '../config/env';
import { createComposition } from '../di/composition';
import { DiProvider } from '../di/DiProvider';
import { TOKENS } from '../di/tokens';
import { loadI18n } from '../i18n/i18n';
import { whenIdle } from '../shared/idle';
import { startSendingVisitWork } from './visit-work-sending';
import { warmUpDateFormatting } from '../shared/intl-formats';
import '../ui/tokens.css';
import '../ui/components.css';
import './app.css';
import { AppRouter } from './app-router';
import { RouterNavigator } from './router-navigator';

async function start(): Promise<void> {
  const navigator = new RouterNavigator();
  const composition = createComposition({ apiBaseUrl: API_BASE_URL, navigator, googleMapsApiKey: GOOGLE_MAPS_API_KEY });
  const language = composition.get(TOKENS.language).current;
  const i18n = await loadI18n(language);
  document.documentElement.lang = language;

  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition: React draws the shell in slices that leave the main thread to
  // the browser between them, instead of one long task (decision 0036).
  startTransition(() =>
    root.render(
      <StrictMode>
        <DiProvider composition={composition}>
          <I18nextProvider i18n={i18n}>
            <AppRouter navigator={navigator} />
          </I18nextProvider>
        </DiProvider>
      </StrictMode>,
    ),
  );
  // The start-up check runs once the first screen is drawn: the stored session opens the page at
  // once, and the check's request does not compete with the page's own chunks and data.
  whenIdle(() => void composition.get(TOKENS.session).checkAuth());
  // Visit work left unsent by an ended session goes when its person is signed in again.
  whenIdle(() => startSendingVisitWork(composition));
  // Date formatting's start-up (the locale's data) while the page's code downloads, not when a
  // screen first draws a date (decision 0035).
  whenIdle(() => warmUpDateFormatting(language));
}

void start();
