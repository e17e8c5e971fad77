// The time sheet as an owner uses it: from the side menu, this week with a visit started today and
// not finished shown open, the last seven days' hours per team and per collaborator (the same total
// as the work report's), a team's sheet, the CSV with the separator chosen, and the page as it prints.
import { readFile } from 'node:fs/promises';
import { API_URL, apiSignIn, DEMO_LEADER, DEMO_OWNER, expect, expectAccessible, resetDemoData, signIn, test, todayInSaoPaulo, wireDate } from './support';

const iso = (d: Date) => d.toISOString().slice(0, 10);

test("the owner's time sheet: this week with an open visit, a range's totals equal to the work report's, a team's sheet, the CSV and the printed page", async ({ page, request }) => {
  await resetDemoData(request);
  // The leader of Equipe Centro starts one of today's visits and does not finish it.
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const answer = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await answer.json()) as { calendar: Array<{ clientInfo: { id: string }; teamInfo: { name: string } | null; schedule: Array<{ id: string; date: string; status?: string }> }> };
  const today = todayInSaoPaulo();
  const todays = calendar.flatMap((r) => (r.teamInfo?.name === 'Equipe Centro' ? r.schedule.filter((v) => v.date === wireDate(today) && v.status !== 'cancelled').map((v) => ({ client: r.clientInfo.id, visit: v.id })) : []));
  expect(todays.length).toBeGreaterThan(0);
  const leader = await apiSignIn(request, DEMO_LEADER.email, DEMO_LEADER.password);
  const started = await request.get(`${API_URL}/company/client/service/notify/started/${leader.email}/${leader.token}/${todays[0]!.client}/${leader.ownerId}/${leader.userId}/Lia/${todays[0]!.visit}`);
  expect(started.ok(), await started.text()).toBe(true);
  // The week so far holds no finished work on a Monday: the hours are compared over the last seven days.
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - 6);

  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Time sheet' }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/time-sheet$/);
  // It opens on this week, with today's started visit open.
  await expect(page.getByRole('heading', { name: /^Time sheet: / })).toBeVisible();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('week');
  const totals = page.getByRole('definition');
  await expect(totals.nth(3)).toHaveText('1');
  const todayText = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(today);
  const openDay = page
    .getByRole('region', { name: 'Days' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: todayText, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'Lia Santos', exact: true }) });
  await expect(openDay.getByRole('cell').nth(3)).toHaveText('–');
  await expect(openDay.getByRole('cell').nth(5)).toHaveText('1');
  await expectAccessible(page);

  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Chosen range' });
  await page.getByLabel('From', { exact: true }).fill(iso(from));
  await page.getByLabel('To', { exact: true }).fill(iso(today));
  const longDay = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(d);
  await expect(page.getByRole('heading', { name: `Time sheet: ${longDay(from)} to ${longDay(today)}` })).toBeVisible();
  const totalHours = page.getByRole('region', { name: 'Per collaborator' }).getByRole('row', { name: /^Total/ }).getByRole('cell').last();
  await expect.poll(async () => Number(await totalHours.textContent())).toBeGreaterThan(0);
  await expect(totalHours).toHaveText(/^\d+\.\d\d$/);
  const weekHours = Number(await totalHours.textContent());

  // The same days in the work report: the same hours.
  await page.getByRole('main').getByRole('link', { name: 'Work report' }).click();
  // The time sheet's own From and To stay on screen until the work report is drawn.
  await expect(page.getByRole('heading', { level: 1, name: 'Work report' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(iso(from));
  await page.getByLabel('To', { exact: true }).fill(iso(today));
  await expect(page.getByRole('definition').first()).toHaveText(`${Math.round(weekHours * 10) / 10} hr`);
  await page.getByRole('main').getByRole('link', { name: 'Time sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time sheet' })).toBeVisible();
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Chosen range' });
  await page.getByLabel('From', { exact: true }).fill(iso(from));
  await page.getByLabel('To', { exact: true }).fill(iso(today));
  await expect(totalHours).toHaveText(weekHours.toFixed(2));

  // A team's sheet lists its collaborators, not the teams.
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Equipe Centro' });
  await expect(page.getByText('Team: Equipe Centro')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Per team' })).toHaveCount(0);
  // The filter's label shows at once, the team's figures once computed: read the total when it has changed.
  await expect.poll(async () => Number(await totalHours.textContent())).toBeLessThan(weekHours);
  const teamHours = Number(await totalHours.textContent());

  await page.getByLabel('CSV separator').selectOption('Semicolon (;)');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`time-sheet_${iso(from)}_${iso(today)}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('Date;Collaborator;First start;Last finish;Visits;Open;Hours on site;Hours between visits');
  const total = lines.at(-2)!.split(';');
  expect(total.slice(0, 4)).toEqual(['Total', '', '', '']);
  expect(Number(total[6]!.replaceAll('"', '').replace(',', '.'))).toBe(teamHours);

  // On paper: no menu, no filters, and the tables within an A4 page's width (186 mm at 96 dpi).
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Period and people' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Time sheet: / })).toBeVisible();
  await expect(openDay).toBeVisible();
  const overflow = await page.evaluate(() => Array.from(document.querySelectorAll('table'), (table) => table.getBoundingClientRect().right - document.documentElement.clientWidth));
  expect(overflow.length).toBeGreaterThan(0);
  for (const over of overflow) expect(over).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
