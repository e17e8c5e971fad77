// The server's routes that are not part of the API contract, each with its reason. The drift check
// (drift.test.ts) knows them as the only documented exceptions; the contract validation skips them.
interface UndocumentedRoute {
  readonly method: 'get' | 'post';
  readonly path: string;
  readonly why: string;
}

export const UNDOCUMENTED_ROUTES: readonly UndocumentedRoute[] = [
  { method: 'get', path: '/health', why: 'the development server\'s liveness probe' },
  { method: 'get', path: '/__dev/outbox', why: 'the development outbox that tests read codes from (spec decision 16)' },
  { method: 'post', path: '/__dev/reset', why: 'restores the demo data for end-to-end tests' },
  { method: 'get', path: '/openapi.json', why: 'the contract itself' },
  { method: 'get', path: '/docs', why: 'the API reference page; its static files are served under /docs/' },
  { method: 'get', path: '/docs/start.js', why: "the reference page's start script (a file: the Content-Security-Policy allows no inline script)" },
];

/** Whether a request path belongs to an undocumented route (or to the reference page's files). */
export const isUndocumentedPath = (path: string): boolean =>
  path.startsWith('/docs/') || UNDOCUMENTED_ROUTES.some((route) => path === route.path || path === `${route.path}/`);
