// The README's real-API mode end to end: the web app built with VITE_API_URL pointing straight at
// the mock server on another origin (no proxy), so the browser makes cross-origin calls with
// CORS preflights exactly as it would against the real API. A leader signs in, lists the clients
// and starts a visit; every API call goes to the API's own address.
import type { Request } from '@playwright/test';
import { DEMO_LEADER, DIRECT_API_URL, DIRECT_WEB_URL, expect, resetDemoData, signIn, test } from './support';

test.use({ baseURL: DIRECT_WEB_URL, geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });
test.beforeEach(async ({ request }) => resetDemoData(request, DIRECT_API_URL));

test('built against the API on another origin, a leader signs in, lists the clients and starts a visit', async ({ page }) => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') calls.push(request);
  });
  // The API's calls refused (a CORS refusal fails the request); a page's own file whose load a
  // navigation cut short (the favicon) is not one of them.
  const refused: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') refused.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });

  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/business-clients');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);

  await page.getByRole('link', { name: /Today's route/ }).click();
  await expect(page).toHaveURL(/\/business-clients\/road$/);
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  const first = dialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Start visit' }) }).first();
  const name = (await first.locator('strong').first().textContent())!;
  const card = dialog.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: name })).toContainText('In progress');

  // Every call went straight to the API's origin, none through a proxy, and none was refused.
  expect(calls.length).toBeGreaterThan(3);
  for (const call of calls) expect(call.url().startsWith(`${DIRECT_API_URL}/`), call.url()).toBe(true);
  expect(calls.some((call) => call.url().includes('/company/client/service/notify/started/'))).toBe(true);
  expect(refused).toEqual([]);
});

test('another origin is refused by the API, and its preflight gets no CORS headers', async ({ request }) => {
  const preflight = await request.fetch(`${DIRECT_API_URL}/login`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status()).toBe(403);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  const allowed = await request.fetch(`${DIRECT_API_URL}/login`, {
    method: 'OPTIONS',
    headers: { Origin: DIRECT_WEB_URL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(DIRECT_WEB_URL);
});
