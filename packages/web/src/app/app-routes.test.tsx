import { MemoryStorage } from '@fieldteam/adapters-browser';
import type { i18n } from 'i18next';
import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { AppContainer } from '../di/container';
import { contextModule } from '../di/context-module';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import { FakeNavigator } from '../testing/fake-navigator';
import { createAppRoutes } from './app-routes';

// The app's Temporal as ready: the real module would put the polyfill on the global object for
// every later test file in this worker.
vi.mock('./temporal', () => ({ temporalReady: Promise.resolve() }));

const texts = { loadNamespaces: () => Promise.resolve() } as unknown as i18n;
const Screen = () => null;

/** A page whose context waits for what the test lets go (the business's zone, in the app), counting each wait. */
function pageWaiting(drawsBeforeReady = false) {
  const waits: (() => void)[] = [];
  const fetched = { screen: 0 };
  const module = contextModule([], () => undefined, () => new Promise<void>((resolve) => waits.push(resolve)));
  const app = new AppContainer({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator() });
  const [route] = createAppRoutes(app, texts, [{ path: '/dated', screen: () => (fetched.screen += 1, Promise.resolve(Screen)), context: () => Promise.resolve({ default: module }), texts: [], title: 'common:app.name', drawsBeforeReady }]);
  return { load: route!.load!, element: route!.element, waits, fetched };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // A page's load yields to the main thread on its way (a task of its own for its bindings).
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('a page load', () => {
  it('waits for what its context waits for before the page draws', async () => {
    const { load, waits } = pageWaiting();
    const loading = load();
    expect(await settled(loading)).toBe(false);
    expect(waits).toHaveLength(1);
    waits[0]!();
    await loading;
  });

  it('asks again at each later load (another session may have begun), its code fetched once', async () => {
    const { load, waits, fetched } = pageWaiting();
    const first = load();
    await settled(first);
    waits[0]!();
    await first;
    const again = load();
    expect(await settled(again)).toBe(false);
    expect(waits).toHaveLength(2);
    waits[1]!();
    await again;
    expect(fetched.screen).toBe(1);
  });
});

describe('a page that draws before its context is ready', () => {
  it('draws at once, and asks what its context waits for once it has drawn', async () => {
    const { load, element, waits } = pageWaiting(true);
    expect(await settled(load())).toBe(true);
    expect(waits).toHaveLength(0);
    render(<I18nextProvider i18n={createI18n('en', en)}>{element}</I18nextProvider>);
    await waitFor(() => expect(waits).toHaveLength(1));
  });
});
