// The router in the browser's history (jsdom's), around pages made for the test: what React Router
// did for the app and the app still does with wouter, and a move that waits for the next
// page to be loaded.
import { ROUTES } from '@fieldteam/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiProvider } from '../di/DiProvider';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/index';
import { useSearchParams } from '../shared/use-search-params';
import { createTestContainer } from '../testing/render-screen';
import { Link } from '../ui/Link';
import { AppRouter } from './app-router';
import { historyIndex, RouterNavigator } from './navigation';
import type { AppRoute } from './app-routes';

/** The terms page's code: loaded when the test says (its route's `load`, and the page itself suspends until then). */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}
let termsLoaded = deferred();
let contactFails = false;

function HomePage() {
  return (
    <>
      <h1>Home page</h1>
      <Link to={ROUTES.useTerms}>Terms</Link>
      <Link to={ROUTES.useTerms} target="_blank">
        Terms in a new tab
      </Link>
      <Link to={ROUTES.contactUs}>Contact</Link>
      <Link to={`${ROUTES.forgotPassword}?email=a%2520b%40example.com`}>Forgot</Link>
    </>
  );
}

function TermsPage() {
  use(termsLoaded.promise);
  return <h1>Terms page</h1>;
}

function ContactPage() {
  if (contactFails) throw new Error('the contact page broke');
  return <h1>Contact page</h1>;
}

function ForgotPage() {
  return <h1>Reset for {useSearchParams().get('email')}</h1>;
}

const routes: readonly AppRoute[] = [
  { path: ROUTES.home, element: <HomePage /> },
  { path: ROUTES.useTerms, element: <TermsPage />, load: () => termsLoaded.promise },
  { path: ROUTES.contactUs, element: <ContactPage /> },
  { path: ROUTES.forgotPassword, element: <ForgotPage /> },
  { path: ROUTES.login, element: <h1>Sign-in page</h1> },
  { path: '*', element: null },
];

// A page that suspends (React's `use`) is rendered, and clicked to, in an awaited act, or React
// never retries it once its promise settles.
async function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const navigator = new RouterNavigator();
  await act(async () => {
    render(
      <DiProvider app={createTestContainer().app}>
        <I18nextProvider i18n={createI18n('en', en)}>
          <AppRouter navigator={navigator} routes={routes} />
        </I18nextProvider>
      </DiProvider>,
    );
  });
  return navigator;
}

const click = (element: HTMLElement, init?: MouseEventInit) =>
  act(async () => {
    fireEvent.click(element, init);
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const pageLoader = () => document.querySelector('.ft-page-loading');
const historyIdx = () => historyIndex();

describe('AppRouter', () => {
  beforeEach(() => {
    termsLoaded = deferred();
    contactFails = false;
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the page on screen while the next one loads, with no loader, then moves to it', async () => {
    await renderApp('/');
    await heading('Home page');
    await click(screen.getByRole('link', { name: 'Terms' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeTruthy();
    expect(pageLoader()).toBeNull();
    await act(async () => termsLoaded.resolve());
    await heading('Terms page');
    expect(window.location.pathname).toBe(ROUTES.useTerms);
  });

  it('moves with the Navigator port once the next page is loaded, and says when it is there', async () => {
    const navigator = await renderApp('/');
    await heading('Home page');
    let arrived = false;
    const going = navigator.go(ROUTES.useTerms).then(() => (arrived = true));
    await act(async () => undefined);
    expect(arrived).toBe(false);
    expect(window.location.pathname).toBe('/');
    await act(async () => termsLoaded.resolve());
    await act(() => going);
    expect(window.location.pathname).toBe(ROUTES.useTerms);
    await heading('Terms page');
  });

  it('shows the page loader while the first page loads', async () => {
    await renderApp(ROUTES.useTerms);
    await waitFor(() => expect(pageLoader()).not.toBeNull());
    await act(async () => termsLoaded.resolve());
    await heading('Terms page');
    expect(pageLoader()).toBeNull();
  });

  it('sends a path the route policy closes to its target, replacing the history entry', async () => {
    await renderApp(ROUTES.dashboard);
    const entries = window.history.length;
    await heading('Sign-in page');
    expect(window.location.pathname).toBe(ROUTES.login);
    expect(window.history.length).toBe(entries);
  });

  it('a page closed to a signed-out person sends them to sign in, remembering it with its query', async () => {
    await renderApp(`${ROUTES.clientDetail}?id=c1`);
    await heading('Sign-in page');
    expect(window.location.pathname).toBe(ROUTES.login);
    expect(new URLSearchParams(window.location.search).get('next')).toBe(`${ROUTES.clientDetail}?id=c1`);
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('marks the links to the page shown with aria-current="page"', async () => {
    await renderApp('/');
    await heading('Home page');
    const home = screen.getAllByRole('link', { name: 'Home' });
    expect(home).toHaveLength(2); // the top navigation and the side menu
    for (const link of home) {
      expect(link.getAttribute('aria-current')).toBe('page');
      expect(link.classList.contains('active')).toBe(true);
      expect(link.getAttribute('href')).toBe('/');
    }
    for (const link of screen.getAllByRole('link', { name: 'Create account' })) expect(link.getAttribute('aria-current')).toBeNull();
    termsLoaded.resolve();
    await click(screen.getByRole('link', { name: 'Terms' }));
    await heading('Terms page');
    for (const link of screen.getAllByRole('link', { name: 'Home' })) expect(link.getAttribute('aria-current')).toBeNull();
  });

  it('adds a history entry for a link to another page, replaces it for one to the page shown, and Back returns', async () => {
    await renderApp('/');
    await heading('Home page');
    const entries = window.history.length;
    expect(historyIdx()).toBe(0);
    await click(screen.getByRole('link', { name: 'Fieldteam' }));
    expect(window.history.length).toBe(entries);
    termsLoaded.resolve();
    await click(screen.getByRole('link', { name: 'Terms' }));
    await heading('Terms page');
    expect(window.history.length).toBe(entries + 1);
    expect(historyIdx()).toBe(1);
    await click(screen.getByRole('button', { name: 'Back' }));
    await heading('Home page');
    expect(window.location.pathname).toBe('/');
  });

  it('leaves a link to another tab, and a modified click, to the browser', async () => {
    await renderApp('/');
    await heading('Home page');
    const followed: boolean[] = [];
    const browser = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom opens no tab
    };
    window.addEventListener('click', browser);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Terms in a new tab' }));
      fireEvent.click(screen.getByRole('link', { name: 'Terms' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Terms' }), { button: 1 });
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(followed).toEqual([true, true, true]);
    expect(window.location.pathname).toBe('/');
  });

  it('reads the query string as URLSearchParams did', async () => {
    await renderApp('/');
    await heading('Home page');
    await click(screen.getByRole('link', { name: 'Forgot' }));
    await heading('Reset for a%20b@example.com');
  });

  it('shows a page that fails to render in place of the app, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigator = await renderApp('/');
    await heading('Home page');
    contactFails = true;
    await click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'the contact page broke' })).toBeTruthy();
    contactFails = false;
    await act(() => navigator.go(ROUTES.home));
    await heading('Home page');
    await act(() => navigator.go(ROUTES.contactUs));
    await heading('Contact page');
  });
});
