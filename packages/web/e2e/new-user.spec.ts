// What a new user hit, end to end, one test per item (the plan within reach, errors that
// go once a field is fixed, the discount kept, a cancel that asks and leaves the road, the
// calendar's finish only for a visit in progress, a readable offline map, names in full on the
// calendar, one way of writing amounts, the compact pager, the layout, the length rules shown,
// the work report, and a client registered without visits). Data is arranged through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addClientByApi,
  API_URL,
  apiSignIn,
  DEMO_LEADER,
  DEMO_OWNER,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  nextWeekdays,
  openRoadAsLeader,
  pickAddress,
  registerByApi,
  resetDemoData,
  signIn,
  signInAndActivate,
  teamIdByName,
  test,
  todayInSaoPaulo,
} from './support';

test.use({ geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] });
test.beforeEach(async ({ request }) => resetDemoData(request));

async function signInOwner(page: Page): Promise<void> {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A client of Equipe Centro with visits on `dates` at `hour` (today's visits late, so never past). */
async function clientOfCentro(request: APIRequestContext, client: { name: string; phone: string; dates: readonly Date[]; hour?: string; meridian?: 'AM' | 'PM'; place?: { description: string; latitude: number; longitude: number } }) {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const teamId = await teamIdByName(request, owner, 'Equipe Centro');
  await addClientByApi(request, owner, { teamId, hour: client.hour ?? '11', meridian: 'PM', ...client });
  return owner;
}

/** The visits of a client as the calendar's data has them. */
async function visitsOf(request: APIRequestContext, name: string): Promise<Array<{ id: string; status: string }>> {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const response = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await response.json()) as { calendar: Array<{ clientInfo: { id: string; name: string }; schedule: Array<{ id: string; status: string }> }> };
  const record = calendar.find((r) => r.clientInfo.name === name);
  expect(record, name).toBeTruthy();
  return record!.schedule;
}

async function clientId(request: APIRequestContext, name: string): Promise<string> {
  const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const response = await request.get(`${API_URL}/company/calendar/data/${owner.email}/${owner.token}/${owner.ownerId}`);
  const { calendar } = (await response.json()) as { calendar: Array<{ clientInfo: { id: string; name: string } }> };
  return calendar.find((r) => r.clientInfo.name === name)!.clientInfo.id;
}

test('1. the owner reaches the plan from the side menu and the home page offers the dashboard; the plan held is not offered again', async ({ page }) => {
  await signInOwner(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Plan' }).click();
  await expect(page).toHaveURL(/\/account-plan$/);
  // The demo business is on plus, the biggest plan: it is said, with its limits, and nothing is sold again.
  await expect(page.getByText('Current plan: Plus')).toBeVisible();
  await expect(page.getByText('Up to 20 managers, leaders and collaborators each, with dynamic map navigation.')).toBeVisible();
  await expect(page.getByText(/You are on the biggest plan/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('2. a field’s error goes as soon as the field is fixed: add-client’s team and address, business set-up’s activity', async ({ page, request }) => {
  await signInOwner(page);
  await page.goto('/business-add-client');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The field's own error (a toast says it too, for a moment).
  const fieldError = (text: string) => page.locator('.ft-field__error', { hasText: text });
  const teamError = fieldError('Team not can be in blanc, select a team before continue');
  await expect(teamError).toBeVisible();
  await page.getByRole('button', { name: 'Choose a team' }).click();
  await expect(page.locator('.ft-toast', { hasText: 'Team not can be in blanc' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: /Equipe Centro/ }).click();
  await expect(teamError).toBeHidden();
  // The toast that said it goes too, at once (not 3 s later).
  await expect(page.getByText('Team not can be in blanc, select a team before continue')).toHaveCount(0, { timeout: 1_000 });
  const addressError = fieldError('Please fill in the address correctly.');
  await expect(addressError).toBeVisible();
  await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
  await expect(addressError).toBeHidden();

  // A new owner's business set-up: the activity's error goes when one is picked, the terms' stays.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const email = await registerByApi(request, 'errors');
  await signInAndActivate(page, request, email);
  await page.goto('/role-business');
  await page.getByRole('button', { name: 'Register my business' }).click();
  const activityError = fieldError('Choose your activity before continuing.');
  const termsError = fieldError('Accepting the terms of use is required to proceed');
  await expect(activityError).toBeVisible();
  await expect(termsError).toBeVisible();
  await page.getByText('Cleaning', { exact: true }).click();
  await expect(activityError).toBeHidden();
  await expect(termsError).toBeVisible();
  await page.getByLabel('I accept the terms of use').check();
  await expect(termsError).toBeHidden();
});

test('3. the discount set on the budget stays: the client page and the reports show the sum, the percent off and the discounted total', async ({ page, request }) => {
  await clientOfCentro(request, { name: 'Cliente Desconto', phone: '11900000031', dates: nextWeekdays(2, 1), hour: '10' });
  const id = await clientId(request, 'Cliente Desconto');
  await signInOwner(page);
  await page.goto(`/business-clients/dashboard/client/budget?id=${id}`);
  const service = page.getByLabel('Service', { exact: true });
  await service.selectOption({ index: 1 });
  const label = (await service.locator('option').nth(1).textContent())!;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('button', { name: 'Add discount' }).click();
  const price = Number(label.split('·')[1]!.replace(/[^\d.]/g, ''));
  const discounted = (Math.round(price * 90) / 100).toFixed(2);
  const off = (Math.round(price * 10) / 100).toFixed(2);
  await expect(page.locator('.ft-budget-total strong')).toContainText(discounted);
  await page.getByRole('button', { name: 'Save services' }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/client\?id=/, { timeout: 15_000 });

  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem').filter({ hasText: 'Discount 10%' })).toContainText(`−R$${off}`);
  await expect(services.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(discounted);

  await page.goto('/business-clients/dashboard/task-reports');
  await page.getByLabel('Search by name, e-mail or phone').fill('Cliente Desconto');
  await page.getByRole('button', { name: 'Details: Cliente Desconto' }).click();
  const details = page.getByRole('dialog', { name: 'Cliente Desconto' });
  await expect(details.getByText('Discount 10%')).toBeVisible();
  await expect(details.locator('.ft-reports-totals')).toContainText(discounted);
});

test('4. cancelling on the road asks first; keeping changes nothing, confirming cancels and goes to /business-clients', async ({ page }) => {
  await openRoadAsLeader(page);
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clients with pending visits' });
  const first = dialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Cancel visit' }) }).first();
  const name = (await first.locator('strong').first().textContent())!;
  // The card of that client, wherever the route's order puts it once the position is known.
  const card = dialog.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

  await card.getByRole('button', { name: 'Cancel visit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this visit?' });
  await expect(confirm).toContainText(`${name}'s visit will be cancelled. This cannot be undone.`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep the visit' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);

  await card.getByRole('button', { name: 'Cancel visit' }).click();
  await confirm.getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(page).toHaveURL(/\/business-clients$/, { timeout: 15_000 });
  await page.goto('/business-clients/road');
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('5. the calendar finishes only a visit in progress: a future visit says why, a started one is finished with its date and starter in the report', async ({ page, request }) => {
  await clientOfCentro(request, { name: 'Cliente Futuro', phone: '11900000032', dates: nextWeekdays(3, 1), hour: '10' });
  await clientOfCentro(request, { name: 'Cliente Iniciado', phone: '11900000033', dates: [todayInSaoPaulo()] });
  // The leader starts today's visit (Notify client).
  const leader = await apiSignIn(request, DEMO_LEADER.email, DEMO_LEADER.password);
  const [visit] = await visitsOf(request, 'Cliente Iniciado');
  const started = await request.get(
    `${API_URL}/company/client/service/notify/started/${leader.email}/${leader.token}/${await clientId(request, 'Cliente Iniciado')}/${leader.ownerId}/${leader.userId}/Lia-Santos/${visit!.id}`,
  );
  expect(started.ok(), await started.text()).toBe(true);

  await signInOwner(page);
  await page.goto('/business-clients/dashboard/calendar');
  await page.getByLabel('Search clients').fill('Cliente Futuro');
  await page.getByRole('button', { name: /Cliente Futuro/ }).click();
  const future = page.getByRole('dialog', { name: /Cliente Futuro/ });
  await expect(future.getByText(/This visit has not started yet/)).toBeVisible();
  await expect(future.getByRole('button', { name: 'Finish service' })).toHaveCount(0);
  await expect(future.getByLabel('Report')).toHaveCount(0);
  await future.getByRole('button', { name: 'Close' }).first().click();

  await page.getByLabel('Search clients').fill('Cliente Iniciado');
  await page.getByRole('button', { name: /Cliente Iniciado/ }).click();
  const inProgress = page.getByRole('dialog', { name: /Cliente Iniciado/ });
  await inProgress.getByLabel('Report').fill('Tudo limpo.');
  await inProgress.getByRole('button', { name: 'Finish service' }).click();
  await expect(inProgress.getByText('The service has been finished.')).toBeVisible();

  await page.goto('/business-clients/dashboard/task-reports');
  await page.getByLabel('Search by name, e-mail or phone').fill('Cliente Iniciado');
  await page.getByRole('button', { name: 'Details: Cliente Iniciado' }).click();
  const report = page.getByRole('dialog', { name: 'Cliente Iniciado' }).getByRole('listitem').filter({ hasText: 'Tudo limpo.' });
  await expect(report).toContainText('Lia Santos');
  const today = todayInSaoPaulo();
  await expect(report).toContainText(`Visit of`);
  await expect(report).toContainText(String(today.getUTCFullYear()));
});

test('6. the offline road map is readable: numbered stops, route, scale and north; addresses placed at city level are said and spread', async ({ page, request }) => {
  // Two addresses the offline map could only place at São Paulo's centre.
  const centre = { latitude: -23.5505, longitude: -46.6333 };
  await clientOfCentro(request, { name: 'Cliente Centro Um', phone: '11900000034', dates: [todayInSaoPaulo()], place: { description: 'Rua Desconhecida, 10, São Paulo', ...centre } });
  await clientOfCentro(request, { name: 'Cliente Centro Dois', phone: '11900000035', dates: [todayInSaoPaulo()], place: { description: 'Travessa Sem Nome, 20, São Paulo', ...centre } });
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients/road');
  const map = page.getByRole('region', { name: 'Route map' }).locator('svg[role="img"]');
  await expect(map).toHaveAttribute('aria-label', /\d+ stops, [\d.]+ km/);
  const stops = map.locator('[data-marker="stop"]');
  const count = await stops.count();
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(map.locator('[data-marker="position"]')).toHaveCount(1);
  await expect(map.locator('polyline')).toHaveCount(1);
  await expect(map.locator('[data-scale]')).toHaveAttribute('data-scale', /^(1|2|5)0*\s(m|km)$/);
  await expect(map.locator('[data-north]')).toHaveCount(1);
  await expect(map.locator('[data-total-distance]')).toBeInViewport();
  await expect(page.getByText('2 addresses could only be placed at city level', { exact: false })).toBeVisible();
  // The two rough stops are drawn apart, not on top of each other.
  const rough = map.locator('[data-approximate] circle');
  await expect(rough).toHaveCount(2);
  const [a, b] = [await rough.nth(0).boundingBox(), await rough.nth(1).boundingBox()];
  expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').filter({ hasText: 'placed at city level' })).toHaveCount(2);
});

test('7. the calendar grid shows each client’s name in full, on a phone too', async ({ page, request }) => {
  const longName = 'Maria Aparecida Conceição dos Santos';
  const date = todayInSaoPaulo();
  // Early in the day: on a phone the list of busy days shows each day's first visits.
  await clientOfCentro(request, { name: longName, phone: '11900000036', dates: [date], hour: '06', meridian: 'AM' });
  await signInOwner(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/business-clients/dashboard/calendar');
    // on a wide screen in the day's dialog (a cell shows its first three visits), on a phone in the list of busy days
    if (width > 640) await page.locator('td[aria-current="date"]').click();
    const entry = (width > 640 ? page.getByRole('dialog') : page.getByRole('region', { name: 'Days with tasks' })).locator('.ft-cal-task__client', { hasText: longName }).first();
    await expect(entry).toBeVisible();
    await expect(entry).toHaveText(longName);
    // Wrapped, never cut: the text fits its box.
    const cut = await entry.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, `cut at ${width} px`).toBe(false);
  }
});

test('8. amounts are written in the language’s format, with the currency of the business’s place (reais: it is in São Paulo)', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/business-services');
  const english = (await page.getByRole('table').getByRole('cell').filter({ hasText: /^R\$\d[\d,]*\.\d{2}$/ }).first().textContent())!;
  await page.goto('/business-clients/road');
  // The business is in São Paulo: its services are in reais, whatever the language.
  await expect(page.getByRole('list', { name: 'Visiting order' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Services', exact: true }).click();
  const road = page.getByRole('dialog', { name: 'Clients with pending visits' });
  for (const info of await road.getByRole('button', { name: 'Info' }).all()) await info.click();
  await expect(road.getByText(/: R\$\d[\d,]*\.\d{2}$/).first()).toBeVisible();
  await road.getByRole('button', { name: 'Close' }).last().click();

  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByLabel('Idioma')).toBeVisible();
  await page.goto('/business-services');
  const cell = page.getByRole('table').getByRole('cell').filter({ hasText: /^R\$\u00a0\d[\d.]*,\d{2}$/ }).first();
  await expect(cell).toBeVisible();
  expect((await cell.textContent())!.replace(/[^\d,]/g, '').replace(',', '.')).toBe(english.replace(/[^\d.]/g, ''));
  await page.goto('/business-clients/road');
  await expect(page.getByRole('list', { name: 'Ordem de visita' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Serviços', exact: true }).click();
  const rota = page.getByRole('dialog', { name: 'Clientes com visitas pendentes' });
  for (const info of await rota.getByRole('button', { name: 'Informações' }).all()) await info.click();
  await expect(rota.getByText(/: R\$\u00a0\d[\d.]*,\d{2}$/).first()).toBeVisible();
});

test('9. a weekly schedule pages compactly: first, previous, five pages, next, last and "page N of M"', async ({ page, request }) => {
  await clientOfCentro(request, { name: 'Cliente Semanal', phone: '11900000037', dates: nextWeekdays(4, 52), hour: '10' });
  const id = await clientId(request, 'Cliente Semanal');
  await signInOwner(page);
  await page.goto(`/business-clients/dashboard/client?id=${id}`);
  const pager = page.getByRole('navigation', { name: 'Pages' }).first();
  await expect(pager.getByText('Page 1 of 11')).toBeVisible();
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(pager.getByText('Page 11 of 11')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(pager.getByText('Page 1 of 11')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
});

test('10. the side menu runs the whole page’s height and the dashboard cards carry distinct icons', async ({ page }) => {
  await signInOwner(page);
  const icons = page.locator('.ft-link-card__icon svg');
  const count = await icons.count();
  expect(count).toBeGreaterThanOrEqual(6);
  const shapes = await icons.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  expect(new Set(shapes).size).toBe(count);

  await page.goto('/business-clients');
  await expect(page.getByRole('table')).toBeVisible();
  // The column (its white background and its border) is painted by the page's body, down to the footer.
  const layout = await page.evaluate(() => {
    const body = document.querySelector('.ft-shell__body')!;
    const menu = document.querySelector('#ft-sidemenu')!;
    const footer = document.querySelector('footer');
    return {
      pageTaller: document.documentElement.scrollHeight > window.innerHeight,
      background: getComputedStyle(body).backgroundImage,
      bodyBottom: body.getBoundingClientRect().bottom,
      footerTop: footer ? footer.getBoundingClientRect().top : document.documentElement.scrollHeight,
      menuWidth: menu.getBoundingClientRect().width,
    };
  });
  expect(layout.pageTaller).toBe(true);
  expect(layout.background).toMatch(/linear-gradient/);
  expect(layout.bodyBottom).toBeGreaterThanOrEqual(layout.footerTop - 1);
  expect(layout.menuWidth).toBeGreaterThan(0);
});

test('11. a field with a length rule says it beside the field, and a short name gets the catalogue’s message', async ({ page }) => {
  await page.goto('/create-account');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveAccessibleDescription('At least 4 characters (letters, digits and spaces), 50 at most.');
  await expect(page.getByLabel('Document (CPF)')).toHaveAccessibleDescription(/digits/);
  await name.fill('Ana');
  await page.getByLabel('Surname').fill('Silva');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please fill in the first name correctly.')).toBeVisible();
  // The rule stays beside the field with the refusal.
  await expect(name).toHaveAccessibleDescription(/Please fill in the first name correctly\..*At least 4 characters/);

  // Staff names follow the 3-character rule, and say so.
  await signInOwner(page);
  await page.goto('/business-colaborator');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('3 to 50 characters.');

  await page.getByLabel('Language').selectOption('fr');
  // Choosing a language reloads the page: wait for it before going elsewhere.
  await expect(page.getByLabel('Langue')).toBeVisible();
  await page.goto('/business-add-client');
  await expect(page.getByText(/Au moins 4 caractères/).first()).toBeVisible();
});

test('12. the work report: charts with their tables, a range, a CSV of the rows, its chart library loaded on that route only', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(r.url()));
  await signInOwner(page);
  await page.goto('/business-clients/dashboard/task-reports');
  await expect(page.getByRole('table')).toBeVisible();
  expect(chunks.some((url) => /WorkReportScreen/.test(url))).toBe(false);

  await page.getByRole('link', { name: 'Charts and CSV export' }).click();
  await expect(page).toHaveURL(/\/business-clients\/dashboard\/work-report$/);
  expect(chunks.some((url) => /WorkReportScreen/.test(url))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Work report', level: 1 })).toBeVisible();
  for (const title of ['Hours worked per collaborator', 'Visits finished and cancelled', 'Average visit length']) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('img', { name: new RegExp(title) }).locator('canvas')).toHaveCount(1);
    await expect(section.getByRole('region', { name: `${title}: figures` }).getByRole('table')).toBeVisible();
  }
  // The demo business finished visits last month: the totals say so.
  const finished = Number((await page.getByText('Visits finished').locator('xpath=following-sibling::dd').textContent())!.replace(/\D/g, ''));
  expect(finished).toBeGreaterThan(0);
  await expectAccessible(page);

  await page.getByLabel('Hours per').selectOption({ label: 'Client' });
  await expect(page.getByRole('heading', { name: 'Hours worked per client' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^work-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8'));
  const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Date,Client,Collaborator,Started,Finished,Hours,Observation');
  const rowsShown = Number((await page.getByRole('navigation', { name: 'Pages' }).getByText(/Page 1 of \d+/).textContent())!.match(/of (\d+)/)![1]);
  expect(lines.length - 1).toBeGreaterThan((rowsShown - 1) * 10);
  expect(lines.length - 1).toBeLessThanOrEqual(rowsShown * 10);

  // A range that ends before it starts is refused with a reason and nothing exported.
  await page.getByLabel('From', { exact: true }).fill('2026-12-31');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Last 3 months' }).click();
  await expectNoHorizontalScroll(page);
  // On a phone each filter takes the card's width: two side by side cut off the date's last digit and "Collaborator".
  for (const label of ['From', 'To', 'Show by', 'Hours per']) expect((await page.getByLabel(label, { exact: true }).boundingBox())!.width, label).toBeGreaterThan(250);
});

test('13. a new client is registered without visits, from the form', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/business-add-client');
  await page.getByRole('button', { name: 'Choose a team' }).click();
  await page.getByRole('dialog', { name: 'Choose a team' }).getByRole('button', { name: /Equipe Centro/ }).click();
  await page.getByLabel('Name').fill('Cliente Sem Visitas');
  await page.getByLabel('Phone').fill('11900000038');
  await page.getByLabel('E-mail').fill('sem.visitas@example.com');
  await pickAddress(page, 'Address', 'Rua Augusta, 500, São Paulo', /São Paulo/);
  // No visit planned: nothing to check against the team's agenda, the first button registers.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/business-clients$/, { timeout: 15_000 });
  await page.getByLabel('Search by name, address, document, e-mail, phone or birthday').fill('11900000038');
  await page.getByRole('link', { name: 'Details: Cliente Sem Visitas' }).click();
  await expect(page.getByRole('heading', { name: 'Cliente Sem Visitas' })).toBeVisible();
});
