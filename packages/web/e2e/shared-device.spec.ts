// One device, many people. A list whose answer lands
// after its sign-out is never kept on the device, another business signing in afterwards never
// sees it (with its own answer late, or failed), nothing of a business is left readable on the
// device once it signed out, whatever was under way, and visit work left unsent by a session the
// server ended stays for its person, sealed: not sent under anyone else's session, sent once when
// that person is back. The races are made deterministic by holding the API's answer until the
// sign-out's own call to the server has answered.
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { addClientByApi, API_URL, apiSignIn, DEMO_LEADER, DEMO_OWNER, freePlanOwnerWithFiveCollaborators, nextWeekdays, resetDemoData, signIn, signOut, teamIdByName, test, todayInSaoPaulo } from './support';

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

/**
 * Everything the browser keeps for the site, as text: every local and session storage key and value, every
 * record (and key) of every store of every IndexedDB database, its bytes read as UTF-8, and the
 * body of every response in the Cache Storage.
 */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    const asText = (value: unknown): string =>
      JSON.stringify(value, (_key, item: unknown) => {
        if (item instanceof ArrayBuffer || ArrayBuffer.isView(item)) return new TextDecoder().decode(item as ArrayBuffer);
        return item;
      }) ?? String(value);
    for (let i = 0; i < localStorage.length; i += 1) texts.push(`${localStorage.key(i)}=${localStorage.getItem(localStorage.key(i)!)}`);
    for (let i = 0; i < sessionStorage.length; i += 1) texts.push(`${sessionStorage.key(i)}=${sessionStorage.getItem(sessionStorage.key(i)!)}`);
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const [keys, values] = await Promise.all(
          ['getAllKeys', 'getAll'].map(
            (how) =>
              new Promise<unknown[]>((resolve, reject) => {
                const request = db.transaction(store).objectStore(store)[how as 'getAll']();
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        texts.push(`${name}/${store}`, asText(keys), asText(values));
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) texts.push(request.url, (await (await cache.match(request))?.text()) ?? '');
    }
    return texts.join('\n');
  });
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

test('visit work left by a session the server ended stays for its person, sealed: kept from someone else, sent once when they are back', async ({ page, context, request }) => {
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
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('fieldteam.session')!) as { session: { token: string; user: { id: string; email: string; name: string; surname: string } } });
  const { token, user } = session.session;
  expect((await request.get(`${API_URL}/user/disconnect/${user.email}/${token}`)).ok()).toBe(true);

  // The signal is back: the server refuses the session; the person is signed out, the work kept,
  // sealed under the leader's password: only how many actions wait, and until when, stay readable.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const notice = page.getByRole('region', { name: 'Visit work kept on this device' });
  await expect(notice).toContainText(/2 visit actions from a session that ended have not been sent yet\. They are kept on this device until \w+ \d+ and will be sent when the person who took them signs in again\./);
  await expect(notice).not.toContainText(user.name);
  for (const text of [user.name, user.surname, user.email]) expect(await everythingStored(page)).not.toContain(text);
  const kept = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"visitActions":0}') as { visitActions: number }).visitActions, `fieldteam.kept-work.${user.id}`);
  expect(await kept()).toBe(2);
  expect(await page.evaluate((key) => localStorage.getItem(key), `fieldteam.visit-outbox.${user.id}`)).toBeNull();
  expect(await everythingStored(page)).not.toContain(OBSERVATION);
  expect((await reportsOf(request, name)).some((r) => (r.observation ?? '').startsWith(OBSERVATION))).toBe(false);

  // Someone else signs in on this device: nothing of the leader's goes under their session, or is opened.
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  expect(await kept()).toBe(2);
  expect(await everythingStored(page)).not.toContain(OBSERVATION);
  expect((await reportsOf(request, name)).some((r) => (r.observation ?? '').startsWith(OBSERVATION))).toBe(false);
  await signOut(page);
  await expect(notice).toBeVisible();

  // The leader is back: opened with their password, sent, once.
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page.getByText('2 visit actions kept on this device have been sent.')).toBeVisible({ timeout: 15_000 });
  expect(await kept()).toBe(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), `fieldteam.visit-outbox.${user.id}`)).toBeNull();
  // Sent later from the device's queue, the observation carries the device's finish time.
  const finished = (await reportsOf(request, name)).filter((r) => (r.observation ?? '').startsWith(OBSERVATION));
  expect(finished).toHaveLength(1);
  expect(finished[0]!.observation).toMatch(/ \[finished on device \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\]$/);
  expect(finished[0]!.finishedTime).toBeTruthy();
});

const FIXTURE = fileURLToPath(new URL('./fixtures/clientes-excel-latin1.csv', import.meta.url));
/** What clientes-excel-latin1.csv holds of its people: names, e-mails and phones, as written and as digits. */
const FILE_TEXTS = [
  ...['Conceição Araújo', 'João Gonçalves', 'Márcia Assunção', 'Antônio Brandão', 'Lúcia Peçanha', 'Sérgio Ribeiro'],
  ...['conceicao.araujo', 'joao.goncalves', 'marcia.assuncao', 'antonio.brandao', 'lucia.pecanha', 'sergio.ribeiro'].map((n) => `${n}@exemplo.com.br`),
  ...['(11) 98123-4501', '11981234501', '11 3222-4503', '1132224503', '(11) 98123-4506', '11981234506'],
  'clientes-excel-latin1',
];

