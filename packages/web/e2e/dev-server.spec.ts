// One journey against the app as `npm run dev` serves it (e2e/servers.ts DEV): React's development
// build runs every effect, cleans it up and runs it again (StrictMode), which the built app never
// does, so a screen that breaks only in development is caught here. The import is such a journey:
// a file chosen, its columns matched, its rows checked and sent.
import { fileURLToPath } from 'node:url';
import { DEMO_OWNER, DEV_API_URL, DEV_WEB_URL, expect, resetDemoData, test } from './support';

test.use({ baseURL: DEV_WEB_URL });

test('under npm run dev, an import is chosen, matched, checked and sent', async ({ page, request }) => {
  await resetDemoData(request, DEV_API_URL);
  // Opened signed out, the page asks for the sign-in and comes back: the development server serves
  // each module apart, and one page load (not the dashboard's, then the import's) keeps this quick.
  await page.goto('/business-clients/import');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(/^Spreadsheet file/).setInputFiles(fileURLToPath(new URL('./fixtures/clientes-excel-latin1.csv', import.meta.url)));
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
  await expect(page.getByLabel('Column “Endereço”')).toHaveValue('address');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('6 to import, 0 to fix, 0 duplicates.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import 6 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('6 of 6 sent, 0 refused (100%).')).toBeVisible();
});
