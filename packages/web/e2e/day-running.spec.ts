// Running the day: a dispatcher moves a team's day of 20 visits to the next working day
// with the network dropped mid-way, reloads and the move goes on from where it stopped, then moves
// the day back in one action; the owner's live board shows each team's day and follows changes.
import type { APIRequestContext } from '@playwright/test';
import { API_URL, apiSignIn, clientWithVisitsByApi, DEMO_OWNER, expect, expectAccessible, nextWeekdays, resetDemoData, signIn, teamIdByName, test, todayInSaoPaulo, wireDate, type ApiSession } from './support';

const UPDATE = '**/company/clients/client/todo/date/update';
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A client of `teamId` with one 30-minute visit on `day` at hour:minute (24-hour). */
async function clientWithVisit(request: APIRequestContext, session: ApiSession, teamId: string, name: string, day: Date, hour: number, minute: number): Promise<void> {
  await clientWithVisitsByApi(request, session, teamId, name, [{ day, hour, minute }]);
}

/** The days (dd/mm/yyyy) of the named clients' visits, from the calendar call. */
async function visitDays(request: APIRequestContext, session: ApiSession, names: readonly string[]): Promise<string[]> {
  const answer = await request.get(`${API_URL}/company/calendar/data/${session.email}/${session.token}/${session.ownerId}`);
  const { calendar } = (await answer.json()) as { calendar: Array<{ clientInfo: { name: string }; schedule: Array<{ date: string }> }> };
  return calendar.filter((c) => names.includes(c.clientInfo.name)).flatMap((c) => c.schedule.map((s) => s.date));
}

test.beforeEach(async ({ request }) => {
  await resetDemoData(request);
});

test('a day of 20 visits moved to the next working day with the network dropped mid-way, resumed after a reload, then moved back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Zona Leste');
  // A Tuesday half a year ahead, beyond the demo's visits: its next working day is the Wednesday.
  const tuesday = nextWeekdays(2, 26).at(-1)!;
  const wednesday = new Date(tuesday.getTime() + 86_400_000);
  const names = Array.from({ length: 20 }, (_, i) => `Rain Day ${String(i + 1).padStart(2, '0')}`);
  for (const [i, name] of names.entries()) await clientWithVisit(request, owner, teamId, name, tuesday, 8 + Math.floor(i / 2), (i % 2) * 30);

  // The network drops after 8 visits are moved.
  let answered = 0;
  await page.route(UPDATE, (route) => (answered++ < 8 ? route.continue() : route.abort('internetdisconnected')));

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByRole('button', { name: 'Move a day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move a day' });
  await dialog.getByLabel('Day to move').fill(iso(tuesday));
  await dialog.getByLabel('Team').selectOption({ label: 'Equipe Zona Leste (20 to do)' });
  await expect(dialog.getByLabel('The next working day')).toBeChecked();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('list', { name: /^20 visits from .* to / });
  await expect(preview.getByRole('listitem')).toHaveCount(20);
  await expect(preview.getByRole('listitem').first()).toContainText('Rain Day 01');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move the visits' }).click();

  await expect(dialog.getByText('8 of 20 moved')).toBeVisible();
  await expect(dialog.getByText('12 not moved yet')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The signal comes back; the page is reloaded: the move goes on with the 12 visits left.
  await page.unroute(UPDATE);
  const sentAfterReload: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/company/clients/client/todo/date/update')) sentAfterReload.push(r.postDataJSON().scheduleId as string);
  });
  await page.reload();
  const resumed = page.getByRole('dialog', { name: 'Move a day' });
  await expect(resumed.getByText('20 of 20 moved')).toBeVisible();
  await expect(resumed.getByText('The visits have been moved.')).toBeVisible();
  expect(sentAfterReload).toHaveLength(12);
  const moved = await visitDays(request, owner, names);
  expect(moved).toHaveLength(20);
  expect(moved.filter((d) => d === wireDate(tuesday))).toEqual([]);
  expect(moved.filter((d) => d === wireDate(wednesday)).length).toBeGreaterThan(0);

  // Moved back in one action.
  await resumed.getByRole('button', { name: 'Move back' }).click();
  await expect(resumed.getByText('The visits have been moved back.')).toBeVisible();
  expect(await visitDays(request, owner, names)).toEqual(names.map(() => wireDate(tuesday)));
});

