// Late and running over, as the owner sees it (late-and-over.md): a business of its own whose
// visit is booked at 09:00 today is not late at 09:10 and is at 09:11 (the default 10-minute
// margin), on the live board and in one browser notification, not repeated; a visit started on
// the server and on site past its client's two hours and the margin is running over. "Now" is
// Playwright's clock; the day is set up through the API. The notifications permission is granted
// to the browser, and window.Notification is watched to see what the page shows.
import type { APIRequestContext, Page } from '@playwright/test';
import { addClientByApi, API_URL, expect, freePlanOwnerWithFiveCollaborators, signIn, teamIdByName, test, todayInSaoPaulo, uniqueEmail, type ApiOwner } from './support';

test.use({ permissions: ['notifications'] });

/** A business of its own with a team led by Lia Santos. */
async function businessWithTeam(request: APIRequestContext): Promise<{ owner: ApiOwner; teamId: string }> {
  const owner = await freePlanOwnerWithFiveCollaborators(request);
  const auth = { email: owner.email, token: owner.token };
  const leader = await request.post(`${API_URL}/company/cadastre/leader`, {
    data: { ...auth, name: 'Lia', surname: 'Santos', manageremail: uniqueEmail('late.leader'), password: 'Secret#2026', createdById: owner.ownerId },
  });
  expect(leader.ok(), await leader.text()).toBe(true);
  const leaders = await request.get(`${API_URL}/company/leaders/${encodeURIComponent(owner.email)}/${owner.token}/${owner.ownerId}`);
  const [lia] = ((await leaders.json()) as { leaders: Array<{ id: string }> }).leaders;
  const team = await request.post(`${API_URL}/company/team/create`, { data: { ...auth, createdById: owner.ownerId, teamName: 'Equipe Hora', selectedEmployer: { id: lia!.id, name: 'Lia Santos' } } });
  expect(team.ok(), await team.text()).toBe(true);
  return { owner, teamId: await teamIdByName(request, owner, 'Equipe Hora') };
}

/** Every notification the page makes, kept where the test reads it (made before the real one, which may refuse). */
async function watchNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const made: { title: string; body?: string; tag?: string }[] = [];
    (window as unknown as { __notifications: typeof made }).__notifications = made;
    class Watched extends Real {
      constructor(title: string, options?: NotificationOptions) {
        made.push({ title, body: options?.body, tag: options?.tag });
        super(title, options);
      }
    }
    Object.defineProperty(Watched, 'permission', { get: () => Real.permission });
    Object.defineProperty(Watched, 'requestPermission', { value: (...args: Parameters<typeof Real.requestPermission>) => Real.requestPermission(...args) });
    window.Notification = Watched;
  });
}

const notifications = (page: Page) => page.evaluate(() => (window as unknown as { __notifications: { title: string; body?: string; tag?: string }[] }).__notifications);

/** hh:mm on a São Paulo day (UTC-3). */
const saoPaulo = (day: Date, hour: number, minute: number) => new Date(day.getTime() + (hour * 60 + minute + 180) * 60_000);

async function openBoard(page: Page, owner: ApiOwner): Promise<void> {
  await signIn(page, owner.email, owner.password);
  await page.goto('/business-clients/dashboard/today');
  await expect(page.getByRole('heading', { level: 1, name: "Today's board" })).toBeVisible();
}

const marks = (page: Page) => page.getByTestId('board-mark');

test('a visit booked at 09:00 is not late at 09:10 and is at 09:11: on the board and in one notification, not repeated', async ({ page, request }) => {
  const { owner, teamId } = await businessWithTeam(request);
  await addClientByApi(request, owner, { name: 'Ana Perto', phone: '11955550003', teamId, dates: [todayInSaoPaulo()], hour: '09' });
  await watchNotifications(page);
  await page.clock.install({ time: saoPaulo(todayInSaoPaulo(), 9, 5) });
  await openBoard(page, owner);

  await expect(page.getByText(/^Notifications are on/)).toBeVisible();
  await expect(page.getByText('No visit is late or running over.')).toBeVisible();
  await expect(page.getByTestId('board-total-pending')).toHaveText('1');

  // 09:10: exactly the margin past its time, on time still. The board refreshes each minute.
  await page.clock.fastForward('05:00');
  await expect(page.getByRole('cell', { name: '09:00 AM, Ana Perto', exact: true })).toBeVisible();
  await expect(page.getByTestId('board-total-late')).toHaveText('0');

  // 09:11: late.
  await page.clock.fastForward('01:00');
  await expect(marks(page)).toHaveCount(1);
  await expect(marks(page)).toContainText('Ana Perto · Equipe Hora');
  await expect(marks(page)).toContainText('Booked 09:00 AM · not started, 11 min past its time');
  await expect(page.getByTestId('board-total-late')).toHaveText('1');
  await expect.poll(() => notifications(page)).toEqual([{ title: 'Late: Ana Perto', body: 'Equipe Hora · Booked 09:00 AM · not started, 11 min past its time', tag: expect.stringMatching(/^fieldteam-late:/) }]);

  // Still late at 09:13: the board says so, the browser is not told again.
  await page.clock.fastForward('02:00');
  await expect(marks(page)).toContainText('13 min past its time');
  expect(await notifications(page)).toHaveLength(1);
});

test("a visit under way past its client's two hours and the margin is running over", async ({ page, request }) => {
  const { owner, teamId } = await businessWithTeam(request);
  // The server stamps the start with its own time: "now" on the page is two hours and eleven
  // minutes later (a few more when that falls on São Paulo's last minutes of a day, so that the
  // page's today stays the booked day while the test runs).
  const startedAt = Date.now();
  const spDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
  let later = new Date(startedAt + (120 + 11) * 60_000);
  if (spDate(later) !== spDate(new Date(later.getTime() + 2 * 60_000))) later = new Date(later.getTime() + 3 * 60_000);
  const [year, month, date] = spDate(later).split('-').map(Number);
  // Booked at midnight of that day, so that the page's today holds it whatever the hour now.
  await addClientByApi(request, owner, { name: 'Bia Lima', phone: '11955550004', teamId, dates: [new Date(Date.UTC(year!, month! - 1, date!))], hour: '12', meridian: 'AM' });
  const calendar = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const [entry] = ((await calendar.json()) as { calendar: Array<{ clientInfo: { id: string }; schedule: Array<{ id: string }> }> }).calendar;
  const started = await request.get(`${API_URL}/company/client/service/notify/started/${encodeURIComponent(owner.email)}/${owner.token}/${entry!.clientInfo.id}/${owner.ownerId}/${owner.userId}/Maria-Silva/${entry!.schedule[0]!.id}`);
  expect(started.ok(), await started.text()).toBe(true);

  await page.clock.install({ time: later });
  await openBoard(page, owner);
  await expect(page.getByTestId('board-total-inProgress')).toHaveText('1');
  await expect(marks(page)).toContainText('Running overBia Lima · Equipe Hora');
  await expect(marks(page)).toContainText(/takes 2 hr · 1[1-5] min over/);
  await expect(page.getByTestId('board-total-over')).toHaveText('1');
});
