// The service worker never keeps an API answer: no runtime route of
// the worker Workbox generates matches a request to the API, whether the build calls it through
// the preview's /api proxy or on its own origin (VITE_API_URL), and no API path is answered with
// the app shell. The one runtime route there is, for the gazetteer's data, is checked to match
// that file, so that the checks below exercise it.
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { NOT_THE_APP, REGISTER_AFTER_MS, REGISTER_SERVICE_WORKER, SERVICE_WORKER } from './pwa.config';

const APP = 'https://app.fieldteam.example';

/** API requests the app makes: through the proxy, and to an API on another origin. */
const API_REQUESTS = [
  `${APP}/api/login`,
  `${APP}/api/check_auth/owner%40fieldteam.dev/token`,
  `${APP}/api/company/clients/owner%40fieldteam.dev/token/1`,
  `${APP}/api/assets/gazetteer.data-abc123.js`,
  'https://api.fieldteam.example/login',
  'https://api.fieldteam.example/company/clients/owner%40fieldteam.dev/token/1',
  // a path that looks like the app's own file, on the API's origin
  'https://api.fieldteam.example/assets/gazetteer.data-abc123.js',
  'http://127.0.0.1:4100/business/road/owner%40fieldteam.dev/token',
];

/** Whether a Workbox route pattern matches a GET from the app's page (how workbox-routing reads each kind). */
function matches(pattern: unknown, href: string): boolean {
  const url = new URL(href);
  const sameOrigin = url.origin === APP;
  if (typeof pattern === 'function') return Boolean(pattern({ url, sameOrigin, request: new Request(href), event: {} }));
  // A RegExp route matches another origin's URL only from its first character.
  if (pattern instanceof RegExp) {
    const match = pattern.exec(href);
    return Boolean(match) && (sameOrigin || match!.index === 0);
  }
  if (typeof pattern === 'string') return new URL(pattern, APP).href === href;
  throw new Error(`unknown route pattern ${String(pattern)}`);
}

describe('the service worker', () => {
  const routes = SERVICE_WORKER.runtimeCaching ?? [];

  it('has one runtime route, which matches the gazetteer data of the app itself', () => {
    expect(routes).toHaveLength(1);
    expect(matches(routes[0]!.urlPattern, `${APP}/assets/gazetteer.data-abc123.js`)).toBe(true);
  });

  it.each(API_REQUESTS)('keeps no answer of %s: no runtime route matches it', (href) => {
    for (const route of routes) expect(matches(route.urlPattern, href)).toBe(false);
  });

  it('never answers an API or documentation navigation with the app shell', () => {
    expect(SERVICE_WORKER.navigateFallbackDenylist).toBe(NOT_THE_APP);
    for (const path of ['/api', '/api/login', '/docs', '/docs/', '/openapi.json']) expect(NOT_THE_APP.some((pattern) => pattern.test(path)), path).toBe(true);
    for (const path of ['/', '/business-clients', '/business-clients/road', '/apiary']) expect(NOT_THE_APP.some((pattern) => pattern.test(path)), path).toBe(false);
  });
});

describe("the service worker's registration", () => {
  /** The inline script run in a page that has (or lacks) requestIdleCallback, on Vitest's fake clock. */
  function page(idle: boolean) {
    vi.useFakeTimers();
    const registered: unknown[][] = [];
    const onLoad: (() => void)[] = [];
    const idleAsked: unknown[] = [];
    const window = {
      addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
      ...(idle ? { requestIdleCallback: (callback: () => void, options: unknown) => (idleAsked.push(options), setTimeout(callback, 100)) } : {}),
    };
    runInNewContext(REGISTER_SERVICE_WORKER, { window, navigator: { serviceWorker: { register: (...args: unknown[]) => registered.push(args) } }, setTimeout });
    return { registered, idleAsked, load: () => onLoad.forEach((listener) => listener()) };
  }

  it('waits for the load, then a while, then an idle moment before it registers /sw.js for the whole app', () => {
    const p = page(true);
    vi.advanceTimersByTime(60_000);
    expect(p.registered).toEqual([]);
    p.load();
    vi.advanceTimersByTime(REGISTER_AFTER_MS - 1);
    expect(p.registered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(p.idleAsked).toEqual([{ timeout: REGISTER_AFTER_MS }]);
    expect(p.registered).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(p.registered).toEqual([['/sw.js', { scope: '/' }]]);
    vi.useRealTimers();
  });

  it('registers without an idle moment where the browser has no requestIdleCallback', () => {
    const p = page(false);
    p.load();
    vi.advanceTimersByTime(REGISTER_AFTER_MS);
    expect(p.registered).toEqual([['/sw.js', { scope: '/' }]]);
    vi.useRealTimers();
  });
});
