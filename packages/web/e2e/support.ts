// Helpers shared by the end-to-end specs: the dev outbox, resets, sign-in and axe checks.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
export const DEMO_OWNER = { email: 'owner@fieldteam.dev', password: 'Fieldteam#2026' } as const;

export async function resetDemoData(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API_URL}/__dev/reset`);
  expect(response.ok()).toBe(true);
}

/** The newest code e-mailed to `email`, waiting for it to arrive. */
export async function latestCode(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${API_URL}/__dev/outbox`, { params: { email } })).json()) as Array<{ code?: string; sentAt: string }>;
      const mail = mails.find((m) => m.code && (!after || m.sentAt > after));
      code = mail?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The page fits the viewport's width (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
