// The installable app end to end, on a phone-sized screen: a
// leader opens the road screen once with the network, the service worker becomes active; with no
// network a reload still opens the road screen from what the device stored (the app shell from the
// precache, today's route from the device), says it is offline, and queues a visit started and
// finished there; sign-out asks before losing them; back online they are sent, and the server has
// the visit finished with the observation typed offline. Sign-out then leaves none of the person's
// data on the device, and the worker never kept an API answer. The manifest is served and valid.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_URL, apiSignIn, DEMO_LEADER, expect, resetDemoData, signIn, signOut, test } from './support';

const OBSERVATION = 'Feito sem sinal: garagem lavada.';

test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'], viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ request }) => resetDemoData(request));

const stops = (page: Page) => page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem');

/**
 * Resolves once a service worker is active for the app (its install, the precache, is complete):
 * every navigation from then on goes through it, a reload with no network included. Whether it
 * has also claimed the page already open is not waited for: in one CI run the worker was active
 * and the open page still had no controller 90 s later; the next navigation is controlled all the
 * same, and the test checks that of the reloaded page.
 */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * Reloads with the network off. Whether Chromium's network emulation reaches the document a
 * reload makes depends on timing: its navigator.onLine reads true on some machines (while every
 * request still fails) and false on others. Read false, the page started offline as a phone in
 * airplane mode does. Read true, the page knows only that the server cannot be reached, and the
 * emulation is set again so that it gets the 'offline' event: going online first cannot fire an
 * 'online' event then (navigator.onLine is already true), so the app never sends what waits in
 * that moment; the API refuses every call meanwhile all the same, as a phone with no signal would.
 * (The toggle used to be made in both cases; where the reload read false, its 'online' event
 * started a replay in the middle of it, and the replay that the network's return should make
 * never came: CI failed there twice on 2026-11-24.)
 */
async function reloadOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.reload();
  // The day shows once the screen's start (replay attempt, then the day's reload) has failed.
  await expect(page.getByText(/^The server cannot be reached: this is today's route as saved on this device at \d{1,2}:\d{2}/)).toBeVisible();
  if (await page.evaluate(() => navigator.onLine)) {
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await context.setOffline(true);
    await context.unrouteAll({ behavior: 'wait' });
  }
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Every URL the page's origin keeps in the Cache Storage (the service worker's caches). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls;
  });

/** The leader's report of the client's visits, read through the API. */
async function reportsOf(request: APIRequestContext, clientName: string) {
  const leader = await apiSignIn(request, DEMO_LEADER.email, DEMO_LEADER.password);
  const response = await request.get(`${API_URL}/company/reports/${leader.email}/${leader.token}/${leader.ownerId}`);
  expect(response.ok()).toBe(true);
  const { combinedData } = (await response.json()) as { combinedData: Array<{ client: { name: string }; reports: Array<{ observation: string | null; startedTime: string | null; finishedTime: string | null }> }> };
  return combinedData.find((entry) => entry.client.name === clientName)?.reports ?? [];
}

async function roadClientNames(request: APIRequestContext): Promise<string[]> {
  const leader = await apiSignIn(request, DEMO_LEADER.email, DEMO_LEADER.password);
  const response = await request.get(`${API_URL}/company/map/services/in/${leader.email}/${leader.token}/${leader.userId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { clientsWithTodos: Array<{ name: string }> }).clientsWithTodos.map((c) => c.name);
}

test('once visited, the road screen opens with no network, queues a visit and sends it when the network is back', async ({ page, context, request }, testInfo) => {
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients/road');
  // The leader's own team's stops.
  await expect(page.getByText(/stops? today for Equipe Centro\./)).toBeVisible();
  await expect(stops(page).first()).toBeVisible();
  const names = await stops(page).locator('.ft-road__stop-name').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(1);
  await serviceWorkerActive(page);

  // No network: a reload opens the app from the precache and the day from the device.
  await context.setOffline(true);
  await reloadOffline(page, context);
  expect(await controlled(page)).toBe(true);
  await expect(stops(page).locator('.ft-road__stop-name')).toHaveText(names);
  await expect(page.getByText(/^Route: [\d.]+ km/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('road-offline-375.png'), fullPage: true });

  // A visit started and finished with no network waits on the device.
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  const name = names[0]!;
  const card = dialog.getByRole('listitem').filter({ hasText: name }).first();
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(page.getByText('No network: the action was saved on this device and will be sent when the network is back.').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });
  await card.getByRole('button', { name: 'Finish visit' }).click();
  const sheet = page.getByRole('dialog', { name: `Finish ${name}'s visit` });
  await expect(sheet.getByLabel('Observation')).toBeFocused();
  await page.keyboard.type(OBSERVATION);
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  await expect(card).toContainText('Waiting to be sent');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('1 visit waiting to be sent.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('road-offline-queued-375.png'), fullPage: true });

  // Signing out would lose them: it asks, and staying keeps everything.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('dialog', { name: 'Work not sent yet' });
  await expect(ask.getByRole('listitem')).toHaveText(["2 visit actions. Open Today's route with the network on to send them."]);
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/business-clients\/road$/);

  // The queue survives another reload with no network.
  await reloadOffline(page, context);
  await expect(page.getByText('1 visit waiting to be sent.')).toBeVisible();
  await expect(stops(page).filter({ hasText: name })).toContainText('Waiting to be sent');
  expect(await roadClientNames(request)).toContain(name); // the server has not heard of it yet

  // Back online: sent in order, the day reloaded from the server.
  await context.setOffline(false);
  await expect(page.getByText('2 visit actions kept on this device have been sent.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('1 visit waiting to be sent.')).toBeHidden();
  await expect(page.getByText(/^You are offline\./)).toBeHidden();
  await expect(page.getByText(/^The server cannot be reached/)).toBeHidden();
  await expect(stops(page).filter({ hasText: name })).toHaveCount(0);
  expect(await roadClientNames(request)).not.toContain(name);
  // Sent from the device, the observation carries the time it was finished there.
  const finished = (await reportsOf(request, name)).find((r) => r.observation?.startsWith(`${OBSERVATION} [finished on device `));
  expect(finished?.startedTime).toBeTruthy();
  expect(finished?.finishedTime).toBeTruthy();

  // The worker keeps only the app's own files, never an API answer.
  const cached = await cachedUrls(page);
  expect(cached.some((url) => /\/assets\/RoadScreen-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  // Nothing is waiting now: sign-out goes through and leaves none of the person's data behind.
  await signOut(page);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fieldteam.') && key !== 'fieldteam.language'));
  expect(stored).toEqual([]);
});

test('the web manifest is served, names the app and its icons load; the app shell never answers for the API', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Fieldteam', short_name: 'Fieldteam', start_url: '/', display: 'standalone', lang: 'en', theme_color: '#1d4ed8', background_color: '#f6f8fb' });
  // The title bar and the splash screen take the app's own brand and canvas colours (the design tokens).
  const tokens = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { brand: style.getPropertyValue('--color-brand-700').trim(), canvas: style.getPropertyValue('--color-canvas').trim() };
  });
  expect({ theme: manifest.theme_color, background: manifest.background_color }).toEqual({ theme: tokens.brand, background: tokens.canvas });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(tokens.brand);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's IHDR gives its width and height at bytes 16 and 20.
    const png = await image.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  // The app shell never answers for the API: a navigation to it is the API's own answer.
  await serviceWorkerActive(page);
  const health = await page.goto('/api/health');
  expect(health?.headers()['content-type']).toMatch(/application\/json/);
});