test("a day moved then moved back: the preview says where each visit lands, a client's visit is not moved clear of its own, and no second move back is offered", async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Zona Leste');
  // A Tuesday half a year ahead, beyond the demo's visits: its next working day is the Wednesday.
  const tuesday = nextWeekdays(2, 26).at(-1)!;
  const wednesday = new Date(tuesday.getTime() + 86_400_000);
  const thursday = new Date(tuesday.getTime() + 2 * 86_400_000);
  // Sabrina is visited on both days; a visit at 17:45 does not end by 18:00 on the Wednesday.
  await clientWithVisitsByApi(request, owner, teamId, 'Sabrina Duas Datas', [
    { day: tuesday, hour: 9, minute: 0 },
    { day: wednesday, hour: 9, minute: 0 },
  ]);
  await clientWithVisit(request, owner, teamId, 'Cliente Da Manha', tuesday, 11, 0);
  await clientWithVisit(request, owner, teamId, 'Cliente Da Tarde', tuesday, 17, 45);
  const names = ['Sabrina Duas Datas', 'Cliente Da Manha', 'Cliente Da Tarde'];
  const before = (await visitDays(request, owner, names)).sort();
  const short = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByRole('button', { name: 'Move a day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move a day' });
  await dialog.getByLabel('Day to move').fill(iso(tuesday));
  await dialog.getByLabel('Team').selectOption({ label: 'Equipe Zona Leste (3 to do)' });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(`2 visits from ${short(tuesday)}: 1 to ${short(wednesday)} and 1 to ${short(thursday)}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 visit stays where it is.')).toBeVisible();
  const rows = dialog.getByRole('list', { name: `2 visits from ${short(tuesday)}: 1 to ${short(wednesday)} and 1 to ${short(thursday)}` }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Sabrina Duas Datas' })).toContainText(`The client already has a visit at 09:00 AM on ${short(wednesday)}: stays where it is`);
  await expect(rows.filter({ hasText: 'Cliente Da Tarde' })).toContainText(`→ ${short(thursday)} 08:00 AM`);
  await expect(dialog.getByText(/Moved clear of Sabrina/)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Move the visits' }).click();
  await expect(dialog.getByText('The visits have been moved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Move back' }).click();
  await expect(dialog.getByText('The visits have been moved back.')).toBeVisible();
  expect((await visitDays(request, owner, names)).sort()).toEqual(before);
  // Nothing offers to move the day again: not the dialog, not the calendar once it is closed, not after a reload.
  await expect(dialog.getByRole('button', { name: 'Move back' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Move back' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Move a day' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move back' })).toHaveCount(0);
  expect((await visitDays(request, owner, names)).sort()).toEqual(before);
});

test("the owner's live board shows each team's day and follows a change when the page comes back into focus", async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Zona Leste');
  // Noon of today in São Paulo on the page's clock: a visit at 00:00 is late whatever the hour the test runs at
  // (in the first minutes of a day it would still be within the business's margin).
  const noon = todayInSaoPaulo();
  noon.setUTCHours(15);
  await page.clock.setFixedTime(noon);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.getByRole('link', { name: /Today's board/ }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: "Today's board" })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Equipe Zona Leste' });
  const late = page.getByTestId('board-total-late');
  await expect(late).toHaveText(/^\d+$/);
  const lateBefore = Number(await late.textContent());
  await expectAccessible(page);

  // A visit of today at 00:00 (already late) added elsewhere: the board follows on focus, without a reload.
  await clientWithVisit(request, owner, teamId, 'Late Today', todayInSaoPaulo(), 0, 0);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(late).toHaveText(String(lateBefore + 1));
  await expect(row).toContainText('Late Today');
  await expect(row).toContainText('(late)');
});

test("the calendar's team load: each team's hours booked in the week, each visit at its client's service duration, against the week's capacity, a week back and forth", async ({ page, request }) => {
  await resetDemoData(request);
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const answer = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await answer.json()) as { calendar: Array<{ clientInfo: { id: string }; teamInfo: { name: string } | null; schedule: Array<{ date: string; status?: string }> }> };
  const listed = await request.get(`${API_URL}/company/clients/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { clients } = (await listed.json()) as { clients: Array<{ id: string; serviceTime?: string | null }> };
  const minutesOf = (time: string | null | undefined) => (time && /^\d{1,2}:\d{2}$/.test(time) ? Number(time.split(':')[0]) * 60 + Number(time.split(':')[1]) : 0);
  const duration = new Map(clients.map((c) => [c.id, minutesOf(c.serviceTime)]));
  const today = todayInSaoPaulo();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const week = new Set(Array.from({ length: 7 }, (_, i) => wireDate(new Date(monday.getTime() + i * 86_400_000))));
  // Each visit not cancelled for its client's service duration (the client list's), an hour when it has none.
  const bookedMinutes = calendar
    .filter((r) => r.teamInfo?.name === 'Equipe Centro')
    .flatMap((r) => r.schedule.filter((v) => week.has(v.date) && v.status !== 'cancelled').map(() => duration.get(r.clientInfo.id) || 60))
    .reduce((sum, m) => sum + m, 0);
  const booked = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bookedMinutes / 60).replace('.', '\\.');

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByRole('button', { name: 'Team load' }).click();
  const dialog = page.getByRole('dialog', { name: /^Team load, week of / });
  await expect(dialog).toBeVisible();
  const centro = dialog.getByRole('row').filter({ hasText: 'Equipe Centro' });
  // The week's capacity: five days of 10 h and a Saturday of 4 h, less the 15% reserve (45.9 h).
  await expect(centro.getByRole('cell').last()).toHaveText(new RegExp(`^${booked} of 45\\.9 h · \\d+%$`));
  await expectAccessible(page);

  const title = await dialog.getByRole('heading').first().textContent();
  await dialog.getByRole('button', { name: 'Next week' }).click();
  await expect(dialog.getByRole('heading').first()).not.toHaveText(title!);
  await dialog.getByRole('button', { name: 'Previous week' }).click();
  await expect(dialog.getByRole('heading').first()).toHaveText(title!);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(centro.getByRole('cell').last()).toBeVisible();
  await expectAccessible(page);
});

