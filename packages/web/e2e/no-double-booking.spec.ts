// No double-booking on any change (issue 25): a visit moved onto another of its team's visits is
// refused until the clash is resolved; a team change shows how many visits would clash on the new
// team and re-slots them before the change is sent.
import type { Page } from '@playwright/test';
import { addClientByApi, apiSignIn, DEMO_OWNER, expect, expectAccessible, nextWeekdays, resetDemoData, signIn, teamIdByName, test } from './support';

const TUESDAY = 2;
const WEDNESDAY = 3;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function openClient(page: Page, phone: string, name: string): Promise<void> {
  await page.goto('/business-clients');
  await page.getByLabel('Search by name, address, document, e-mail, phone or birthday').fill(phone);
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Details: ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetDemoData(request);
});

test('a visit moved onto another visit of its team is refused until the clash is resolved', async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Centro');
  // The team visits Cliente Ocupado on Tuesdays at 09:00; Cliente Movido is visited on Wednesdays at 07:00 PM.
  const tuesday = nextWeekdays(TUESDAY, 1)[0]!;
  await addClientByApi(request, owner, { name: 'Cliente Ocupado', phone: '11900000009', teamId, dates: [tuesday], hour: '09' });
  await addClientByApi(request, owner, { name: 'Cliente Movido', phone: '11900000008', teamId, dates: nextWeekdays(WEDNESDAY, 3), hour: '07', meridian: 'PM' });

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openClient(page, '11900000008', 'Cliente Movido');
  const schedule = page.getByRole('table', { name: 'Schedule' });
  const first = schedule.getByRole('row').filter({ hasText: 'Waiting to start' }).first();
  const before = (await first.getByRole('cell').first().textContent())!;

  // Onto the Tuesday 09:00 AM of Cliente Ocupado.
  await first.getByRole('button', { name: /^Edit: / }).click();
  await schedule.getByLabel('Date').fill(isoDay(tuesday));
  await schedule.getByLabel('Hour').selectOption({ label: '09' });
  await schedule.getByLabel('Minute').selectOption({ label: '00' });
  await schedule.getByLabel('AM / PM').selectOption('AM');
  await schedule.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: "Some visits clash with the team's agenda" });
  await expect(dialog.getByText('1 of 1 visits conflicts with the team\'s agenda.')).toBeVisible();
  await expect(dialog.getByText('The team visits Cliente Ocupado at 9:00 AM.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Move the visit' })).toBeDisabled();
  await expectAccessible(page);

  // Going back sends nothing: after a reload the visit is where it was.
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(schedule.getByRole('row').filter({ hasText: 'Waiting to start' }).first().getByRole('cell').first()).toHaveText(before);

  // Again, resolved automatically: the visit goes to the next free time that day, not 9:00 AM.
  const row = schedule.getByRole('row').filter({ hasText: 'Waiting to start' }).first();
  await row.getByRole('button', { name: /^Edit: / }).click();
  await schedule.getByLabel('Date').fill(isoDay(tuesday));
  await schedule.getByLabel('Hour').selectOption({ label: '09' });
  await schedule.getByLabel('AM / PM').selectOption('AM');
  await schedule.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Adjust automatically' }).click();
  await expect(dialog.getByText('1 of 1 visits moved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Move the visit' }).click();
  await expect(page.getByText('The visit has been moved.')).toBeVisible();
  const moved = schedule.getByRole('row').filter({ hasText: 'Waiting to start' }).first().getByRole('cell').first();
  await expect(moved).toHaveText(/^Tue, /);
  await expect(moved).not.toHaveText(/\b9:00\sAM/);
  await page.reload();
  await expect(schedule.getByRole('row').filter({ hasText: 'Waiting to start' }).first().getByRole('cell').first()).not.toHaveText(/\b9:00\sAM/);
});

test("a team change shows how many visits would clash on the new team and re-slots them before it is sent", async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const centro = await teamIdByName(request, owner, 'Equipe Centro');
  const oeste = await teamIdByName(request, owner, 'Equipe Zona Oeste');
  // Equipe Zona Oeste already visits Cliente Ocupado on Mondays at 09:00 AM; Cliente Trocado, on
  // Equipe Centro, is visited at the same time.
  const mondays = nextWeekdays(1, 10);
  await addClientByApi(request, owner, { name: 'Cliente Ocupado', phone: '11900000009', teamId: oeste, dates: mondays, hour: '09' });
  await addClientByApi(request, owner, { name: 'Cliente Trocado', phone: '11900000007', teamId: centro, dates: mondays, hour: '09' });

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openClient(page, '11900000007', 'Cliente Trocado');
  await page.getByRole('button', { name: 'Change team' }).click();
  const teamDialog = page.getByRole('dialog', { name: 'Change team' });
  await teamDialog.getByLabel('Team').selectOption({ label: 'Equipe Zona Oeste' });
  await expect(teamDialog.getByText('10 of 10 visits to come would clash on Equipe Zona Oeste: you will re-slot them before the team changes.')).toBeVisible();
  await expectAccessible(page);
  await teamDialog.getByRole('button', { name: 'Save' }).click();

  const conflicts = page.getByRole('dialog', { name: "Some visits clash with the team's agenda" });
  await expect(conflicts.getByText('10 of 10 visits conflict with the team\'s agenda.')).toBeVisible();
  await expect(conflicts.getByRole('button', { name: 'Change the team' })).toBeDisabled();
  await conflicts.getByRole('button', { name: 'Adjust automatically' }).click();
  await expect(conflicts.getByText(/^\d+ of 10 visits moved$/)).toBeVisible();
  await conflicts.getByRole('button', { name: 'Change the team' }).click();
  await expect(page.getByText(/^Visits re-slotted: \d+ moved, 0 removed\.$/)).toBeVisible({ timeout: 15_000 });

  // The client is on Equipe Zona Oeste and none of its Mondays is at 09:00 AM any more, after a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cliente Trocado' })).toBeVisible();
  await expect(page.getByText('Equipe Zona Oeste', { exact: false }).first()).toBeVisible();
  const rows = page.getByRole('table', { name: 'Schedule' }).getByRole('row').filter({ hasText: 'Waiting to start' });
  await expect(rows).toHaveCount(5);
  for (const cell of await rows.all()) await expect(cell.getByRole('cell').first()).not.toHaveText(/\b9:00\sAM/);
});
