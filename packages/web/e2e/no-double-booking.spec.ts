// No double-booking on any change: a visit moved onto another of its team's visits is
// refused until the clash is resolved; a team change shows how many visits would clash on the new
// team and re-slots them before the change is sent.
import type { Page } from '@playwright/test';
import { addClientByApi, apiSignIn, DEMO_OWNER, expect, expectAccessible, nextWeekdays, pickAddress, resetDemoData, signIn, teamIdByName, test, todayInSaoPaulo } from './support';

/** The conflict dialog, by its title while clashes are left and once every one is resolved. */
const CONFLICT_DIALOG = /^(Some visits clash with the team's agenda|Every clash is resolved)$/;

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
  // The team visits Cliente Ocupado on a Tuesday at 09:00; Cliente Movido is visited on the Wednesdays
  // after it at 07:00 PM. Half a year ahead, after the demo data's visits (which vary with today's
  // weekday and can fill that Tuesday), so that the Tuesday has room after Cliente Ocupado.
  const tuesday = nextWeekdays(TUESDAY, 26).at(-1)!;
  await addClientByApi(request, owner, { name: 'Cliente Ocupado', phone: '11900000009', teamId, dates: [tuesday], hour: '09' });
  await addClientByApi(request, owner, { name: 'Cliente Movido', phone: '11900000008', teamId, dates: nextWeekdays(WEDNESDAY, 3, tuesday), hour: '07', meridian: 'PM' });

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
  const dialog = page.getByRole('dialog', { name: CONFLICT_DIALOG });
  await expect(dialog.getByText('1 of 1 visits conflicts with the team\'s agenda.')).toBeVisible();
  // Why: the other visit's hours, and the rule that keeps this client's visits 30 min plus its 2-hour service from the team's others.
  await expect(
    dialog.getByText(/^The team visits Cliente Ocupado from 0?9:00 AM until \d{1,2}:\d{2} [AP]M, and this client's visits start at least 2 hr 30 min before or after the team's other visits \(30 min plus the service time\)\.$/),
  ).toBeVisible();
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
  await expect(moved).not.toHaveText(/\b0?9:00\sAM/);
  await page.reload();
  await expect(schedule.getByRole('row').filter({ hasText: 'Waiting to start' }).first().getByRole('cell').first()).not.toHaveText(/\b0?9:00\sAM/);
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

  const conflicts = page.getByRole('dialog', { name: CONFLICT_DIALOG });
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
  for (const cell of await rows.all()) await expect(cell.getByRole('cell').first()).not.toHaveText(/\b0?9:00\sAM/);
});

test('the calendar marks the clashes that exist already and lists them', async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Centro');
  // Entered elsewhere (straight through the API, which checks no conflict): two clients of one team
  // today at 07:00 AM, before any visit of the demo data.
  const today = todayInSaoPaulo();
  await addClientByApi(request, owner, { name: 'Cliente Alfa', phone: '11900000005', teamId, dates: [today], hour: '07' });
  await addClientByApi(request, owner, { name: 'Cliente Beta', phone: '11900000006', teamId, dates: [today], hour: '07' });

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients/dashboard/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('button', { name: /^Show clashes \(\d+\)$/ }).click();
  const list = page.getByRole('region', { name: 'Visits that clash with another visit of their team, from today' });
  const first = list.getByRole('button').first();
  await expect(first).toHaveText(/0?7:00\sAM: Cliente Alfa \(Equipe Centro\) clashes with Cliente Beta at 0?7:00\sAM$/);
  await expectAccessible(page);

  // Its day marks both visits, each naming the other.
  await first.click();
  const day = page.getByRole('dialog');
  const visitOf = (name: string) => day.locator('.ft-cal-task', { has: page.locator('.ft-cal-task__client', { hasText: name }) });
  await expect(visitOf('Cliente Alfa')).toContainText(/Clash · Clashes with Cliente Beta at 0?7:00\sAM/);
  await expect(visitOf('Cliente Beta')).toContainText(/Clash · Clashes with Cliente Alfa at 0?7:00\sAM/);
  await expectAccessible(page);
});

test("a new client's clashing series: the dialog ranks the other teams and switches to one in a click", async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const centro = await teamIdByName(request, owner, 'Equipe Centro');
  await addClientByApi(request, owner, { name: 'Cliente Ocupado', phone: '11900000009', teamId: centro, dates: nextWeekdays(1, 10), hour: '09' });

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-add-client');
  await page.getByRole('button', { name: 'Choose a team' }).click();
  await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: /Equipe Centro/ }).click();
  await expect(page.getByText("Please wait while we load the team's agenda")).toBeHidden();
  await page.getByLabel('Name').fill('Fábio Nunes');
  await page.getByLabel('Phone').fill('11987650004');
  await page.getByLabel('E-mail').fill('fabio.nunes@example.com');
  await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
  await page.getByLabel('Weekday').selectOption({ label: 'Monday' });
  await page.getByLabel('Hour', { exact: true }).selectOption({ label: '09' });
  await page.getByLabel('AM / PM').selectOption('AM');
  await page.getByText('Weekly', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: CONFLICT_DIALOG });
  const others = dialog.getByRole('region', { name: 'Other teams for these dates' });
  const rows = others.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Ranked: the first has no more clashes than the second.
  const clashesOf = async (i: number) => Number(/(\d+) clash/.exec((await rows.nth(i).textContent())!)![1]);
  expect(await clashesOf(0)).toBeLessThanOrEqual(await clashesOf(1));
  await expect(rows.first()).toContainText(/h already booked in the period/);
  await expectAccessible(page);
  const best = /^(Equipe [^·]+?) ·/.exec((await rows.first().textContent())!)![1]!;
  await rows.first().getByRole('button', { name: `Use ${best}` }).click();
  await expect(page.locator('.ft-team-pick__value')).toContainText(best);
  // Still clashing there? Resolve it; then the client is registered on the new team.
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Adjust automatically' }).click();
    await dialog.getByRole('button', { name: /^Use \d+ visits$/ }).click();
  }
  await page.getByRole('button', { name: 'Register client' }).click();
  await expect(page).toHaveURL(/\/business-clients$/, { timeout: 15_000 });
});
