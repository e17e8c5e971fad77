// A route's screen on the first page: the loader, then the screen as soon as its chunk, contexts
// and texts are in hand, without the 300 ms React holds back a Suspense boundary's content after
// its fallback showed; a navigation keeps the page shown while the next one loads.
import { act, render, screen } from '@testing-library/react';
import { Component, startTransition, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiProvider } from '../di/DiProvider';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import { compositionOf, createTestContainer } from '../testing/render-screen';
import { AppLayout } from './layout/AppLayout';
import { routeScreen, tracked, useSettled } from './route-screen';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => ((resolve = settle), (reject = fail)));
  return { promise, resolve, reject };
}

const pageLoader = () => document.querySelector('.ft-page-loading');

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error === null ? this.props.children : <h1>Failed: {this.state.error}</h1>;
  }
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <DiProvider composition={compositionOf(createTestContainer().container)}>
      <I18nextProvider i18n={createI18n('en', en)}>
        <AppLayout>
          <Boundary>{children}</Boundary>
        </AppLayout>
      </I18nextProvider>
    </DiProvider>
  );
}

/** Opens, as the first page, a route's screen named `name` whose chunk is held: resolve or reject it to load it. */
function openFirstPage(name: string) {
  const chunk = deferred<Record<string, () => React.ReactElement>>();
  const Page = routeScreen([], () => chunk.promise, name);
  render(
    <Shell>
      <Page />
    </Shell>,
  );
  return chunk;
}

/** The real setTimeout, taken before the tests hold timeouts. */
const realSetTimeout = globalThis.setTimeout;

/** Lets React's scheduler (left real) and the promises run, for real event-loop turns; React's timeouts stay held. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((done) => realSetTimeout(done, 0));
}

describe('routeScreen', () => {
  let actEnvironment: unknown;
  beforeEach(() => {
    // Outside act(), as in a browser: act() itself turns React's throttling off. Only timeouts are
    // held, which is how React delays a reveal: the screen must come without any of them firing.
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('shows the loader, then the first page as soon as it is loaded, not 300 ms after the loader showed', async () => {
    const chunk = openFirstPage('ClientsPage');
    await settle();
    expect(pageLoader()).not.toBeNull();
    chunk.resolve({ ClientsPage: () => <h1>Clients</h1> });
    await settle();
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeTruthy();
    expect(pageLoader()).toBeNull();
  });

  it('draws the first page in slices that give the main thread back, so a tap meanwhile is not held until the whole screen is drawn', async () => {
    // Each part of the screen takes longer than the 5 ms React renders a transition for before it yields.
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const events: string[] = [];
    function Part({ n }: { n: number }) {
      busy(8);
      events.push(`part ${n}`);
      return <p>Part {n}</p>;
    }
    const chunk = openFirstPage('Report');
    await settle();
    chunk.resolve({
      Report: () => (
        <>
          <h1>Report</h1>
          {[1, 2, 3, 4].map((n) => (
            <Part key={n} n={n} />
          ))}
        </>
      ),
    });
    // What the browser would run between tasks (an input event), as long as the screen is drawing.
    let drawing = true;
    const tick = () => {
      events.push('other task');
      if (drawing) realSetTimeout(tick, 0);
    };
    realSetTimeout(tick, 0);
    for (let turn = 0; turn < 200 && !screen.queryByRole('heading', { name: 'Report' }); turn += 1) await settle();
    drawing = false;
    expect(screen.getByRole('heading', { name: 'Report' })).toBeTruthy();
    const parts = events.flatMap((event, at) => (event.startsWith('part') ? [at] : []));
    expect(parts).toHaveLength(4);
    expect(events.slice(parts[0], parts.at(-1)).filter((event) => event === 'other task').length).toBeGreaterThan(0);
  });

  it('throws a failed load to the error boundary', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = openFirstPage('Broken');
    chunk.reject(new Error('chunk failed'));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Failed: chunk failed');
    expect(pageLoader()).toBeNull();
    error.mockRestore();
  });

  it('a navigation keeps the page shown until the next one is loaded, then shows it', async () => {
    const first = deferred<{ Home: () => React.ReactElement }>();
    const next = deferred<{ Terms: () => React.ReactElement }>();
    const Home = routeScreen([], () => first.promise, 'Home');
    const Terms = routeScreen([], () => next.promise, 'Terms');
    let go = () => {};
    function Pages() {
      const [page, setPage] = useState<'home' | 'terms'>('home');
      go = () => startTransition(() => setPage('terms'));
      return page === 'home' ? <Home /> : <Terms />;
    }
    render(
      <Shell>
        <Pages />
      </Shell>,
    );
    first.resolve({ Home: () => <h1>Home</h1> });
    await settle();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    go();
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(pageLoader()).toBeNull();
    next.resolve({ Terms: () => <h1>Terms</h1> });
    await settle();
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeTruthy();
  });
});

describe('useSettled', () => {
  it('reads a tracked promise synchronously once it settled', async () => {
    const promise = tracked(Promise.resolve('ready'));
    await promise;
    let seen: string | null = 'unset';
    function Reader() {
      seen = useSettled(promise);
      return null;
    }
    await act(async () => {
      render(<Reader />);
    });
    expect(seen).toBe('ready');
  });
});
