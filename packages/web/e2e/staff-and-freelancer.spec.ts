// The manager and freelancer journeys of the business issue.
import { API_URL, DEMO_OWNER, expect, pickAddress, resetDemoData, signIn, signOut, test } from './support';

test.beforeEach(async ({ request }) => resetDemoData(request));

test('a manager added by the owner signs in with that password, sees the manager menu and cannot open /business-managers', async ({ page, request }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-manager');
  const email = `new.manager.${Date.now()}@example.com`;
  await page.getByLabel('Name', { exact: true }).fill('Nova');
  await page.getByLabel('Surname').fill('Gerente');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Gerente#2026');
  await page.getByRole('button', { name: 'Add manager' }).click();
  await expect(page).toHaveURL(/\/business-managers$/, { timeout: 15_000 });
  const mails = (await (await request.get(`${API_URL}/__dev/outbox`, { params: { email } })).json()) as Array<{ subject: string }>;
  expect(mails[0]?.subject).toContain('Welcome');
  await signOut(page);

  await signIn(page, email, 'Gerente#2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Leaders', 'Collaborators', 'Clients', 'Calendar', 'Time sheet', 'Profile']);
  await expect(page.getByRole('link', { name: /Managers/ })).toHaveCount(0);
  await page.goto('/business-managers');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-configuration');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-leaders');
  await expect(page.getByRole('row', { name: /Lia Santos/ })).toBeVisible();
});

test('a newcomer registers as a freelancer and edits the profile', async ({ page }) => {
  await signIn(page, 'newcomer@fieldteam.dev', 'Fieldteam#2026');
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/role$/);
  await page.getByRole('link', { name: 'Set up my freelancer profile' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please fill in the address correctly.')).toBeVisible();
  await expect(page.getByText('Choose your activity before continuing.')).toBeVisible();
  await pickAddress(page, 'Address', 'Rua Harmonia, 350, São Paulo', /São Paulo/);
  await page.getByLabel('Phone').fill('11912345678');
  await page.getByText('Gardening and landscaping', { exact: true }).click();
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/freelancer-perfil$/, { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Dashboard', 'Profile']);

  await page.getByRole('button', { name: 'Edit: Phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Phone' });
  await dialog.getByLabel('Phone').fill('123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill in the phone correctly.')).toBeVisible();
  await dialog.getByLabel('Phone').fill('11987651234');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('11987651234')).toBeVisible();
  await page.goto('/business-clients');
  await expect(page).toHaveURL(/\/dashboard$/);
});
