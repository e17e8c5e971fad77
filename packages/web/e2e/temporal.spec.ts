// Dates in a browser with and without Temporal of its own: Chromium has one, and
// the app then never fetches temporal-polyfill; with Temporal taken away before the app starts
// (as in a browser that has none), the polyfill's chunk arrives before the first screen that
// handles dates, and the calendar, the client list and a client's schedule work the same.
import type { Page } from '@playwright/test';
import { DEMO_OWNER, expect, resetDemoData, signIn, test } from './support';

test.beforeAll(async ({ request }) => resetDemoData(request));

/** Every temporal-polyfill chunk the page fetches. */
function polyfillRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/temporal-polyfill-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function visitDateScreens(page: Page): Promise<void> {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByLabel('Search clients').fill('Carolina');
  await expect(page.getByText('1 client found')).toBeVisible();
  await page.getByRole('button', { name: /Carolina Peixoto/ }).first().click();
  await expect(page.getByRole('dialog', { name: /Carolina Peixoto/ })).toBeVisible();

  await page.goto('/business-clients');
  await page.getByLabel('Search by name, address, document, e-mail, phone or birthday').fill('Carolina Peixoto');
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Details: Carolina Peixoto' }).click();
  await expect(page.getByRole('heading', { name: /Carolina Peixoto/ })).toBeVisible();
  // The schedule lists the client's visits, each dated and timed by Temporal.
  await expect(page.getByRole('table', { name: 'Schedule' }).getByRole('row').nth(1)).toContainText(/\d{1,2}:\d{2}/);
}

test('with the browser’s own Temporal the polyfill is never fetched', async ({ page }) => {
  const polyfill = polyfillRequests(page);
  await visitDateScreens(page);
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object');
  expect(polyfill).toEqual([]);
});

test('a browser without Temporal fetches the polyfill once and shows the same dates', async ({ page }) => {
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  const polyfill = polyfillRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await visitDateScreens(page);
  expect(polyfill.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
