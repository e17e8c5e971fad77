// A crew on the road screen (issue 25): the leader sees the stops of the team they lead first and
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

test('a visit finished with no signal for 90 s shows the owner the time it was finished, not the time it was sent', async ({ page, context }) => {
  test.setTimeout(180_000);
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
  const formatted = () => page.evaluate(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date()));
  const before = await formatted();
  await sheet.getByRole('button', { name: 'Finish the visit' }).click();
  const after = await formatted();
  await expect(page.getByText('1 visit waiting to be sent.')).toBeVisible();

  await page.waitForTimeout(90_000);
  await context.setOffline(false);
  await expect(page.getByText('1 saved action sent.')).toBeVisible({ timeout: 30_000 });
  const sent = await formatted();

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