test("the calendar's day sheet: a team's stops of the day in route order, with phones, addresses and a box for notes, printed", async ({ page, request }) => {
  await resetDemoData(request);
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const answer = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await answer.json()) as {
    calendar: Array<{ clientInfo: { name: string; phone: string }; teamInfo: { name: string } | null; schedule: Array<{ date: string; hour: string; minute: string; meridian: string; status?: string }> }>;
  };
  const today = wireDate(todayInSaoPaulo());
  const minuteOf = (v: { hour: string; minute: string; meridian: string }) => ((Number(v.hour) % 12) + (v.meridian === 'PM' ? 12 : 0)) * 60 + Number(v.minute);
  const stops = calendar
    .filter((r) => r.teamInfo?.name === 'Equipe Centro')
    .flatMap((r) => r.schedule.filter((v) => v.date === today && v.status !== 'cancelled').map((v) => ({ name: r.clientInfo.name, phone: r.clientInfo.phone, minute: minuteOf(v) })))
    .sort((a, b) => a.minute - b.minute || a.name.localeCompare(b.name));
  expect(stops.length).toBeGreaterThan(0);

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/dashboard/calendar');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Day sheet' }).click();
  const dialog = page.getByRole('dialog', { name: "Print a team's day sheet" });
  await dialog.getByLabel('Team').selectOption({ label: `Equipe Centro (${stops.length} stops)` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Day sheet' });
  await expect(sheet.getByRole('heading')).toContainText('Equipe Centro');
  const items = sheet.getByRole('listitem');
  await expect(items).toHaveCount(stops.length);
  await expect(items.first()).toContainText(stops[0]!.name);
  await expect(items.first()).toContainText(stops[0]!.phone);
  await expect(items.first()).toContainText('Notes');
});
