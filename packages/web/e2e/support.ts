// Helpers shared by the end-to-end specs: the test every spec uses (it fails on any
// Content-Security-Policy violation, and talks to its worker's own servers), the dev outbox,
// resets, sign-in and axe checks.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEV, DIRECT, OWN } from './servers';

export { expect };

/** The page function through which the init script below reports a violation to the test. */
const CSP_BINDING = '__fieldteamCspViolation';

/**
 * Playwright's test with every page's Content-Security-Policy violations recorded: the
 * `securitypolicyviolation` event of each page and frame, and Chromium's console lines about the
 * policy, which also name what the event does not report (a frame refused by its ancestors), and
 * about a Permissions-Policy header it cannot read. A test that saw any fails once it is over, so
 * every screen a spec opens is checked against the headers the build writes. A
 * test that provokes one on purpose names it in `expectedCspViolations`; `cspViolations` is what
 * was seen so far.
 *
 * Its pages open this worker's own preview of the app (`baseURL`), as API_URL is this worker's
 * own mock server (e2e/servers.ts).
 */
export const test = base.extend<{ expectedCspViolations: readonly RegExp[]; cspViolations: readonly string[] }>({
  baseURL: OWN.webUrl,
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ context, expectedCspViolations }, use) => {
      const seen: string[] = [];
      await context.exposeBinding(CSP_BINDING, ({ frame }, text: string) => void seen.push(`${frame.url()}: ${text}`));
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
          report?.(`${event.disposition} ${event.effectiveDirective}: ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`);
        });
      }, CSP_BINDING);
      context.on('console', (message) => {
        if (/Refused to|Content Security Policy|Permissions-Policy header/i.test(message.text())) seen.push(`console: ${message.text()}`);
      });
      await use(seen);
      const unexpected = seen.filter((text) => !expectedCspViolations.some((pattern) => pattern.test(text)));
      expect(unexpected, 'Content-Security-Policy violations on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

/** This worker's own mock server. */
export const API_URL = OWN.apiUrl;
/** The mock server that the real-API build calls, and that build. */
export const DIRECT_API_URL = DIRECT.apiUrl;
export const DIRECT_WEB_URL = DIRECT.webUrl;
/** The development server (`npm run dev`'s app) and its own mock server. */
export const DEV_API_URL = DEV.apiUrl;
export const DEV_WEB_URL = DEV.webUrl;
export const DEMO_OWNER = { email: 'owner@fieldteam.dev', password: 'Fieldteam#2026' } as const;
/** The demo leader, of Equipe Centro. */
export const DEMO_LEADER = { email: 'leader@fieldteam.dev', password: 'Fieldteam#2026' } as const;

/** Puts the demo data back on this worker's mock server (or on `api`). */
export async function resetDemoData(request: APIRequestContext, api: string = API_URL): Promise<void> {
  const response = await request.post(`${api}/__dev/reset`);
  expect(response.ok()).toBe(true);
}

/** The newest code e-mailed to `email`, waiting for it to arrive. */
export async function latestCode(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${API_URL}/__dev/outbox`, { params: { email } })).json()) as Array<{ code?: string; sentAt: string }>;
      const mail = mails.find((m) => m.code && (!after || m.sentAt > after));
      code = mail?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Registers through the API (fast) and returns the e-mail; the person then signs in and activates in the UI. */
export async function registerByApi(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await request.post(`${API_URL}/register`, {
    data: { name: 'Maria', surname: 'Silva', email, password: 'Secret#2026', docid: 52998224725, useterms: true },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** Signs a just-registered person in and activates the account with the e-mailed code. */
export async function signInAndActivate(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await signIn(page, email, 'Secret#2026');
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/active$/);
  await page.getByLabel('Activation code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/role$/, { timeout: 15_000 });
}

/** Types an address and picks the first suggestion whose text contains `pick`. */
export async function pickAddress(page: Page, label: string, typed: string, pick: string | RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: pick }).first().click();
  await expect(page.getByText('Address found on the map.')).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signIn(page: Page, email: string, password: string, options: { expectSuccess?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A successful sign-in leaves /login once the session is stored; wait for it so that the next
  // navigation does not race the session (a refused one stays, and its test checks the message).
  if (options.expectSuccess !== false) await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

/**
 * The demo leader's road, once it has settled on the leader's own teams: until then the list holds
 * every team's stops (the own teams are read after the day), so a stop picked earlier by
 * its place in the list may be another one by the time it is tapped.
 */
export async function openRoadAsLeader(page: Page): Promise<void> {
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-clients/road');
  await expect(page.getByText(/stops? today for /)).toBeVisible();
}

/** No serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The page fits the viewport's width (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export interface ApiSession {
  readonly email: string;
  readonly token: string;
  readonly userId: string;
  readonly ownerId: string;
}

/** Signs in through the API (for arranging data before the UI signs in). */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const response = await request.post(`${API_URL}/login`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as { user: { id: string; token: string; email: string; createdById?: string | null } };
  return { email: user.email, token: user.token, userId: user.id, ownerId: user.createdById || user.id };
}

/** A valid CNPJ (14 digits with both check digits) that no other test business uses. */
function uniqueBusinessId(): string {
  const digits = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  if (digits.slice(0, 8).every((d) => d === digits[0])) digits[7] = (digits[0]! + 1) % 10;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

export interface ApiOwner extends ApiSession {
  readonly password: string;
}

/**
 * A fresh owner, activated, with a business on the free plan and exactly 5 collaborators (the free
 * plan's limit, spec decision 4), made through the API only (fast). The demo business is on plus, so
 * the specs that need the free plan's refusal use this one.
 */
export async function freePlanOwnerWithFiveCollaborators(request: APIRequestContext): Promise<ApiOwner> {
  const password = 'Secret#2026';
  const email = await registerByApi(request, 'free.owner');
  const session = await apiSignIn(request, email, password);
  const auth = { email: session.email, token: session.token };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);

  await ok(await request.post(`${API_URL}/account/user/active-account`, { data: { ...auth, code: await latestCode(request, email) } }));
  const address = { location_description: 'Rua Augusta, 500 - Consolação, São Paulo - SP, Brasil', latitude: -23.5536, longitude: -46.6573 };
  await ok(
    await request.post(`${API_URL}/set-employer`, {
      data: {
        ...auth,
        business_nick: `livre.${Date.now().toString(36)}`,
        comercial_name: 'Livre Limpeza',
        business_hours: { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' }], closedDays: ['domingo'] },
        primaryemailbusiness: 'contato@livre.example.com',
        secondaryemailbusiness: 'financeiro@livre.example.com',
        business_id: uniqueBusinessId(),
        ...address,
        phone: '11912345678',
        activitys: ['Cleaning'],
        useterms: true,
      },
    }),
  );
  for (let n = 1; n <= 5; n += 1) {
    await ok(
      await request.post(`${API_URL}/company/cadastre/colaborator`, {
        data: {
          ...auth,
          name: 'Colaborador',
          surname: `Número ${n}`,
          phone: `1194444000${n}`,
          description: address.location_description,
          latitude: address.latitude,
          longitude: address.longitude,
          createdById: session.userId,
        },
      }),
    );
  }
  const listed = await request.get(`${API_URL}/company/colaborators/${encodeURIComponent(email)}/${session.token}/${session.userId}`);
  expect(((await listed.json()) as { colaborators: unknown[] }).colaborators).toHaveLength(5);
  return { ...session, ownerId: session.userId, password };
}

export async function teamIdByName(request: APIRequestContext, session: ApiSession, name: string): Promise<string> {
  const response = await request.get(`${API_URL}/company/team/get/${session.email}/${session.token}/${session.ownerId}`);
  const { teams } = (await response.json()) as { teams: Array<{ id: string; teamName?: string; name?: string }> };
  const team = teams.find((t) => (t.teamName ?? t.name) === name);
  expect(team, `team ${name}`).toBeTruthy();
  return team!.id;
}

export { nextWeekdays, todayInSaoPaulo, weeklyVisitCount } from './sao-paulo-dates';

/** A date as the API writes it: dd/mm/yyyy. */
export const wireDate = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Registers a client through the API with visits at `hour`:00 (AM unless told) on the given dates. */
export async function addClientByApi(
  request: APIRequestContext,
  session: ApiSession,
  client: {
    name: string;
    phone: string;
    teamId: string;
    dates: readonly Date[];
    hour: string;
    meridian?: 'AM' | 'PM';
    place?: { readonly description: string; readonly latitude: number; readonly longitude: number };
  },
): Promise<void> {
  const place = client.place ?? { description: 'Rua Augusta, 900, Consolação, São Paulo', latitude: -23.5536, longitude: -46.6573 };
  const response = await request.post(`${API_URL}/company/clients/cadastre`, {
    data: {
      email: session.email,
      token: session.token,
      name: client.name,
      phone: client.phone,
      birthday: '',
      clientEmail: `${client.phone}@example.com`,
      docId: '',
      description: place.description,
      latitude: place.latitude,
      longitude: place.longitude,
      serviceTime: '02:00',
      team: client.teamId,
      dates: client.dates.map((d) => ({ date: wireDate(d), hour: client.hour, minute: '00', meridian: client.meridian ?? 'AM' })),
      checked: 'weekly',
      createdById: session.ownerId,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An hour of the day (24-hour) as the API's 12-hour fields. */
const twelveHour = (hour: number) => ({ hour: String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'), meridian: hour < 12 ? 'AM' : 'PM' });

/** A client of `teamId` lasting `serviceTime` (HH:MM) with visits at these days and times (24-hour), through the API; its id. */
export async function clientWithVisitsByApi(
  request: APIRequestContext,
  session: ApiSession,
  teamId: string,
  name: string,
  visits: readonly { day: Date; hour: number; minute?: number }[],
  serviceTime = '00:30',
): Promise<string> {
  const response = await request.post(`${API_URL}/company/clients/cadastre`, {
    data: {
      email: session.email,
      token: session.token,
      name,
      phone: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      birthday: '',
      clientEmail: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
      docId: '',
      description: 'Rua Augusta, 900, Consolação, São Paulo',
      latitude: -23.5536,
      longitude: -46.6573,
      serviceTime,
      team: teamId,
      dates: visits.map(({ day, hour, minute = 0 }) => ({ date: wireDate(day), ...twelveHour(hour), minute: String(minute).padStart(2, '0') })),
      checked: 'weekly',
      createdById: session.ownerId,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = await request.get(`${API_URL}/company/clients/${session.email}/${session.token}/${session.ownerId}`);
  const { clients } = (await answer.json()) as { clients: Array<{ id: string; name: string }> };
  return clients.find((c) => c.name === name)!.id;
}
