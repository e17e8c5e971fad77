// End-to-end tests: the built web app (vite preview) against a mock server on its own data
// file, in Debian's Chromium (browsers cannot be downloaded here).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
/** The same app built with VITE_API_URL pointing straight at the mock server: the README's real-API mode. */
const DIRECT_WEB_PORT = Number(process.env.E2E_DIRECT_WEB_PORT ?? 4174);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const DIRECT_WEB_URL = `http://127.0.0.1:${DIRECT_WEB_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // The demo business works in São Paulo; the browser is there too (ADR 0012: the device's zone is the business's).
    timezoneId: 'America/Sao_Paulo',
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npm run start -w @fieldteam/mock-server',
      cwd: '../..',
      url: `${API_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(API_PORT),
        DB_FILE: join(tmpdir(), `fieldteam-e2e-${API_PORT}.json`),
        NODE_ENV: 'test',
        FIELDTEAM_SCRYPT_LOG_N: '10',
        // The proxied preview strips Origin; the direct build calls from its own origin.
        CORS_ORIGINS: `http://127.0.0.1:${WEB_PORT},${DIRECT_WEB_URL}`,
      },
    },
    {
      command: 'npm run preview -w @fieldteam/web',
      cwd: '../..',
      url: `http://127.0.0.1:${WEB_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { WEB_PORT: String(WEB_PORT), API_PROXY_TARGET: API_URL },
    },
    {
      // Built here, into its own folder, because the API address is fixed at build time.
      command: 'npx vite build --outDir dist-direct --emptyOutDir --logLevel warn && npx vite preview --outDir dist-direct',
      cwd: '.',
      url: DIRECT_WEB_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { WEB_PORT: String(DIRECT_WEB_PORT), VITE_API_URL: API_URL, API_PROXY_TARGET: 'http://127.0.0.1:9' },
    },
  ],
});
