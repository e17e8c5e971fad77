import { MemoryStorage } from '@fieldteam/adapters-browser';
import type { i18n } from 'i18next';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { AppContainer } from '../di/container';
import { contextModule } from '../di/context-module';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import { FakeNavigator } from '../testing/fake-navigator';
import { createAppRoutes } from './app-routes';
import type { Page } from './pages';
import { usePageReady } from '../shared/page-ready';

// The app's Temporal as ready: the real module would put the polyfill on the global object for
// every later test file in this worker.
vi.mock('./temporal', () => ({ temporalReady: Promise.resolve() }));

const texts = { loadNamespaces: () => Promise.resolve() } as unknown as i18n;
/** Says whether its page is ready, as a screen drawing its frame first reads it. */
const Screen = () => <p>{usePageReady() ? 'month' : 'frame'}</p>;

/** A page whose context waits for what the test lets go (the business's zone, in the app), counting each wait. */
function pageWaiting(draws?: Page['draws']) {
  const waits: (() => void)[] = [];
  const fetched = { screen: 0, context: 0 };
  const module = contextModule([], () => undefined, { ready: { wait: () => new Promise<void>((resolve) => waits.push(resolve)), known: () => false } });
  const app = new AppContainer({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator() });
  const [route] = createAppRoutes(app, texts, [{ path: '/dated', screen: () => (fetched.screen += 1, Promise.resolve(Screen)), context: () => (fetched.context += 1, Promise.resolve({ default: module })), texts: [], title: 'common:app.name', ...(draws ? { draws } : {}) }]);
  return { load: route!.load!, element: route!.element, waits, fetched, app, module };
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

describe("a page's context", () => {
  it('asks what its first screen needs once loaded, while the page still waits to draw', async () => {
    const waits: (() => void)[] = [];
    let warmed = 0;
    const module = contextModule([], () => undefined, { ready: { wait: () => new Promise<void>((resolve) => waits.push(resolve)), known: () => false }, warm: () => void (warmed += 1) });
    const app = new AppContainer({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator() });
    const [route] = createAppRoutes(app, texts, [{ path: '/road', screen: () => Promise.resolve(Screen), context: () => Promise.resolve({ default: module }), texts: [], title: 'common:app.name' }]);
    const loading = route!.load!();
    expect(await settled(loading)).toBe(false);
    expect(warmed).toBe(1);
    waits[0]!();
    await loading;
    // A later load asks again what the page waits for, but its screen's data is its own to ask.
    const again = route!.load!();
    await settled(again);
    waits[1]!();
    await again;
    expect(warmed).toBe(1);
  });
});

describe('a page that draws its frame first', () => {
  it('draws its frame at once, and its context, fetched and asked once the frame is drawn, makes it ready', async () => {
    const { load, element, waits, fetched } = pageWaiting('frame');
    expect(await settled(load())).toBe(true);
    expect(fetched.context).toBe(0);
    render(<I18nextProvider i18n={createI18n('en', en)}>{element}</I18nextProvider>);
    expect(screen.getByText('frame')).toBeTruthy();
    await waitFor(() => expect(waits).toHaveLength(1));
    expect(fetched.context).toBe(1);
    expect(screen.getByText('frame')).toBeTruthy();
    waits[0]!();
    expect(await screen.findByText('month')).toBeTruthy();
  });

  it('draws its screen once its context is loaded, asking what it waits for then, when it draws before its context is ready', async () => {
    const { load, element, waits, fetched } = pageWaiting('frame-before-ready');
    expect(await settled(load())).toBe(true);
    expect(fetched.context).toBe(0);
    render(<I18nextProvider i18n={createI18n('en', en)}>{element}</I18nextProvider>);
    expect(screen.getByText('frame')).toBeTruthy();
    expect(await screen.findByText('month')).toBeTruthy();
    expect(fetched.context).toBe(1);
    expect(waits).toHaveLength(1);
  });

  it('is ready at once when what its context waits for is known already (a later visit)', async () => {
    const { load, element, waits, app, module } = pageWaiting('frame');
    await load();
    const first = render(<I18nextProvider i18n={createI18n('en', en)}>{element}</I18nextProvider>);
    await waitFor(() => expect(waits).toHaveLength(1));
    waits[0]!();
    await screen.findByText('month');
    first.unmount();
    vi.spyOn(module.ready!, 'known').mockReturnValue(true);
    expect(app.isReady(module)).toBe(true);
    await load();
    render(<I18nextProvider i18n={createI18n('en', en)}>{element}</I18nextProvider>);
    expect(screen.getByText('month')).toBeTruthy();
  });
});
