// Renders a screen the way the app does: the app's container with every context loaded (test
// doubles where given), English translations and a memory router.
import { MemoryStorage } from '@fieldteam/adapters-browser';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { StrictMode, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AppContainer } from '../di/container';
import { DiProvider } from '../di/DiProvider';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import { createFullContainer } from './context-modules';
import { FakeNavigator } from './fake-navigator';

export function createTestContainer(fetchImpl?: typeof fetch): { app: AppContainer; container: Container; navigator: FakeNavigator; storage: MemoryStorage } {
  const navigator = new FakeNavigator();
  const storage = new MemoryStorage();
  const app = createFullContainer({ apiBaseUrl: 'http://api.test', storage, navigator, fetch: fetchImpl ?? (() => Promise.reject(new TypeError('offline'))) });
  return { app, container: app.container, navigator, storage };
}

/**
 * `strict`: under React's StrictMode at the root, as the app renders (app/main.tsx): in development
 * every screen's effects run, are cleaned up and run again on the same view-model. StrictMode lower
 * in the tree does not do that.
 */
export function renderScreen(element: ReactElement, options: { app?: AppContainer; path?: string; strict?: boolean } = {}) {
  const app = options.app ?? createTestContainer().app;
  const location = memoryLocation({ path: options.path ?? '/' });
  const tree = (
    <DiProvider app={app}>
      <I18nextProvider i18n={createI18n('en', en)}>
        <Router hook={location.hook}>{element}</Router>
      </I18nextProvider>
    </DiProvider>
  );
  return render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
}
