// A team's capacity as an owner meets it: the team load counts each visit at its client's service
// duration against the day's open hours less the reserve the business keeps free (15% unless set),
// and adding dates, adding a client or moving a day warns before booking the team past it, without
// stopping the person. The data is set up through the API: a team of its own in the demo business
// (Monday to Friday 08:00-18:00, Saturday 08:00-12:00), so that nothing else books its days.
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, apiSignIn, clientWithVisitsByApi, DEMO_OWNER, expect, expectAccessible, expectNoHorizontalScroll, nextWeekdays, pickAddress, resetDemoData, signIn, test, todayInSaoPaulo, wireDate, type ApiSession } from './support';

const TEAM = 'Equipe Capacidade';
const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const isoWeekday = (d: Date) => ((d.getUTCDay() + 6) % 7) + 1;
/** "Tue, Dec 8, 2026", as the warning names a day. */
const weekdayDate = (d: Date) => new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A team of its own, led by a demo leader, with one collaborator; its id. */
async function teamOfItsOwn(request: APIRequestContext, owner: ApiSession): Promise<string> {
  const people = await request.get(`${API_URL}/company/employers/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { users, colaborators } = (await people.json()) as { users: Array<{ id: string; name: string; role: string }>; colaborators: Array<{ id: string; name: string }> };
  const leader = users.find((u) => u.role === 'leader')!;
  const created = await request.post(`${API_URL}/company/team/create`, {
    data: { email: owner.email, token: owner.token, createdById: owner.ownerId, teamName: TEAM, selectedEmployer: { id: leader.id, name: leader.name }, mergeColaborators: [colaborators[0]] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const listed = await request.get(`${API_URL}/company/team/get/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { teams } = (await listed.json()) as { teams: Array<{ id: string; teamName?: string; name?: string }> };
  return teams.find((t) => (t.teamName ?? t.name) === TEAM)!.id;
}

/** The days (dd/mm/yyyy) of a client's visits, from the calendar call. */
async function visitDays(request: APIRequestContext, owner: ApiSession, name: string): Promise<string[]> {
  const answer = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await answer.json()) as { calendar: Array<{ clientInfo: { name: string }; schedule: Array<{ date: string }> }> };
  return calendar.filter((c) => c.clientInfo.name === name).flatMap((c) => c.schedule.map((s) => s.date));
}

/** The first day after today open 10 hours (Monday to Friday): the add-dates planner's first date on its weekday. */
function nextFullDay(): Date {
  const today = todayInSaoPaulo();
  for (let n = 1; ; n += 1) {
    const day = new Date(today.getTime() + n * DAY_MS);
    if (isoWeekday(day) <= 5) return day;
  }
}

/** Opens the calendar's team load on the week of `day`; the dialog. */
async function openTeamLoad(page: Page, day: Date) {
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByRole('button', { name: 'Team load' }).click();
  const dialog = page.getByRole('dialog', { name: /^Team load, week of / });
  const today = todayInSaoPaulo();
  const mondayOf = (d: Date) => d.getTime() - (isoWeekday(d) - 1) * DAY_MS;
  for (let week = mondayOf(today); week < mondayOf(day); week += 7 * DAY_MS) await dialog.getByRole('button', { name: 'Next week' }).click();
  return dialog;
}

test.beforeEach(async ({ request }) => {
  await resetDemoData(request);
});

