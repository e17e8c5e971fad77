// What a first-time user tripped on, walking the app: the business set-up's required
// fields and its first error; a deep link opened while signed out; a refused delete.
import type { Route } from '@playwright/test';
import { API_URL, apiSignIn, DEMO_OWNER, expect, registerByApi, pickAddress, resetDemoData, signIn, signInAndActivate, test } from './support';

test('business set-up marks its required fields, and a submit with one missing moves the focus to it', async ({ page, request }) => {
  const email = await registerByApi(request, 'required');
  await signInAndActivate(page, request, email);
  await page.goto('/role-business');
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  const secondary = page.getByLabel('Secondary business e-mail');
  await expect(secondary).toHaveAttribute('aria-required', 'true');
  await page.getByLabel('Commercial name').fill('Maria Limpezas');
  await page.getByLabel('Business nickname').fill('maria.limpezas');
  await page.getByLabel('Business id (CNPJ)').fill('11.222.333/0001-81');
  await page.getByLabel('Phone').fill('11912345678');
  await page.getByLabel('Primary business e-mail').fill('contato@marialimpezas.com');
  await pickAddress(page, 'Address', 'Avenida Paulista, 1000, São Paulo', /São Paulo/);
  await page.getByText('Cleaning', { exact: true }).click();
  await page.getByRole('button', { name: 'Add working day' }).click();
  await page.getByLabel('I accept the terms of use').check();
  // The button is far below the e-mail: the error it leaves is brought to the person.
  await page.getByRole('button', { name: 'Register my business' }).click();
  await expect(secondary).toBeFocused();
  await expect(secondary).toBeInViewport();
  await expect(secondary).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/role-business$/);
});

test('a deep link opened while signed out lands on the page asked for after sign-in', async ({ page }) => {
  await page.goto('/business-clients/dashboard/calendar');
  await expect(page).toHaveURL(/\/login\?next=%2Fbusiness-clients%2Fdashboard%2Fcalendar$/);
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/calendar$/, { timeout: 15_000 });
});

test("a refused delete, of a visit or of the client, closes its confirmation and shows the server's message", async ({ page, request }) => {
  await resetDemoData(request);
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const answer = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await answer.json()) as { calendar: Array<{ clientInfo: { id: string; name: string }; schedule: unknown[] }> };
  const client = calendar.find((r) => r.schedule.length > 0)!.clientInfo;
  // The API says no, as it does for a record it will not let go.
  const refuse = (message: string) => (route: Route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: message }) });
  await page.route('**/company/clients/client/todo/delete/**', refuse('This visit cannot be deleted.'));
  await page.route('**/company/clients/client/delete/**', refuse('This client cannot be deleted.'));
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto(`/business-clients/dashboard/client?id=${client.id}`);
  await expect(page.getByRole('heading', { name: client.name })).toBeVisible();

  await page.getByRole('button', { name: /^Delete: / }).first().click();
  const confirmation = page.getByRole('dialog', { name: 'Delete?' });
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This visit cannot be deleted.')).toBeVisible();
  await expect(confirmation).toBeHidden();

  await page.getByRole('button', { name: 'Delete client' }).click();
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This client cannot be deleted.')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/client\?id=/);
});
