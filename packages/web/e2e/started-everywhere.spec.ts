// A started visit is started on every device: the same leader on two phones (two browser
// contexts, each signed in). A visit started on one shows "In progress" on the other, with who
// started it and when, and no Start; the other finishes it with the documented finish call (the
// task id from the reports' open report). A start the server refuses as already started shows the
// visit started, not an error. The client and its visit of today are set up through the API.
import type { Browser, Page } from '@playwright/test';
import { addClientByApi, API_URL, apiSignIn, DEMO_LEADER, DEMO_OWNER, expect, resetDemoData, signIn, teamIdByName, test, todayInSaoPaulo, type ApiSession } from './support';

test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });

/** A client of the leader's team (Equipe Centro) with one visit today, late in the day. */
async function clientVisitedToday(request: Parameters<typeof resetDemoData>[0]): Promise<{ name: string; leader: ApiSession }> {
  await resetDemoData(request);
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const name = `Casa Dois Celulares ${Date.now().toString(36).replace(/\d/g, '')}`.slice(0, 40).trim();
  await addClientByApi(request, owner, { name, phone: '11933332222', teamId: await teamIdByName(request, owner, 'Equipe Centro'), dates: [todayInSaoPaulo()], hour: '10', meridian: 'PM' });
  return { name, leader: await apiSignIn(request, DEMO_LEADER.email, DEMO_LEADER.password) };
}

/** A phone of the leader: its own browser context, signed in, on the road. */
async function leaderPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'], viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients/road');
  await expect(page.getByText(/stops? today for /)).toBeVisible();
  return page;
}

/** The client's card in the services dialog. */
async function cardOf(page: Page, name: string) {
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  return { dialog, card: dialog.getByRole('listitem').filter({ hasText: name }) };
}

test('a visit started on one phone is in progress on the other, which finishes it', async ({ browser, request }) => {
  const { name } = await clientVisitedToday(request);
  const first = await leaderPhone(browser);
  const one = await cardOf(first, name);
  await one.card.getByRole('button', { name: 'Start visit' }).click();
  await expect(one.card.getByRole('button', { name: 'Start visit' })).toBeHidden();

  // The second phone learns it from the reports when it loads its day.
  const second = await leaderPhone(browser);
  const stop = second.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: name });
  await expect(stop).toContainText('In progress');
  await expect(stop).toContainText(/Started at .+ by Lia Santos/);
  const two = await cardOf(second, name);
  await expect(two.card.getByRole('button', { name: 'Start visit' })).toHaveCount(0);
  await two.card.getByRole('button', { name: 'Finish visit' }).click();
  const sheet = second.getByRole('dialog', { name: `Finish ${name}'s visit` });
  await sheet.getByLabel('Observation').fill('Finished from the second phone.');
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  await expect(second.getByText('The service has been finished.')).toBeVisible();
  await expect(two.card).toHaveCount(0, { timeout: 15_000 });
});

test('a start the server refuses as already started shows the visit started, not an error', async ({ browser, request }) => {
  const { name, leader } = await clientVisitedToday(request);
  const phone = await leaderPhone(browser);
  const { card } = await cardOf(phone, name);
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeVisible();

  // Meanwhile the same leader starts it on another phone (the documented start call).
  const road = (await (await request.get(`${API_URL}/company/map/services/in/${leader.email}/${leader.token}/${leader.userId}`)).json()) as { clientsWithTodos: { clientId: string; name: string; todos: { todoId: string }[] }[] };
  const client = road.clientsWithTodos.find((c) => c.name === name)!;
  const started = await request.get(`${API_URL}/company/client/service/notify/started/${leader.email}/${leader.token}/${client.clientId}/${leader.ownerId}/${leader.userId}/Lia-Santos/${client.todos[0]!.todoId}`);
  expect(started.ok(), await started.text()).toBe(true);

  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(phone.getByText('This visit was already started by Lia Santos. It is shown as started: finish it here when the work is done.')).toBeVisible();
  await expect(phone.getByText(/already started; only a pending visit/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Start visit' })).toHaveCount(0);
  await expect(card).toContainText('In progress');
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeVisible();
});
