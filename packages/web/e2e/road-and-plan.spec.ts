// The road-screen issue end to end: a leader follows today's route (ordered stops and the
// saving), notifies the first client, reloads, finishes with an observation, and the report shows
// in task reports; a finish made offline is queued and sent on reconnect; the owner subscribes to
// plus and can add another collaborator; a declined card; a manager cannot open /account-plan.
import type { Page } from '@playwright/test';
import { DEMO_LEADER, DEMO_OWNER, expect, expectAccessible, expectNoHorizontalScroll, freePlanOwnerWithFiveCollaborators, pickAddress, resetDemoData, signIn, test, todayInSaoPaulo } from './support';

const MANAGER = { email: 'manager@fieldteam.dev', password: 'Fieldteam#2026' } as const;

// Field staff start near Avenida Paulista.
test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });
test.beforeEach(async ({ request }) => resetDemoData(request));

/** The road at 07:30 in São Paulo today (the demo day's visits start at 08:00), on Playwright's clock: the plan does not hang on the hour the tests run. */
async function openRoad(page: Page): Promise<void> {
  await page.clock.install({ time: new Date(todayInSaoPaulo().getTime() + (7 * 60 + 30 + 180) * 60_000) });
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients');
  await page.getByRole('link', { name: /Today's route/ }).click();
  await expect(page).toHaveURL(/\/business-clients\/road$/);
  // The leader's own team's stops first; this walk covers the whole day.
  await expect(page.getByText(/stops? today for Equipe Centro\./)).toBeVisible();
  await page.getByLabel(/^Show \d+ stops? of other teams$/).check();
}

/** The services dialog's card of the first client in visiting order. */
async function firstCard(page: Page) {
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  await expect(dialog).toBeVisible();
  return { dialog, card: dialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Finish visit' }) }).first() };
}

test('a leader follows the ordered route, starts a visit, reloads, and finishes it with an observation', async ({ page }) => {
  await openRoad(page);
  // The route is planned from the position, keeping the booked times: its saving over the stored
  // order when it is shorter (the demo day, seeded afresh each day, does not always allow one while
  // keeping the times) and the stops that cannot be on time are shown.
  await expect(page.getByText(/^Route: [\d.]+ km( · [\d.]+ km shorter than the stored order \([\d.]+ km\))? · \d+ stops? late \(.+ in all\)$/)).toBeVisible();
  const stops = page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem');
  const count = await stops.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const firstName = (await stops.first().locator('.ft-road__stop-name').textContent())!;
  await page.getByLabel('Keep the stored order').check();
  await expect(page.getByText(/^Route: [\d.]+ km · \d+ stops? late \(.+ in all\)$/)).toBeVisible();
  await page.getByLabel('Keep the stored order').uncheck();
  await expectAccessible(page);

  const { dialog, card } = await firstCard(page);
  await expect(card).toContainText(firstName);
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeHidden();
  // Buttons are locked while the request runs and for 3 s after.
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(stops.filter({ hasText: firstName })).toContainText('In progress');

  // A reload keeps the visit started (the in-progress store survives).
  await page.reload();
  await page.getByLabel(/^Show \d+ stops? of other teams$/).check();
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: firstName })).toContainText('In progress');
  const again = await firstCard(page);
  const card2 = again.dialog.getByRole('listitem').filter({ hasText: firstName });
  await expect(card2.getByRole('button', { name: 'Start visit' })).toBeHidden();
  await card2.getByRole('button', { name: 'Finish visit' }).click();
  // The observation is asked in a sheet, its text box open and focused.
  const sheet = page.getByRole('dialog', { name: `Finish ${firstName}'s visit` });
  await expect(sheet.getByLabel('Observation')).toBeFocused();
  await page.keyboard.type('Cozinha e banheiros limpos; trocar o rodo na próxima visita.');
  await expect(sheet.getByText('60 / 250')).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  await expect(again.dialog.getByRole('listitem').filter({ hasText: firstName })).toHaveCount(0, { timeout: 15_000 });
  await again.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem')).toHaveCount(count - 1);

  // The report: started and finished times, the leader, the observation.
  await page.goto('/business-clients/dashboard/task-reports');
  await page.getByLabel('Search by name, e-mail or phone').fill(firstName);
  await page.getByRole('button', { name: `Details: ${firstName}` }).click();
  const details = page.getByRole('dialog', { name: firstName });
  const report = details.getByRole('listitem').filter({ hasText: 'Cozinha e banheiros limpos' });
  await expect(report).toContainText('Lia Santos');
  await expect(report).toContainText(/Started/);
  await expect(report).toContainText(/Finished/);
  await expect(report).not.toContainText('—');
  await expectAccessible(page);
});

test("the owner plans one team's day: the road first goes through every stop, then through the chosen team's alone", async ({ page }) => {
  await page.clock.install({ time: new Date(todayInSaoPaulo().getTime() + (7 * 60 + 30 + 180) * 60_000) });
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/road');
  const stops = page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem');
  // Offered once the client list has said each client's team.
  const choice = page.getByLabel('Plan the day of');
  await expect(choice).toHaveValue('');
  const subtitle = await page.getByText(/^\d+ clients? with visits pending today\.$/).textContent();
  const everyStop = Number(/^(\d+)/.exec(subtitle!)![1]);
  await expect(stops).toHaveCount(everyStop);
  await expect(page.getByText('The times assume one crew visits every stop; choose a team to see its own day.')).toBeVisible();
  const centro = (await choice.locator('option').allTextContents()).find((label) => label.startsWith('Equipe Centro ('))!;
  const centroStops = Number(/\((\d+) stops?\)/.exec(centro)![1]);
  expect(centroStops).toBeLessThan(everyStop);
  await choice.selectOption({ label: centro });
  await expect(stops).toHaveCount(centroStops);
  await expect(page.getByText('The times assume one crew visits every stop; choose a team to see its own day.')).toHaveCount(0);
  await expectAccessible(page);
  await choice.selectOption({ label: 'All teams, one route' });
  await expect(stops).toHaveCount(everyStop);
});

