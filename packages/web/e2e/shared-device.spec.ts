// One device, many people (issue 22 items 1 and 2, ADR 0038). A list whose answer lands
// after its sign-out is never kept on the device, another business signing in afterwards never
// sees it (with its own answer late, or failed), and visit work left unsent by a session the
// server ended stays for its person: not sent under anyone else's session, sent once when that
// person is back. The races are made deterministic by holding the API's answer until the
// sign-out's own call to the server has answered.
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { API_URL, apiSignIn, DEMO_LEADER, DEMO_OWNER, freePlanOwnerWithFiveCollaborators, resetDemoData, signIn, signOut, test } from './support';

const OBSERVATION = 'Portão trancado: terminado às 10h.';

test.beforeEach(async ({ request }) => resetDemoData(request));

/** The device's records under the product's keys, but the device's own: the language. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fieldteam.') && key !== 'fieldteam.language'));

/**
 * Holds the answers to requests matching `url` until `release` is called (a slow network, made
 * exact): each request reaches the server at once, as it would, and its answer reaches the page
 * only when released. An answer the page no longer waits for is dropped.
 */
async function holdAnswers(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    const response = await route.fetch().catch(() => null);
    await released;
    if (response) await route.fulfill({ response }).catch(() => undefined);
    else await route.abort().catch(() => undefined);
  });
  return release;
}

/** Opens the side menu when it is folded (a phone) and asks to sign out, without waiting for the root. */
async function askSignOut(page: Page): Promise<void> {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click();
}

async function clientNamesOf(request: APIRequestContext, email: string, password: string): Promise<string[]> {
  const session = await apiSignIn(request, email, password);
  const response = await request.get(`${API_URL}/company/clients/${session.email}/${session.token}/${session.ownerId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { clients: Array<{ name: string }> }).clients.map((c) => c.name);
}

for (const screen of [
  { name: 'the client list', path: '/business-clients', answer: /\/api\/company\/clients\/(?!handle-issues\/)[^/]+\/[^/]+\/[^/]+$/ },
  { name: "the road's day", path: '/business-clients/road', answer: /\/api\/company\/map\/services\/in\// },
]) {
  test(`${screen.name} answered after its sign-out is not kept on the device`, async ({ page }) => {
    await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const release = await holdAnswers(page, screen.answer);
    const asked = page.waitForRequest(screen.answer);
    await page.goto(screen.path);
    await asked;
    // Sign out while the answer is on its way; it lands once the server has ended the session,
    // before the app leaves for the root.
    const disconnected = page.waitForResponse(/\/api\/user\/disconnect\//);
    await askSignOut(page);
    await disconnected;
    const answered = page.waitForResponse(screen.answer).catch(() => null);
    release();
    await answered;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    expect(await storedKeys(page)).toEqual([]);
  });
}

test("another business signing in after a sign-out mid-load never sees the first business's clients, online or offline", async ({ page, request }) => {
  const firstBusiness = await clientNamesOf(request, DEMO_LEADER.email, DEMO_LEADER.password);
  expect(firstBusiness.length).toBeGreaterThan(0);
  const other = await freePlanOwnerWithFiveCollaborators(request);

  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const list = /\/api\/company\/clients\/(?!handle-issues\/)[^/]+\/[^/]+\/[^/]+$/;
  const release = await holdAnswers(page, list);
  const asked = page.waitForRequest(list);
  await page.goto('/business-clients');
  await asked;
  const disconnected = page.waitForResponse(/\/api\/user\/disconnect\//);
  await askSignOut(page);
  await disconnected;
  release();
  await expect(page).toHaveURL(/\/$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The other business's owner, on the same browser, with their own answer late.
  await signIn(page, other.email, other.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const releaseTheirs = await holdAnswers(page, list);
  const theirsAsked = page.waitForRequest(list);
  await page.goto('/business-clients');
  await theirsAsked;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of firstBusiness.slice(0, 10)) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  releaseTheirs();
  await expect(page.getByText(/no registered clients/i)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // ...and with their answer failed (no signal): still nothing of the first business.
  await page.route(list, (route) => route.abort('internetdisconnected'));
  const failedAsk = page.waitForRequest(list);
  await page.goto('/business-clients');
  await failedAsk;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of firstBusiness.slice(0, 10)) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  const leftover = await page.evaluate(() => Object.values(localStorage).join('\n'));
  for (const name of firstBusiness) expect(leftover).not.toContain(name);
});

/** The reports of a client of the demo business, read through the API. */
async function reportsOf(request: APIRequestContext, clientName: string) {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const response = await request.get(`${API_URL}/company/reports/${owner.email}/${owner.token}/${owner.ownerId}`);
  expect(response.ok()).toBe(true);
  const { combinedData } = (await response.json()) as { combinedData: Array<{ client: { name: string }; reports: Array<{ observation: string | null; finishedTime: string | null }> }> };
  return combinedData.find((entry) => entry.client.name === clientName)?.reports ?? [];
}

test('visit work left by a session the server ended stays for its person: kept from someone else, sent once when they are back', async ({ page, context, request }) => {
  test.slow();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -23.5614, longitude: -46.6559 });
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients/road');
  const stop = page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').first();
  await expect(stop).toBeVisible();
  const name = (await stop.locator('.ft-road__stop-name').textContent())!.trim();

  // No signal: the visit is started and finished on the device.
  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Clients with pending visits' }).getByRole('listitem').filter({ hasText: name }).first();
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });
  await card.getByRole('button', { name: 'Finish visit' }).click();
  const sheet = page.getByRole('dialog', { name: `Finish ${name}'s visit` });
  await sheet.getByLabel('Observation').fill(OBSERVATION);
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  await expect(card).toContainText('Waiting to be sent');

  // Meanwhile the session ends on the server (a password reset, a sign-out elsewhere).
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('fieldteam.session')!) as { session: { token: string; user: { id: string; email: string } } });
  const { token, user } = session.session;
  expect((await request.get(`${API_URL}/user/disconnect/${user.email}/${token}`)).ok()).toBe(true);

  // The signal is back: the server refuses the session; the person is signed out, the work kept.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const notice = page.getByRole('region', { name: 'Visit work kept on this device' });
  await expect(notice).toContainText(/2 visit actions by .+ have not been sent yet\. They are kept on this device/);
  const outboxKey = `fieldteam.visit-outbox.${user.id}`;
  const kept = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"data":[]}') as { data: unknown[] }).data.length, outboxKey);
  expect(await kept()).toBe(2);
  expect((await reportsOf(request, name)).some((r) => (r.observation ?? '').startsWith(OBSERVATION))).toBe(false);

  // Someone else signs in on this device: nothing of the leader's goes under their session.
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  expect(await kept()).toBe(2);
  expect((await reportsOf(request, name)).some((r) => (r.observation ?? '').startsWith(OBSERVATION))).toBe(false);
  await signOut(page);
  await expect(notice).toBeVisible();

  // The leader is back: sent, once.
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page.getByText('2 visit actions kept on this device have been sent.')).toBeVisible({ timeout: 15_000 });
  expect(await kept()).toBe(0);
  // Sent later from the device's queue, the observation carries the device's finish time (ADR 0051).
  const finished = (await reportsOf(request, name)).filter((r) => (r.observation ?? '').startsWith(OBSERVATION));
  expect(finished).toHaveLength(1);
  expect(finished[0]!.observation).toMatch(/ \[finished on device \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\]$/);
  expect(finished[0]!.finishedTime).toBeTruthy();
});
