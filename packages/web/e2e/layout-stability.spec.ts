// What arrives after a screen is drawn takes a place kept for it: nothing already on screen moves
// (Lighthouse's layout shift, which a person feels as a tap landing on the wrong thing). The
// calendar's tools (team load, day sheet, move a day) are fetched after the calendar itself, and
// its clash count once its visits are read.
import { DEMO_OWNER, expect, signIn, test } from './support';

/** The page's layout shifts not caused by input, summed (the page's CLS before any tap). */
const SHIFTS = `window.__shifts = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

test('the calendar does not move on a phone when its tools and its clash count arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The tools' code comes well after the calendar has drawn, as on a slow connection.
  await page.route(/\/assets\/(MoveDayDialog|WeekLoadDialog|DaySheetDialog)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript({ content: SHIFTS });
  await page.goto('/business-clients/dashboard/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move a day' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^Show clashes/ })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts).toBeLessThan(0.01);
});
