// Every screen of the account lifecycle: no serious or critical axe violations, and no
// sideways scrolling at 375 px.
import { expect, test } from '@playwright/test';
import { DEMO_OWNER, expectAccessible, expectNoHorizontalScroll, signIn } from './support';

const publicPages = ['/', '/login', '/create-account', '/request-code', '/forgot-password', '/use-terms', '/contact-us', '/no-such-page'];

for (const path of publicPages) {
  test(`${path} is accessible on desktop and fits a 375 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
}

test('the dashboard and its menu are accessible on desktop and phone', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the language switcher stores the choice and reloads in that language', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByLabel('Idioma').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('es-MX');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('every page is marked noindex', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
