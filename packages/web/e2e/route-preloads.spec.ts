// A page opened directly fetches its route's chunks together with the entry: the
// built index.html adds a modulepreload link, before the entry runs, for the route's screen, its
// contexts' modules (not for a page drawing its frame first: the calendar, the road) and the texts of the stored language.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** The files the page was told to preload, in the order they were added. */
const preloaded = (page: Page) => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

test('the sign-in page preloads its screen, the account context and the English texts, and nothing of another route', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const files = await preloaded(page);
  expect(files.some((file) => /\/assets\/LoginScreen-[\w-]+\.js$/.test(file))).toBe(true);
  expect(files.some((file) => /\/assets\/account\.module-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.some((file) => /\/assets\/account\.module-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.some((file) => /\.module-[\w-]+\.js$/.test(file) && !file.includes('account.module'))).toBe(false);
  // the shell's texts (common, validation) and the route's (account)
  expect(files.filter((file) => /\/assets\/(common|validation|account)-(?!view-models)[\w-]+\.js$/.test(file))).toHaveLength(3);
  // nothing of another route
  expect(files.some((file) => /ClientsScreen|RoadScreen|CalendarScreen/.test(file))).toBe(false);
});

test('a route with dates preloads its own chunks, and the texts follow the stored language', async ({ page }) => {
  await page.goto('/business-add-client');
  expect((await preloaded(page)).some((file) => /\/assets\/clients\.module-[\w-]+\.js$/.test(file))).toBe(true);

  // The calendar draws its frame first: its screen's chunks come with the entry, its context's once the frame is drawn.
  await page.goto('/business-clients/dashboard/calendar');
  const english = await preloaded(page);
  expect(english.some((file) => /\/assets\/CalendarScreen-[\w-]+\.js$/.test(file))).toBe(true);
  // its style sheet too, from the start: Vite would otherwise fetch it once the screen's chunk runs
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(sheets.filter((file) => /\/assets\/CalendarScreen-[\w-]+\.css$/.test(file))).toHaveLength(1);
  expect(english.some((file) => /\/assets\/calendar\.module-[\w-]+\.js$/.test(file))).toBe(false);

  await page.evaluate(() => localStorage.setItem('fieldteam.language', 'pt-BR'));
  await page.goto('/business-clients/dashboard/calendar');
  const portuguese = await preloaded(page);
  const texts = (files: string[]) => files.filter((file) => /\/assets\/(common|validation|calendar)-(?!format)[\w-]+\.js$/.test(file));
  expect(texts(portuguese)).toHaveLength(3);
  expect(texts(portuguese).filter((file) => texts(english).includes(file))).toEqual([]);
  // the same chunks of the calendar (signed out, the guard then moves to /login, whose chunks follow)
  const calendarChunks = (files: string[]) => files.filter((file) => /\/assets\/(CalendarScreen|calendar\.module)-[\w-]+\.js$/.test(file)).sort();
  expect(calendarChunks(portuguese)).toHaveLength(1);
  expect(calendarChunks(portuguese)).toEqual(calendarChunks(english));

  // The road too: its screen with the entry, not its context.
  await page.goto('/business-clients/road');
  const road = await preloaded(page);
  expect(road.some((file) => /\/assets\/RoadScreen-[\w-]+\.js$/.test(file))).toBe(true);
  expect(road.some((file) => /\/assets\/road\.module-[\w-]+\.js$/.test(file))).toBe(false);
});

test('what the entry imports is preloaded with it, and a navigation preloads the next route at once', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const atStart = await preloaded(page);
  // the entry's own imports (the libraries' one file, React among them: chunk-groups.ts), which index.html no longer lists itself
  expect(atStart.some((file) => /\/assets\/vendor-[\w-]+\.js$/.test(file))).toBe(true);
  expect(atStart.some((file) => /CreateAccountScreen/.test(file))).toBe(false);
  await page.getByRole('link', { name: /create an account|sign up|create account/i }).first().click();
  await expect(page).toHaveURL(/\/create-account$/);
  const after = await preloaded(page);
  expect(after.some((file) => /\/assets\/CreateAccountScreen-[\w-]+\.js$/.test(file))).toBe(true);
  // each file once
  expect(new Set(after).size).toBe(after.length);
});
