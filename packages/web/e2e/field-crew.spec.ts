// A crew on the road screen: the leader sees the stops of the team they lead first and
// the others behind a switch; "Start visit" starts; "Finish visit" asks for the observation in a
// sheet whose text box has the focus; a finish on a visit not started says why; a finish done
// with no signal for 90 s shows, to the owner, the time it was done and not the time it was sent.
import type { Page } from '@playwright/test';
import { DEMO_OWNER, expect, expectAccessible, expectNoHorizontalScroll, openRoadAsLeader, resetDemoData, signIn, signOut, test } from './support';

test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });
test.beforeEach(async ({ request }) => resetDemoData(request));

const stops = (page: Page) => page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem');

test("a leader sees their own team's stops first, the others behind a switch; a finish not started says why, then the observation is asked in a sheet", async ({ page }, testInfo) => {
  // The page's own script requests: a short day's lists are drawn whole, without the virtualiser's chunk.
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await openRoadAsLeader(page);
  // Lia Santos leads Equipe Centro: its stops today; the other teams' behind the switch.
  const subtitle = (await page.getByText(/^\d+ stops? today for Equipe Centro\.$/).textContent())!;
  const own = Number(subtitle.split(' ')[0]);
  expect(own).toBeGreaterThanOrEqual(1);
  await expect(stops(page)).toHaveCount(own);
  await expect(stops(page).filter({ hasText: 'Other team' })).toHaveCount(0);
  const others = page.getByLabel(/^Show \d+ stops? of other teams$/);
  const otherCount = Number((await page.getByText(/^Show \d+ stops? of other teams$/).textContent())!.match(/\d+/)![0]);
  expect(otherCount).toBeGreaterThanOrEqual(1);
  await others.check();
  await expect(stops(page)).toHaveCount(own + otherCount);
  for (let i = 0; i < own; i += 1) await expect(stops(page).nth(i)).not.toContainText('Other team');
  await expect(stops(page).filter({ hasText: 'Other team' })).toHaveCount(otherCount);
  await page.screenshot({ path: testInfo.outputPath('road-all-teams.png'), fullPage: true });
  await others.uncheck();
  await expect(stops(page)).toHaveCount(own);

  // The day sheet: nothing on screen; on paper, the team's stops in route order and nothing else.
  const daySheet = page.getByRole('region', { name: 'Day sheet' });
  await expect(page.getByRole('button', { name: 'Print day sheet' })).toBeEnabled();
  await expect(daySheet).toBeHidden();
  // The button opens the browser's printing once the sheet's code is there (a stand-in records it).
  await page.evaluate(() => (window.print = () => void (document.body.dataset.printed = 'yes')));
  await page.getByRole('button', { name: 'Print day sheet' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  const firstStop = (await stops(page).first().locator('.ft-road__stop-name').textContent())!;
  await page.emulateMedia({ media: 'print' });
  await expect(daySheet).toBeVisible();
  await expect(daySheet.getByRole('heading')).toContainText('Equipe Centro');
  await expect(daySheet.getByRole('listitem')).toHaveCount(own);
  await expect(daySheet.getByRole('listitem').first()).toContainText(firstStop);
  await expect(page.getByRole('heading', { name: 'Control panel' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('day-sheet-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  const card = dialog.getByRole('listitem').first();
  const name = (await card.locator('strong').first().textContent())!;
  // Finishing before starting says why instead of doing nothing.
  await card.getByRole('button', { name: 'Finish visit' }).click();
  await expect(page.getByText('Start this visit before finishing it.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Finish ${name}'s visit` })).toHaveCount(0);

  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Start visit' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });
  await card.getByRole('button', { name: 'Finish visit' }).click();
  const sheet = page.getByRole('dialog', { name: `Finish ${name}'s visit` });
  await expect(sheet.getByLabel('Observation')).toBeFocused();
  await page.keyboard.type('Portão com cadeado novo.');
  await page.screenshot({ path: testInfo.outputPath('finish-sheet.png') });
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  await expect(sheet).toBeHidden();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toHaveCount(0, { timeout: 15_000 });
  expect(scripts.some((path) => path.includes('/RoadScreen-'))).toBe(true);
  expect(scripts.filter((path) => path.includes('/VirtualList-'))).toEqual([]);
});

test("a visit finished with no signal shows the owner the time it was finished, not the time it was sent", async ({ page, context }) => {
  // The device's clock runs two minutes behind the server's, so that a finish made offline and
  // sent at once is stamped by the server two minutes after the device's own time, with no real
  // wait (a device's time ahead of the server's receipt is not believed). In the first minutes of
  // São Paulo's day that would put the device on the day before: the test waits them out.
  const skew = 2 * 60_000;
  const minutesIntoDay = () => {
    const [hour, minute] = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone: 'America/Sao_Paulo' }).format(new Date()).split(':').map(Number);
    return hour! * 60 + minute!;
  };
  while (minutesIntoDay() < 4) await page.waitForTimeout(15_000);
  await page.clock.install({ time: new Date(Date.now() - skew) });
  await openRoadAsLeader(page);
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  const card = dialog.getByRole('listitem').first();
  const name = (await card.locator('strong').first().textContent())!;
  await card.getByRole('button', { name: 'Start visit' }).click();
  await expect(card.getByRole('button', { name: 'Finish visit' })).toBeEnabled({ timeout: 10_000 });

  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await card.getByRole('button', { name: 'Finish visit' }).click();
  const sheet = page.getByRole('dialog', { name: `Finish ${name}'s visit` });
  await sheet.getByLabel('Observation').fill('Feito sem sinal.');
  const inSaoPaulo = (time: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(time);
  const deviceNow = () => page.evaluate(() => Date.now());
  const before = inSaoPaulo(await deviceNow());
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  const after = inSaoPaulo(await deviceNow());
  await expect(page.getByText('1 visit waiting to be sent.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 visit action kept on this device has been sent.')).toBeVisible({ timeout: 30_000 });
  // The server's time when it got the finish.
  const sent = inSaoPaulo(Date.now());

  await dialog.getByRole('button', { name: 'Close' }).click();
  await signOut(page);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/task-reports');
  await page.getByLabel('Search by name, e-mail or phone').fill(name);
  await page.getByRole('button', { name: `Details: ${name}` }).click();
  const report = page.getByRole('dialog', { name }).getByRole('listitem').filter({ hasText: 'Feito sem sinal.' });
  const finished = report.locator('div').filter({ has: page.getByText('Finished', { exact: true }) }).locator('dd');
  await expect(finished).toContainText("finished offline: the device's time, sent when the signal came back");
  const shown = (await finished.textContent())!;
  expect([before, after].some((time) => shown.startsWith(time)), `${shown} is the time of the finish (${before}), not of the sending (${sent})`).toBe(true);
  expect(shown.startsWith(sent)).toBe(false);
  // The mark that carried the time is not part of the observation shown.
  await expect(report).not.toContainText('[finished on device');
});

/** The names of a card's visit buttons, in order, and which one is drawn as the main one. */
async function cardActions(card: ReturnType<Page['locator']>) {
  const buttons = card.locator('.ft-road__actions button');
  const names = await buttons.allTextContents();
  const primary = await card.locator('.ft-road__actions .ft-button--primary').allTextContents();
  return { names, primary };
}

test("a tapped stop opens that client's card alone, its next step first and the cancel last; a tapped marker too", async ({ page }) => {
  await openRoadAsLeader(page);
  const name = (await stops(page).nth(1).locator('.ft-road__stop-name').textContent())!;
  // Found by its name: a plan that comes meanwhile (the durations) may move it.
  await stops(page).filter({ hasText: name }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ft-road__card')).toHaveCount(1);
  // Its address shown at once: the crew tapped it to know where to go.
  await expect(dialog.getByRole('button', { name: 'Hide info' })).toBeVisible();
  expect(await cardActions(dialog)).toEqual({ names: ['Start visit', 'Finish visit', 'Cancel visit'], primary: ['Start visit'] });
  await expect(dialog.getByRole('button', { name: 'Cancel visit' })).toHaveClass(/ft-button--danger-secondary/);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Start visit' }).click();
  await expect(dialog.getByRole('button', { name: 'Start visit' })).toBeHidden();
  expect(await cardActions(dialog)).toEqual({ names: ['Finish visit', 'Cancel visit'], primary: ['Finish visit'] });
  // The cancel keeps its confirmation.
  await expect(dialog.getByRole('button', { name: 'Cancel visit' })).toBeEnabled({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep the visit' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // A marker on the map: the card of the stop it numbers (the first stop's, found by its title).
  const first = (await stops(page).first().locator('.ft-road__stop-name').textContent())!;
  await page.locator('svg [data-marker="stop"]').filter({ has: page.locator('title', { hasText: `. ${first}` }) }).click();
  await expect(page.getByRole('dialog', { name: first }).locator('.ft-road__card')).toHaveCount(1);
});

test('the map is 700 px high on a wide screen and half the screen on a phone, with the stops below it within reach', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRoadAsLeader(page);
  const map = page.getByRole('region', { name: 'Route map' });
  await expect(map.locator('svg')).toBeVisible();
  expect((await map.boundingBox())!.height).toBe(700);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(async () => (await map.boundingBox())!.height).toBe(370);
  await expectNoHorizontalScroll(page);
});

test("a leader's dashboard leads to today's route, the menu to the calendar, and the clients page offers both", async ({ page }) => {
  await signIn(page, 'leader@fieldteam.dev', 'Fieldteam#2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Leaders', 'Collaborators', 'Clients', 'Calendar', 'Time sheet', 'Profile']);
  const cards = page.getByRole('navigation', { name: 'Dashboard', exact: true }).getByRole('link');
  await expect(cards.first()).toContainText("Today's route");
  await page.goto('/business-clients');
  const shortcuts = page.getByRole('navigation', { name: 'Client shortcuts' });
  await expect(shortcuts.getByRole('link', { name: /Today's route/ })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: /Calendar/ })).toBeVisible();
  await page.goto('/dashboard');
  await cards.first().click();
  await expect(page).toHaveURL(/\/business-clients\/road$/);
  await menu.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/calendar$/);
  await expect(menu.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  await signOut(page);

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Configuration', 'Services', 'Managers', 'Leaders', 'Collaborators', 'Clients', 'Calendar', 'Time sheet', 'Plan', 'Profile']);
  await expect(cards.nth(1)).toContainText("Today's route");
});
