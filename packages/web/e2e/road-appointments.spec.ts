// The road keeps the booked times, as a crew uses it (plan-the-road.md): a business of its own,
// whose day's nearest client is booked last and farthest first, is visited in the order that keeps
// every time; a stop pinned next and another moved by hand (with the keys) stay so across a reload
// and until the crew gives the order back to the app. "Now" is 07:30 in São Paulo today, on
// Playwright's clock; the day is set up through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import { addClientByApi, API_URL, expect, freePlanOwnerWithFiveCollaborators, signIn, teamIdByName, test, todayInSaoPaulo, uniqueEmail, type ApiOwner } from './support';

// The crew starts on Avenida Paulista.
test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });

const PLACES = {
  // Under a kilometre away, booked last.
  near: { description: 'Rua Augusta, 900 - Consolação, São Paulo - SP', latitude: -23.5536, longitude: -46.6573 },
  // About 4 km west.
  middle: { description: 'Rua Aspicuelta, 200 - Vila Madalena, São Paulo - SP', latitude: -23.5534, longitude: -46.6917 },
  // About 8.5 km east, booked first.
  far: { description: 'Rua Itapura, 1000 - Tatuapé, São Paulo - SP', latitude: -23.5403, longitude: -46.5763 },
} as const;

/** A business of its own with a team and three clients booked today (two hours each): far at 09:00, middle at 12:00, near at 15:00. */
async function bookedDay(request: APIRequestContext): Promise<ApiOwner> {
  const owner = await freePlanOwnerWithFiveCollaborators(request);
  const auth = { email: owner.email, token: owner.token };
  const leader = await request.post(`${API_URL}/company/cadastre/leader`, {
    data: { ...auth, name: 'Lia', surname: 'Santos', manageremail: uniqueEmail('road.leader'), password: 'Secret#2026', createdById: owner.ownerId },
  });
  expect(leader.ok(), await leader.text()).toBe(true);
  const leaders = await request.get(`${API_URL}/company/leaders/${encodeURIComponent(owner.email)}/${owner.token}/${owner.ownerId}`);
  const [lia] = ((await leaders.json()) as { leaders: Array<{ id: string }> }).leaders;
  const team = await request.post(`${API_URL}/company/team/create`, { data: { ...auth, createdById: owner.ownerId, teamName: 'Equipe Rota', selectedEmployer: { id: lia!.id, name: 'Lia Santos' } } });
  expect(team.ok(), await team.text()).toBe(true);
  const teamId = await teamIdByName(request, owner, 'Equipe Rota');
  const today = [todayInSaoPaulo()];
  await addClientByApi(request, owner, { name: 'Bruno Longe', phone: '11955550001', teamId, dates: today, hour: '09', place: PLACES.far });
  await addClientByApi(request, owner, { name: 'Carla Meio', phone: '11955550002', teamId, dates: today, hour: '12', meridian: 'PM', place: PLACES.middle });
  await addClientByApi(request, owner, { name: 'Ana Perto', phone: '11955550003', teamId, dates: today, hour: '03', meridian: 'PM', place: PLACES.near });
  return owner;
}

/** 07:30 today in São Paulo (UTC-3). */
const morning = () => new Date(todayInSaoPaulo().getTime() + (7 * 60 + 30 + 180) * 60_000);

async function openRoad(page: Page, owner: ApiOwner): Promise<void> {
  await page.clock.install({ time: morning() });
  await signIn(page, owner.email, owner.password);
  await page.goto('/business-clients/road');
}

const stops = (page: Page) => page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem');
const names = (page: Page) => stops(page).locator('.ft-road__stop-name');
const stop = (page: Page, name: string) => stops(page).filter({ hasText: name });
const toolbar = (page: Page, name: string) => page.getByRole('toolbar', { name: `Order of ${name}` });
/** The route's line once it is planned from the position (not from the first stop while it waits for one). */
const plannedLine = (page: Page) => page.getByText(/^Route: (?:(?!waiting for your position).)*$/);

