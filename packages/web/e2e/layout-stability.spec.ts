// What arrives after a screen is drawn takes a place kept for it: nothing already on screen moves
// (Lighthouse's layout shift, which a person feels as a tap landing on the wrong thing). The
// calendar's tools (team load, day sheet, move a day) are fetched after the calendar itself, and
// its clash count once its visits are read; the road's switch to the other teams' stops once the
// leader's own teams are known.
import type { Page } from '@playwright/test';
import { DEMO_LEADER, DEMO_OWNER, expect, signIn, test } from './support';

/** The page's layout shifts not caused by input, summed (the page's CLS before any tap). */
const SHIFTS = `window.__shifts = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

/** What the page asks for at these addresses arrives 1.5 s late. */
const answerLate = (page: Page, url: RegExp) =>
  page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

test('the calendar does not move on a phone when its tools and its clash count arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The tools' code comes well after the calendar has drawn, as on a slow connection.
  await answerLate(page, /\/assets\/(MoveDayDialog|TeamLoadDialog|DaySheetDialog)-[\w-]+\.js$/);
  await page.addInitScript({ content: SHIFTS });
  await page.goto('/business-clients/dashboard/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move a day' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^Show clashes/ })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts).toBeLessThan(0.01);
});

test("the road's map does not move on a phone when the leader's own teams are known", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The leader's teams answer after the day is drawn, as from a leader of many teams.
  await answerLate(page, /\/company\/team\/get\/todos\//);
  await page.addInitScript({ content: SHIFTS });
  await page.goto('/business-clients/road');
  await expect(page.getByLabel(/^Show \d+ stops? of other teams$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Route map' }).locator('[data-total-distance]')).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts).toBeLessThan(0.01);
});

test("a phone shows the app's header while the app's code is still on its way, and the app's own header replaces it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The entry's code is held back, as on a slow network.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const header = page.locator('header.ft-header');
  await expect(header).toHaveText(/Fieldteam/);
  await expect(header).toHaveCSS('position', 'sticky');
  // Drawn with the app's own styles: the brand's mark is the app's blue square.
  await expect(page.locator('.ft-brand__mark')).toHaveCSS('width', '32px');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(header).toHaveCount(1);
});
