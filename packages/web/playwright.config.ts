// End-to-end tests: the built web app (vite preview) against a mock server on its own data
// file, in Debian's Chromium (browsers cannot be downloaded here). Tests run in WORKERS workers at
// once, each worker slot with its own mock server and preview (e2e/servers.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DIRECT, slotServers, WORKERS, type Servers } from './e2e/servers';

export const DIRECT_WEB_URL = DIRECT.webUrl;

/** A mock server on its own data file that the app at `origin` may call from another origin. */
function mockServer(api: Servers, origin: string) {
  return {
    command: 'npm run start -w @fieldteam/mock-server',
    cwd: '../..',
    url: `${api.apiUrl}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(api.apiPort),
      DB_FILE: join(tmpdir(), `fieldteam-e2e-${api.apiPort}.json`),
      NODE_ENV: 'test',
      FIELDTEAM_SCRYPT_LOG_N: '10',
      CORS_ORIGINS: origin,
    },
  };
}

const slots = Array.from({ length: WORKERS }, (_, slot) => slotServers(slot));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: the worker's own preview, set by `test` in e2e/support.ts.
    // The demo business works in São Paulo; the browser is there too (ADR 0012: the device's zone is the business's).
    timezoneId: 'America/Sao_Paulo',
    locale: 'en-US',
    // A failed test keeps its trace: each action's DOM, network and console (not the screencast,
    // which costs more CPU than the rest of the trace and shows what the DOM snapshots show).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    ...slots.flatMap((own) => [
      // The preview proxies /api to it (and strips Origin).
      mockServer(own, own.webUrl),
      {
        command: 'npm run preview -w @fieldteam/web',
        cwd: '../..',
        url: own.webUrl,
        reuseExistingServer: false,
        timeout: 60_000,
        env: { WEB_PORT: String(own.webPort), API_PROXY_TARGET: own.apiUrl },
      },
    ]),
    mockServer(DIRECT, DIRECT.webUrl),
    {
      // Built here, into its own folder, because the API address is fixed at build time.
      command: 'npx vite build --outDir dist-direct --emptyOutDir --logLevel warn && npx vite preview --outDir dist-direct',
      cwd: '.',
      url: DIRECT.webUrl,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { WEB_PORT: String(DIRECT.webPort), VITE_API_URL: DIRECT.apiUrl, API_PROXY_TARGET: 'http://127.0.0.1:9' },
    },
  ],
});
