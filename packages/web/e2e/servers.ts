// Where the end-to-end servers listen. Each Playwright worker slot has its own mock server (its
// own data file) and its own preview of the app proxying to it, so that a test resetting the demo
// data never resets it under a test of another worker. The real-API build has a mock server of
// its own too: its address is fixed in the build, whichever worker runs the tests that use it.
//
// Base ports from E2E_API_PORT, E2E_WEB_PORT and E2E_DIRECT_WEB_PORT (defaults 4100, 4173, 4174);
// slot n adds 10 × n. The real-API build's mock server listens on E2E_DIRECT_API_PORT (default:
// the API base port + 1). The development server (`vite`, as `npm run dev` serves the app) listens
// on E2E_DEV_WEB_PORT (default 4175) and its own mock server on E2E_DEV_API_PORT (default: the API
// base port + 2).

/** Workers running at the same time, each with its own servers (E2E_WORKERS, default 2). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const SLOT_STRIDE = 10;

export interface Servers {
  readonly apiPort: number;
  readonly webPort: number;
  /** The mock server. */
  readonly apiUrl: string;
  /** The app. */
  readonly webUrl: string;
}

function servers(apiPort: number, webPort: number): Servers {
  return { apiPort, webPort, apiUrl: `http://127.0.0.1:${apiPort}`, webUrl: `http://127.0.0.1:${webPort}` };
}

/** The servers of worker slot `slot` (0 to WORKERS - 1): the preview proxies /api to the mock server. */
export const slotServers = (slot: number): Servers => servers(API_PORT + SLOT_STRIDE * slot, WEB_PORT + SLOT_STRIDE * slot);

/**
 * The servers of the worker this module runs in. Playwright numbers the workers running at the
 * same time 0 to workers - 1 in TEST_PARALLEL_INDEX, and a worker started again after a failure
 * keeps its number; outside a worker (the runner loading the config) this is slot 0.
 */
export const OWN = slotServers(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The app built with VITE_API_URL pointing straight at its mock server (the README's real-API mode). */
export const DIRECT = servers(Number(process.env.E2E_DIRECT_API_PORT ?? API_PORT + 1), Number(process.env.E2E_DIRECT_WEB_PORT ?? 4174));

/**
 * The app as `npm run dev` serves it (Vite's development server, React's development build with
 * StrictMode's double effects, modules unbundled), proxying /api to a mock server of its own: what
 * breaks only in development is caught by a journey run against it (e2e/dev-server.spec.ts).
 */
export const DEV = servers(Number(process.env.E2E_DEV_API_PORT ?? API_PORT + 2), Number(process.env.E2E_DEV_WEB_PORT ?? 4175));
