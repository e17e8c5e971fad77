// A revisit costs no download: the business data worker keeps the calendar and the task reports
// with their ETags, and asks for them again with If-None-Match, which the browser sends as it is
// and the server answers 304 with no body. Counted on the wire: each answer's encoded body bytes.
import type { Page, Request } from '@playwright/test';
import { DEMO_OWNER, expect, resetDemoData, signIn, test } from './support';

interface Exchange {
  readonly status: number;
  /** The body's bytes as they crossed the network (compressed), headers left out. */
  readonly bodyBytes: number;
}

/** The exchanges of the requests whose URL matches, as each finishes (the worker's requests are the page's). */
function exchangesOf(page: Page, url: RegExp): Exchange[] {
  const seen: Exchange[] = [];
  page.on('requestfinished', (request: Request) => {
    if (!url.test(request.url())) return;
    void Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => seen.push({ status: response?.status() ?? 0, bodyBytes: sizes.responseBodySize }));
  });
  return seen;
}

test('a revisit of the calendar and of the task reports is answered 304, with no body bytes over the wire', async ({ page, request }) => {
  await resetDemoData(request);
  const calendar = exchangesOf(page, /\/company\/calendar\/data\//);
  const reports = exchangesOf(page, /\/company\/reports\//);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  await page.goto('/business-clients/dashboard/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect.poll(() => calendar.length).toBe(1);
  // Elsewhere in the app, and back: the same page, its worker and what it kept.
  await menu.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/business-clients$/);
  await menu.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect.poll(() => calendar.length).toBe(2);
  expect(calendar[0]!.status).toBe(200);
  expect(calendar[0]!.bodyBytes).toBeGreaterThan(1_000);
  expect(calendar[1]).toEqual({ status: 304, bodyBytes: 0 });

  const taskReports = page.getByRole('main').getByRole('link', { name: /^Task reports/ });
  await menu.getByRole('link', { name: 'Clients' }).click();
  await taskReports.click();
  await expect(page.getByRole('table', { name: 'Clients with their reports' })).toBeVisible();
  await menu.getByRole('link', { name: 'Clients' }).click();
  await taskReports.click();
  await expect(page.getByRole('table', { name: 'Clients with their reports' })).toBeVisible();
  // The calendar reads the reports too (the visits in progress), so the first download may be its:
  // once downloaded, every later read of the reports is a 304 with no body.
  await expect.poll(() => reports.length).toBeGreaterThanOrEqual(3);
  expect(reports[0]!.status).toBe(200);
  expect(reports[0]!.bodyBytes).toBeGreaterThan(1_000);
  expect(reports.slice(1)).toEqual(reports.slice(1).map(() => ({ status: 304, bodyBytes: 0 })));
});