test('a finish made offline is queued on the device and sent when the network is back', async ({ page, context }) => {
  await openRoad(page);
  const { dialog, card } = await firstCard(page);
  const name = (await card.locator('strong').first().textContent())!;
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });

  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await card.getByRole('button', { name: 'Finish visit' }).click();
  await page.getByRole('dialog', { name: `Finish ${name}'s visit` }).getByRole('button', { name: 'Finish the visit' }).click();
  await expect(page.getByText('1 visit waiting to be sent.')).toBeVisible();
  // Closed on the device: no second finish, no new start until it is sent.
  const queuedCard = dialog.getByRole('listitem').filter({ hasText: name });
  await expect(queuedCard).toContainText('Waiting to be sent');
  await expect(queuedCard.getByRole('button', { name: /Finish visit|Start visit|Cancel visit/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const stop = page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: name });
  await expect(stop).toContainText('Waiting to be sent');

  await context.setOffline(false);
  await expect(page.getByText('1 visit action kept on this device has been sent.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('1 visit waiting to be sent.')).toBeHidden();
  await expect(stop).toHaveCount(0);
});

test.describe('a signal that drops mid-request', () => {
  // page.route sees the page's own requests only when no service worker answers them.
  test.use({ serviceWorkers: 'block' });

  test('a start that reached the server but whose answer was lost does not lose the finish queued after it', async ({ page, context }) => {
    await openRoad(page);
    const { dialog, card } = await firstCard(page);
    const name = (await card.locator('strong').first().textContent())!;
    await context.setOffline(true);
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await card.getByRole('button', { name: 'Start visit' }).click();
    await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Finish visit' }).click();
    const sheet = page.getByRole('dialog', { name: `Finish ${name}'s visit` });
    await sheet.getByLabel('Observation').fill('Done with no signal.');
    await sheet.getByRole('button', { name: 'Finish the visit' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('1 visit waiting to be sent.')).toBeVisible();

    // The first start sent reaches the server, which starts the visit, and its answer never comes back.
    let lost = 0;
    await page.route('**/company/client/service/notify/started/**', async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionfailed');
    });
    await context.setOffline(false);
    await expect(page.getByText('2 visit actions kept on this device have been sent.')).toBeVisible({ timeout: 15_000 });
    expect(lost).toBe(1);
    await expect(page.getByText('1 visit waiting to be sent.')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });
});

async function addCollaborator(page: Page, name: string): Promise<void> {
  await page.goto('/business-colaborator');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Surname').fill('Colaborador');
  await page.getByLabel('Phone').fill('11955554444');
  await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
  await page.getByRole('button', { name: 'Add collaborator' }).click();
}

test('the owner subscribes to plus with a test card and can then add another collaborator; a declined card fails', async ({ page, request }) => {
  // The demo business is on plus; a fresh free-plan business already has its 5 collaborators.
  const owner = await freePlanOwnerWithFiveCollaborators(request);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await addCollaborator(page, 'Sexto');
  await expect(page.getByRole('alert').filter({ hasText: 'Your free plan allows up to 5 collaborators. Upgrade to the basic plan to add up to 10.' })).toBeVisible();

  await page.goto('/account-plan');
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Plus/ }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Error processing payment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Payment processed successfully!')).toBeVisible();
  // Now on plus, the biggest plan: it is said, and nothing more is offered.
  await expect(page.getByText('Current plan: Plus')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  // Neither the card number nor the CVC is kept in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('4242424242424242');
  expect(stored).not.toContain('4242 4242');

  await addCollaborator(page, 'Sexto');
  await expect(page).toHaveURL(/\/business-colaborators$/, { timeout: 15_000 });
});

test('/sucesso shows "sucesso" in Portuguese and its translation in English (spec decision 2), and a manager cannot open /account-plan', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sucesso');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success');
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sucesso');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, MANAGER.email, MANAGER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account-plan');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sucesso');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the road screen works on a 375 px phone, where a visit is cancelled', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openRoad(page);
  await expectNoHorizontalScroll(page);
  const { card } = await firstCard(page);
  const name = (await card.locator('strong').first().textContent())!;
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Cancelling asks first; once cancelled, the page goes back to the clients (001 section 4) and
  // the client is off today's road.
  await card.getByRole('button', { name: 'Cancel visit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await expectNoHorizontalScroll(page);
  await confirm.getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(page).toHaveURL(/\/business-clients$/, { timeout: 15_000 });
  await page.goto('/business-clients/road');
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test.describe('without the position', () => {
  test.use({ permissions: [] });

  test('a refused position keeps the stored order and says it waits, without showing the geolocation error', async ({ page }) => {
    await openRoad(page);
    await expect(page.getByText(/waiting for your position/)).toBeVisible();
    await expect(page.getByText(/Geolocation error/)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').first()).toBeVisible();
  });
});
