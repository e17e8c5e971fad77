// One time zone everywhere: with the device in UTC, Lisbon or Tokyo, and its clock just
// after midnight in UTC while São Paulo, the demo business's zone, is still the evening before,
// every time shown, every date computed and every file written is São Paulo's: the calendar's
// today and its visits' times, a client's weekly visits added from the add-client screen, the
// agenda file, the export's README, and the road's day.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { addClientByApi, API_URL, apiSignIn, DEMO_OWNER, expect, pickAddress, resetDemoData, signIn, teamIdByName, test, todayInSaoPaulo, type ApiSession, wireDate } from './support';

const SAO_PAULO = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;
const SUNDAY = 0;

/** A date (at UTC midnight) written as the app writes it in English. */
const written = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * The business's today as the device's clock will have it: the server's today, or the next day
 * the demo business opens (it closes on Sundays, and the weekly visits are added on this day's
 * weekday). The device's clock is put at 00:30 UTC the day after: 21:30 of this day in São Paulo,
 * already the next day in UTC, Lisbon and Tokyo.
 */
function businessDay(): { today: Date; deviceNow: Date } {
  let today = todayInSaoPaulo();
  if (today.getUTCDay() === SUNDAY) today = addDays(today, 1);
  return { today, deviceNow: new Date(addDays(today, 1).getTime() + 30 * 60_000) };
}

/** The named client's visits as the API answers them: wire dates and 12-hour times. */
async function visitsOf(page: Page, owner: ApiSession, name: string): Promise<string[]> {
  const answer = await page.request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await answer.json()) as { calendar: Array<{ clientInfo: { name: string }; schedule: Array<{ date: string; hour: string; minute: string; meridian: string }> }> };
  return calendar.filter((c) => c.clientInfo.name === name).flatMap((c) => c.schedule.map((s) => `${s.date} ${s.hour}:${s.minute} ${s.meridian}`));
}

async function download(page: Page, button: string): Promise<Buffer> {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readFileSync((await (await file).path())!);
}

test.beforeEach(async ({ request }) => resetDemoData(request));

for (const [device, label] of [
  ['UTC', 'UTC'],
  ['Europe/Lisbon', 'Lisboa'],
  ['Asia/Tokyo', 'Tóquio'],
] as const) {
  test.describe(`a device in ${device}`, () => {
    test.use({ timezoneId: device });

    test("the calendar, a client's weekly visits, the agenda, the export and the road are São Paulo's", async ({ page, request }) => {
      const { today, deviceNow } = businessDay();
      const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
      const teamId = await teamIdByName(request, owner, 'Equipe Centro');
      // A visit at 08:00 in São Paulo on the server's today (so the road has a stop) and two days after the business's today.
      const visited = `Fuso ${label}`;
      const later = addDays(today, 2);
      await addClientByApi(request, owner, { name: visited, phone: `119700000${String(device.length).padStart(2, '0')}`, teamId, dates: [todayInSaoPaulo(), later], hour: '08' });
      await page.clock.install({ time: deviceNow });
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await expect(page).toHaveURL(/\/dashboard$/);

      // The calendar: today is São Paulo's, and the 08:00 visit is at 08:00; the grid says in which zone.
      await page.goto('/business-clients/dashboard/calendar');
      await expect(page.getByRole('gridcell', { name: new RegExp(`^${written(today, { dateStyle: 'full' })}:`) })).toHaveAttribute('aria-current', 'date');
      await expect(page.getByText(new RegExp(`Times in ${SAO_PAULO} \\(your device: `))).toBeVisible();
      await page.getByLabel('Search clients').fill(visited);
      await page.getByRole('button', { name: new RegExp(visited) }).first().click();
      const dialog = page.getByRole('dialog', { name: new RegExp(visited) });
      // Its visit is the first still open from the business's today: today's 08:00 one, not done
      // yet, unless the server's today was a Sunday and the visit is the day before.
      const open = todayInSaoPaulo().getTime() === today.getTime() ? today : later;
      await expect(dialog).toContainText(new RegExp(`Visit${written(open, { dateStyle: 'full' })}, 08:00\\sAM`));
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Weekly visits on today's weekday at 11 PM, added from the add-client screen: the first is
      // tonight in São Paulo (the device's own today is already tomorrow), at 11 PM there.
      const added = `Semanal ${label}`;
      await page.goto('/business-add-client');
      await page.getByRole('button', { name: 'Choose a team' }).click();
      await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: /Equipe Centro/ }).click();
      await expect(page.getByText('Please wait while we load the team\'s agenda')).toBeHidden();
      await page.getByLabel('Name').fill(added);
      await page.getByLabel('Phone').fill(`119710000${String(device.length).padStart(2, '0')}`);
      await page.getByLabel('E-mail').fill(`semanal.${device.length}@example.com`);
      await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
      await page.getByLabel('Hours').selectOption({ label: '01 h' });
      await page.getByLabel('Weekday').selectOption({ label: written(today, { weekday: 'long' }) });
      await page.getByLabel('Hour', { exact: true }).selectOption({ label: '11' });
      await page.getByLabel('AM / PM').selectOption('PM');
      await page.getByText('Weekly', { exact: true }).click();
      await expect(page.getByText(new RegExp(`^\\d+ visits, from ${written(today, { day: 'numeric', month: 'short', year: 'numeric' })} to `))).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Register client' }).click();
      await expect.poll(async () => (await visitsOf(page, owner, added)).slice(0, 2)).toEqual([`${wireDate(today)} 11:00 PM`, `${wireDate(addDays(today, 7))} 11:00 PM`]);

      // The export: its README names the business's zone; the agenda has the visit at 08:00 in São Paulo.
      await page.goto('/business-export');
      await expect(page.getByText(`The files' dates and times are in ${SAO_PAULO}.`)).toBeVisible();
      const zip = unzipSync(new Uint8Array(await download(page, 'Download everything (.zip)')));
      expect(strFromU8(zip['README.txt']!)).toContain(`Times are in ${SAO_PAULO}:`);
      await page.getByLabel('Visits of').selectOption('client');
      await page.getByLabel('Client', { exact: true }).selectOption({ label: visited });
      const calendar = new ICAL.Component(ICAL.parse((await download(page, 'Download the agenda (.ics)')).toString('utf8')));
      expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(SAO_PAULO);
      const starts = calendar.getAllSubcomponents('vevent').map((event) => event.getFirstProperty('dtstart')!);
      expect(starts.map((start) => [start.getParameter('tzid'), String(start.getFirstValue())])).toContainEqual([SAO_PAULO, `${later.toISOString().slice(0, 10)}T08:00:00`]);
      expect(starts.every((start) => start.getParameter('tzid') === SAO_PAULO && String(start.getFirstValue()).endsWith('T08:00:00'))).toBe(true);

      // The road: its times are São Paulo's, which it says, and its day sheet is for São Paulo's today.
      await page.goto('/business-clients/road');
      await expect(page.getByText(/with visits pending today\./)).toBeVisible();
      await expect(page.getByText(new RegExp(`^Times in ${SAO_PAULO} \\(your device: `))).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('region', { name: 'Day sheet' }).getByRole('heading')).toHaveText(new RegExp(` · ${written(today, { day: 'numeric', month: 'short', year: 'numeric' })}$`));
    });
  });
}
