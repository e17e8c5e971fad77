// A device outside the business's time zone sees every time in the business's zone (the
// zone at its address), and the screens say so once.
import { API_URL, apiSignIn, DEMO_OWNER, expect, resetDemoData, signIn, test } from './support';

test.use({ timezoneId: 'Europe/Lisbon' });

const at = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
const NOTE = 'Times in America/Sao_Paulo (your device: Europe/Lisbon)';

test("a device in Lisbon: the reports' started and finished times and the live board are in São Paulo's time, and say so", async ({ page, request }) => {
  await resetDemoData(request);
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const answer = await request.get(`${API_URL}/company/reports/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { combinedData } = (await answer.json()) as { combinedData: Array<{ client: { name: string }; reports: Array<{ startedTime: string | null; finishedTime: string | null }> }> };
  const entry = combinedData.find((e) => e.reports.some((r) => r.startedTime && r.finishedTime))!;
  const report = entry.reports.find((r) => r.startedTime && r.finishedTime)!;

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/task-reports');
  await page.getByLabel('Search by name, e-mail or phone').fill(entry.client.name);
  await page.getByRole('button', { name: `Details: ${entry.client.name}` }).click();
  const details = page.getByRole('dialog', { name: entry.client.name });
  await expect(details.getByText(NOTE)).toBeVisible();
  await expect(details).toContainText(at(report.startedTime!, 'America/Sao_Paulo'));
  await expect(details).toContainText(at(report.finishedTime!, 'America/Sao_Paulo'));
  await expect(details).not.toContainText(at(report.startedTime!, 'Europe/Lisbon'));

  await page.goto('/business-clients/dashboard/today');
  await expect(page.getByText(NOTE)).toBeVisible();
});