test('the farthest client, booked first, is visited first and the nearest, booked last, last: every booked time kept', async ({ page, request }) => {
  const owner = await bookedDay(request);
  await openRoad(page, owner);
  await expect(plannedLine(page)).toContainText('every booked time kept');
  await expect(names(page)).toHaveText(['Bruno Longe', 'Carla Meio', 'Ana Perto']);
  // 8.5 km at 30 km/h: about 17 minutes. At 07:30 the crew is told to set off at about 08:43 for
  // the 09:00 visit, and to expect to be there at 09:00, not to arrive at 07:47 and wait.
  await expect(page.getByText(/^Leave by 0?8:4\d AM to be there at 0?9:00 AM\.$/)).toBeVisible();
  await expect(stop(page, 'Bruno Longe')).toContainText(/Booked 0?9:00 AM · expected 0?9:00 AM/);
  await expect(stop(page, 'Ana Perto')).toContainText(/Booked 0?3:00 PM/);
  await expect(page.getByText(/^Late by/)).toHaveCount(0);
  // The stop's card says the same.
  await stop(page, 'Bruno Longe').locator('.ft-road__stop').click();
  await expect(page.getByRole('dialog', { name: 'Bruno Longe' })).toContainText(/Booked 0?9:00 AM · expected 0?9:00 AM/);
});

test('the stops are listed once they are in visiting order, not as they came first: the screen says the order is being worked out', async ({ page, request }) => {
  const owner = await bookedDay(request);
  // The planning worker's code held back: the day is known, its order not yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/stop-ordering\.worker/, async (route) => {
    await held;
    await route.continue();
  });
  await openRoad(page, owner);
  await expect(page.getByRole('status').filter({ hasText: 'Working out the visiting order…' })).toBeVisible();
  await expect(page.getByText('3 clients with visits pending today.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visiting order' })).toHaveCount(0);
  release();
  await expect(names(page)).toHaveText(['Bruno Longe', 'Carla Meio', 'Ana Perto']);
  await expect(page.getByText('Working out the visiting order…')).toHaveCount(0);
});

test('the crew pins a stop next and moves another with the keys; the order survives a reload until given back to the app', async ({ page, request }) => {
  const owner = await bookedDay(request);
  await openRoad(page, owner);
  await expect(names(page)).toHaveText(['Bruno Longe', 'Carla Meio', 'Ana Perto']);
  await expect(plannedLine(page)).toBeVisible();

  // Ana first: she is there at once, waits for 15:00, and the others are reached late, which the screen says.
  await toolbar(page, 'Ana Perto').getByRole('button', { name: 'Visit next' }).click();
  await expect(names(page)).toHaveText(['Ana Perto', 'Carla Meio', 'Bruno Longe']);
  await expect(stop(page, 'Ana Perto')).toContainText('Pinned');
  await expect(stop(page, 'Bruno Longe')).toContainText(/Late by \d+ hr/);
  await expect(plannedLine(page)).toContainText(/2 stops late/);

  // Bruno one place up, from the keyboard: the focus stays on the button pressed.
  const up = toolbar(page, 'Bruno Longe').getByRole('button', { name: 'Move up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Ana Perto', 'Bruno Longe', 'Carla Meio']);
  await expect(up).toBeFocused();
  // The arrow keys walk the stop's order buttons.
  await page.keyboard.press('ArrowRight');
  await expect(toolbar(page, 'Bruno Longe').getByRole('button', { name: 'Move down' })).toBeFocused();

  await page.reload();
  await expect(plannedLine(page)).toBeVisible();
  await expect(names(page)).toHaveText(['Ana Perto', 'Bruno Longe', 'Carla Meio']);
  await expect(page.getByText(/Your order is kept on this device for today \(3 stops pinned\)/)).toBeVisible();

  await page.getByRole('button', { name: 'Let the app order every stop' }).click();
  await expect(names(page)).toHaveText(['Bruno Longe', 'Carla Meio', 'Ana Perto']);
  await expect(page.getByText('Pinned', { exact: true })).toHaveCount(0);
});
