// A page opened directly fetches its route's chunks together with the entry (decision 0032): the
// built index.html adds a modulepreload link, before the entry runs, for the route's screen, its
// DI modules and the texts of the stored language.
import { expect, test, type Page } from '@playwright/test';

/** The files the page was told to preload, in the order they were added. */
const preloaded = (page: Page) => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

test('the sign-in page preloads its screen, the account DI module and the English texts', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const files = await preloaded(page);
  expect(files.some((file) => /\/assets\/LoginScreen-[\w-]+\.js$/.test(file))).toBe(true);
  expect(files.some((file) => /\/assets\/account\.module-[\w-]+\.js$/.test(file))).toBe(true);
  // the shell's texts (common, validation) and the route's (account)
  expect(files.filter((file) => /\/assets\/(common|validation|account)-[\w-]+\.js$/.test(file))).toHaveLength(3);
  // nothing of another route
  expect(files.some((file) => /ClientsScreen|RoadScreen|CalendarScreen/.test(file))).toBe(false);
});

test('a route with dates preloads its own chunks, and the texts follow the stored language', async ({ page }) => {
  await page.goto('/business-clients/dashboard/calendar');
  const english = await preloaded(page);
  expect(english.some((file) => /\/assets\/CalendarScreen-[\w-]+\.js$/.test(file))).toBe(true);
  expect(english.some((file) => /\/assets\/calendar\.module-[\w-]+\.js$/.test(file))).toBe(true);

  await page.evaluate(() => localStorage.setItem('fieldteam.language', 'pt-BR'));
  await page.goto('/business-clients/dashboard/calendar');
  const portuguese = await preloaded(page);
  const texts = (files: string[]) => files.filter((file) => /\/assets\/(common|validation|calendar)-[\w-]+\.js$/.test(file));
  expect(texts(portuguese)).toHaveLength(3);
  expect(texts(portuguese).filter((file) => texts(english).includes(file))).toEqual([]);
  // the same JavaScript otherwise
  expect(portuguese.filter((file) => !texts(portuguese).includes(file))).toEqual(english.filter((file) => !texts(english).includes(file)));
});