test("the team load in hours from each client's duration against the day's capacity, with the reserve set; adding dates past it warns, and the dates are saved anyway", async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamOfItsOwn(request, owner);
  const day = nextFullDay();
  // Lara's 7 hours from 08:00; Joana (2 h a visit) is visited the week after.
  await clientWithVisitsByApi(request, owner, teamId, 'Lara Alves', [{ day, hour: 8 }], '07:00');
  const joana = await clientWithVisitsByApi(request, owner, teamId, 'Joana Prado', [{ day: new Date(day.getTime() + 7 * DAY_MS), hour: 9 }], '02:00');

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  // The day's cell: 7 h booked of 8 h 30 (10 h open less 15%).
  let load = await openTeamLoad(page, day);
  const column = isoWeekday(day); // the first cell is the team's name
  const row = load.getByRole('row').filter({ hasText: TEAM });
  await expect(row.getByRole('cell').nth(column)).toHaveText('7 of 8.5 h · 82%');
  await expect(load.getByLabel('Reserve kept free each day')).toHaveValue('15');

  // Joana's 2 hours added that day at 02:00 PM: 9 h, past the 8 h 30.
  await page.goto(`/business-clients/dashboard/client?id=${joana}`);
  await page.getByRole('button', { name: 'Add dates' }).click();
  const dates = page.getByRole('dialog', { name: 'Add dates' });
  await dates.getByLabel('Weekday').selectOption({ label: WEEKDAYS[isoWeekday(day) - 1]! });
  await dates.getByText('Once (today)', { exact: true }).click();
  await dates.getByLabel('Hour', { exact: true }).selectOption({ label: '02' });
  await dates.getByLabel('AM / PM').selectOption('PM');
  await dates.getByRole('button', { name: 'Continue' }).click();
  const warning = dates.getByRole('status').filter({ hasText: "1 day over the team's capacity" });
  await expect(warning.getByRole('listitem')).toHaveText([`${TEAM} on ${weekdayDate(day)} would have 9\u00a0h booked of 8\u00a0h\u00a030 (after the 15% reserve): 30\u00a0min over.`]);
  await expect(warning).toContainText('This is a warning: you can still go ahead.');
  await expectAccessible(page);
  await dates.getByRole('button', { name: 'Save 1 visit' }).click();
  await expect(page.getByText('The visit has been added.')).toBeVisible();
  expect(await visitDays(request, owner, 'Joana Prado')).toContain(wireDate(day));

  // The team load shows the day over; with no reserve, 9 of 10 h is not.
  load = await openTeamLoad(page, day);
  const over = row.getByRole('cell').nth(column);
  await expect(over).toHaveText('9 of 8.5 h · 106%');
  await expect(over.locator('.ft-load__over')).toHaveCount(1);
  await load.getByLabel('Reserve kept free each day').selectOption({ label: '0%' });
  await expect(over).toHaveText('9 of 10 h · 90%');
  await expect(over.locator('.ft-load__over')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByRole('cell').nth(column)).toBeVisible();
  await expectAccessible(page);
});

test('moving a day onto a busy one warns in the preview of the day it takes past the capacity, and the move still goes through', async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamOfItsOwn(request, owner);
  // A Tuesday half a year ahead: the Wednesday, its next working day, has Bia's 6 hours.
  const tuesday = nextWeekdays(2, 26).at(-1)!;
  const wednesday = new Date(tuesday.getTime() + DAY_MS);
  await clientWithVisitsByApi(request, owner, teamId, 'Bia Torres', [{ day: wednesday, hour: 8 }], '06:00');
  await clientWithVisitsByApi(request, owner, teamId, 'Caio Mendes', [{ day: tuesday, hour: 15 }], '03:00');

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByRole('button', { name: 'Move a day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move a day' });
  await dialog.getByLabel('Day to move').fill(iso(tuesday));
  await dialog.getByLabel('Team').selectOption({ label: `${TEAM} (1 to do)` });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const warning = dialog.getByRole('status').filter({ hasText: "1 day over the team's capacity" });
  // 6 h + 3 h = 9 h against 8 h 30.
  await expect(warning.getByRole('listitem')).toHaveText([`${TEAM} on ${weekdayDate(wednesday)} would have 9\u00a0h booked of 8\u00a0h\u00a030 (after the 15% reserve): 30\u00a0min over.`]);
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Move the visits' }).click();
  await expect(dialog.getByText('The visits have been moved.')).toBeVisible();
  expect(await visitDays(request, owner, 'Caio Mendes')).toEqual([wireDate(wednesday)]);
});

test('adding a client whose visit would take the team past its capacity warns beside the button, and registers the client anyway', async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamOfItsOwn(request, owner);
  const day = nextFullDay();
  await clientWithVisitsByApi(request, owner, teamId, 'Lara Alves', [{ day, hour: 8 }], '07:00');

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-add-client');
  await page.getByRole('button', { name: 'Choose a team' }).click();
  await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: new RegExp(TEAM) }).click();
  await expect(page.getByText("Please wait while we load the team's agenda")).toBeHidden();
  await page.getByLabel('Name').fill('Rita Campos');
  await page.getByLabel('Phone').fill('11900000077');
  await page.getByLabel('E-mail').fill('rita.campos@example.com');
  await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
  await page.getByLabel('Hours').selectOption({ label: '02 h' });
  await page.getByLabel('Weekday').selectOption({ label: WEEKDAYS[isoWeekday(day) - 1]! });
  await page.getByText('Once (today)', { exact: true }).click();
  await page.getByLabel('Hour', { exact: true }).selectOption({ label: '02' });
  await page.getByLabel('AM / PM').selectOption('PM');
  await page.getByRole('button', { name: 'Continue' }).click();
  const warning = page.getByRole('status').filter({ hasText: "1 day over the team's capacity" });
  await expect(warning.getByRole('listitem')).toHaveText([`${TEAM} on ${weekdayDate(day)} would have 9\u00a0h booked of 8\u00a0h\u00a030 (after the 15% reserve): 30\u00a0min over.`]);
  await page.getByRole('button', { name: 'Register client' }).click();
  await expect(page).toHaveURL(/\/business-clients$/);
  expect(await visitDays(request, owner, 'Rita Campos')).toEqual([wireDate(day)]);
});
