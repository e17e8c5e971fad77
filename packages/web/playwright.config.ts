// End-to-end tests: the built web app (vite preview) against a mock server on its own data
// file, in Debian's Chromium (browsers cannot be downloaded here). Tests run in WORKERS workers at
// once, each worker slot with its own mock server and preview (e2e/servers.ts, started by
// e2e/start-servers.ts).
import { defineConfig, devices } from '@playwright/test';
import { DIRECT, WORKERS } from './e2e/servers';

export const DIRECT_WEB_URL = DIRECT.webUrl;

export default defineConfig({
  testDir: './e2e',
  // e2e/*.test.ts are Vitest's (the support code's own tests).
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // baseURL: the worker's own preview, set by `test` in e2e/support.ts.
    // The demo business works in São Paulo; the browser is there too (the device's zone is the business's).
    timezoneId: 'America/Sao_Paulo',
    locale: 'en-US',
    // A failed test's retry (CI retries once) records its trace: each action's DOM, network and
    // console. Recording every test's trace to keep only the failed ones slowed the whole run on
    // two cores; the screencast is left out, as the DOM snapshots show it.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Every server the tests use, started together (webServer would start them one by one).
  globalSetup: './e2e/start-servers.ts',
});