/** The names, phones and e-mails of a business as its owner reads them through the API: its clients, teams and people. */
async function businessTexts(request: APIRequestContext, email: string, password: string): Promise<string[]> {
  const session = await apiSignIn(request, email, password);
  const auth = `${encodeURIComponent(session.email)}/${session.token}/${session.ownerId}`;
  const { clients } = (await (await request.get(`${API_URL}/company/clients/${auth}`)).json()) as { clients: Array<{ name: string; phone: string; email: string }> };
  const { teams } = (await (await request.get(`${API_URL}/company/team/get/${auth}`)).json()) as { teams: Array<{ teamName?: string; name?: string }> };
  const texts = [...clients.flatMap((c) => [c.name, c.phone, c.email]), ...teams.map((t) => t.teamName ?? t.name ?? ''), session.email];
  return [...new Set(texts.filter((text) => text && text.length >= 6))];
}

test("a business that signs out, its work under way, leaves none of its names, phones or e-mails readable for the next business on the device", async ({ page, context, request }) => {
  test.slow();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -23.5614, longitude: -46.6559 });
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Zona Leste');
  // A Tuesday half a year ahead with three visits to move, and a visit today to start.
  const tuesday = nextWeekdays(2, 26).at(-1)!;
  const visits = [
    { name: 'Sigilo Primeira', hour: '08', meridian: 'AM' },
    { name: 'Sigilo Segunda', hour: '10', meridian: 'AM' },
    { name: 'Sigilo Terceira', hour: '01', meridian: 'PM' },
  ] as const;
  const moved = visits.map((visit) => visit.name);
  for (const [i, visit] of visits.entries()) await addClientByApi(request, owner, { ...visit, phone: `1197777100${i}`, teamId, dates: [tuesday] });
  await addClientByApi(request, owner, { name: 'Sigilo De Hoje', phone: '11977772000', teamId, dates: [todayInSaoPaulo()], hour: '09', meridian: 'PM' });
  const next = await freePlanOwnerWithFiveCollaborators(request);

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A day move stopped after its first visit.
  let moves = 0;
  await page.route('**/company/clients/client/todo/date/update', (route) => (moves++ < 1 ? route.continue() : route.abort('internetdisconnected')));
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByRole('button', { name: 'Move a day' }).click();
  const move = page.getByRole('dialog', { name: 'Move a day' });
  await move.getByLabel('Day to move').fill(tuesday.toISOString().slice(0, 10));
  await move.getByLabel('Team').selectOption({ label: 'Equipe Zona Leste (3 to do)' });
  await move.getByRole('button', { name: 'Preview' }).click();
  await move.getByRole('button', { name: 'Move the visits' }).click();
  await expect(move.getByText('1 of 3 moved')).toBeVisible();

  // An import whose answers stop after two rows.
  let rows = 0;
  await page.route('**/company/clients/cadastre', (route) => (rows++ < 2 ? route.continue() : route.abort('internetdisconnected')));
  await page.goto('/business-clients/import');
  await page.getByLabel('Spreadsheet file (.csv, .txt or .xlsx)').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await page.getByRole('button', { name: 'Import 6 rows' }).click();
  await expect(page.getByRole('heading', { name: '4. Import waiting for the connection' })).toBeVisible();

  // Then the signal goes (the API unreachable): a visit started and finished waits on the device.
  await page.goto('/business-clients/road');
  const stops = page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem');
  await expect(stops.first()).toBeVisible();
  await page.route(/\/api\//, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Clients with pending visits' }).getByRole('listitem').filter({ hasText: 'Sigilo De Hoje' }).first();
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });
  await card.getByRole('button', { name: 'Finish visit' }).click();
  const sheet = page.getByRole('dialog', { name: "Finish Sigilo De Hoje's visit" });
  await sheet.getByLabel('Observation').fill(OBSERVATION);
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  await expect(card).toContainText('Waiting to be sent');
  await page.keyboard.press('Escape');

  // Signing out asks, naming every kind of work that would be lost; the person discards it.
  await askSignOut(page);
  const ask = page.getByRole('dialog', { name: 'Work not sent yet' });
  await expect(ask.getByRole('listitem')).toHaveText([/^2 visit actions\./, /^A day move with 2 visits not moved yet\./, /^An import of clients with 4 rows not sent yet\./]);
  await ask.getByRole('button', { name: 'Sign out and discard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The next business signs in on the same browser.
  await signIn(page, next.email, next.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');

  const stored = await everythingStored(page);
  const texts = [...(await businessTexts(request, DEMO_OWNER.email, DEMO_OWNER.password)), ...FILE_TEXTS, ...moved, 'Sigilo De Hoje', OBSERVATION, 'Carla Mendes'];
  expect(texts.length).toBeGreaterThan(50);
  expect(texts.filter((text) => stored.includes(text))).toEqual([]);
});
