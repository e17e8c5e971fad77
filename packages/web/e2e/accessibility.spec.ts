// Every screen of the account lifecycle: no serious or critical axe violations, and no
// sideways scrolling at 375 px.
import { DEMO_OWNER, expect, expectAccessible, expectNoHorizontalScroll, resetDemoData, signIn, test } from './support';

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

const ownerPages = [
  '/business-configuration',
  '/business-work-days',
  '/business-services',
  '/business-managers',
  '/business-manager',
  '/business-leaders',
  '/business-leader',
  '/business-colaborators',
  '/business-colaborator',
  '/business-team',
  '/business-perfil',
];

test('every business screen is accessible on desktop and fits a 375 px phone', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ownerPages) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading|Please wait/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoHorizontalScroll(page);
  }
});

test('the business dialogs are accessible and keyboard-operable', async ({ page, request }) => {
  await resetDemoData(request);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-services');
  await page.getByRole('button', { name: 'Edit: Passadoria' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit service' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Name')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit: Passadoria' })).toBeFocused();

  await page.goto('/business-team');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('dialog', { name: 'New team' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/business-configuration');
  await page.getByRole('button', { name: 'Edit: Address' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Address' })).toBeVisible();
  await expectAccessible(page);
});

test('the role screens are accessible', async ({ page, request }) => {
  await resetDemoData(request);
  await signIn(page, 'newcomer@fieldteam.dev', 'Fieldteam#2026');
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/role$/);
  for (const path of ['/dashboard/user/account/role', '/role-business', '/role-freelancer']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoHorizontalScroll(page);
  }
});
