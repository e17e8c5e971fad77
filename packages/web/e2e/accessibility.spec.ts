// Every screen of the account lifecycle: no serious or critical axe violations, and no
// sideways scrolling at 375 px.
import { DEMO_LEADER, DEMO_OWNER, expect, expectAccessible, expectNoHorizontalScroll, resetDemoData, signIn, test } from './support';

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

test.describe('a long road', () => {
  // Field staff start near Avenida Paulista.
  test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });

  test('its visiting order is drawn in a window that stays accessible and keyboard-operable, and its map in clusters', async ({ page, request }) => {
    await resetDemoData(request);
    // Today's road of the demo leader made 200 stops long: the server's answer, its clients
    // repeated across the city (each its own client), as a large business's day would be.
    const STOPS = 200;
    await page.route('**/api/company/map/services/in/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { clientsWithTodos: Array<Record<string, unknown> & { clientId: string; name: string; latitude: number | null; longitude: number | null }> };
      const placed = body.clientsWithTodos.filter((c) => c.latitude !== null && c.longitude !== null);
      expect(placed.length).toBeGreaterThan(0);
      body.clientsWithTodos = Array.from({ length: STOPS }, (_, i) => {
        const client = placed[i % placed.length]!;
        return { ...client, clientId: `${client.clientId}-${i}`, name: `${client.name} ${i + 1}`, latitude: client.latitude! + ((i % 20) - 10) * 0.004, longitude: client.longitude! + (Math.floor(i / 20) - 5) * 0.004 };
      });
      await route.fulfill({ response, json: body });
    });
    await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/business-clients/road');
      // The made-up stops belong to no team of the leader's: they are behind the other teams' switch.
      const others = page.getByRole('checkbox', { name: /stops of other teams/ });
      await expect(others).toBeVisible();
      await others.check();
      const list = page.getByRole('list', { name: 'Visiting order' });
      const stops = list.getByRole('listitem');
      await expect(stops.first()).toHaveAttribute('aria-setsize', String(STOPS));
      // Planned from the position (it comes after the day): the order no longer changes under the keys.
      await expect(page.getByText(/^Route: (?:(?!waiting for your position).)*$/)).toBeVisible();
      await expect(page.locator('svg [data-route]')).toHaveCount(1);
      // Drawn in a window: a screen's worth and a few either side, not the whole day.
      expect(await stops.count()).toBeLessThan(60);
      await expect(stops.first()).toHaveAttribute('aria-posinset', '1');
      // The map gathers stops too close to tell apart at its scale into clusters that say how many.
      await expect(page.locator('svg [data-marker="cluster"]').first()).toHaveAttribute('data-count', /^\d+$/);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      // The Tab key walks down the stops past the first window (two stops of the keys a stop: the
      // stop, then its order's toolbar): each focused stop is in the page, on screen, and says its
      // place of 200.
      await list.getByRole('button').first().focus();
      for (let i = 0; i < 140; i += 1) {
        await page.keyboard.press('Tab');
        // As a person reading as they go: the window has followed, the next stop is in the page.
        await expect(list.locator(`li[data-index="${Math.floor(i / 2) + 2}"]`)).toBeAttached();
      }
      const focused = page.locator('ol[aria-label="Visiting order"] li:focus-within');
      await expect(focused).toHaveCount(1);
      const place = Number(await focused.getAttribute('aria-posinset'));
      expect(place).toBeGreaterThan(60);
      await expect(focused).toBeInViewport();
      expect(await stops.count()).toBeLessThan(60);
      // And back up.
      for (let i = 0; i < 20; i += 1) await page.keyboard.press('Shift+Tab');
      await expect(focused).toHaveAttribute('aria-posinset', String(place - 10));
      await expect(focused).toBeInViewport();
      // Enter on a stop opens its client's card alone, the focus in it.
      const name = (await focused.locator('.ft-road__stop-name').textContent())!;
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.ft-road__card')).toHaveCount(1);
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
