// Bring a business in from spreadsheets and take it out again. Real files from
// e2e/fixtures (a Latin-1 ";" file as older Brazilian Excel writes it, a UTF-8 file with a BOM and
// quoted line breaks, a file with duplicates and bad rows, Excel's "Unicode Text" and an Excel
// workbook, both written by fixtures/make-excel-fixtures.ts), the demo business reset through the
// API; the checks of what reached the server read it through the API too.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { workbook } from '../src/testing/excel-files.ts';
import {
  API_URL,
  apiSignIn,
  DEMO_LEADER,
  DEMO_OWNER,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  freePlanOwnerWithFiveCollaborators,
  resetDemoData,
  signIn,
  test,
  type ApiSession,
} from './support';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const DEMO_MANAGER = { email: 'manager@fieldteam.dev', password: DEMO_OWNER.password } as const;
const FILE_INPUT = 'Spreadsheet file (.csv, .txt or .xlsx)';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The e-mails of clientes-excel-latin1.csv (the demo business already has other clients with like names). */
const LATIN1_EMAILS = ['antonio.brandao', 'conceicao.araujo', 'joao.goncalves', 'lucia.pecanha', 'marcia.assuncao', 'sergio.ribeiro'].map((n) => `${n}@exemplo.com.br`);

interface WireClient {
  id: string;
  name: string;
  phone: string;
  email: string;
  description?: string;
  docId?: string | null;
  birthday?: string | null;
}

async function clientsOf(request: Parameters<typeof apiSignIn>[0], session: ApiSession): Promise<WireClient[]> {
  const response = await request.get(`${API_URL}/company/clients/${encodeURIComponent(session.email)}/${session.token}/${session.ownerId}`);
  return ((await response.json()) as { clients: WireClient[] }).clients;
}

async function openImport(page: Parameters<typeof signIn>[0], path: string, file: string) {
  await page.goto(path);
  await page.getByLabel(FILE_INPUT).setInputFiles(fixture(file));
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetDemoData(request);
});

test('a Latin-1 file from Brazilian Excel: columns matched in Portuguese, checked, imported with its accents and visits', async ({ page, request }) => {
  await signIn(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await page.goto('/business-clients');
  await page.getByRole('link', { name: /Import from a spreadsheet/ }).click();
  await expect(page).toHaveURL(/\/business-clients\/import$/);
  await page.getByLabel(FILE_INPUT).setInputFiles(fixture('clientes-excel-latin1.csv'));
  await expect(page.getByText('clientes-excel-latin1.csv: 6 rows.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Column “Endereço”')).toHaveValue('address');
  await expect(page.getByLabel('Column “Primeira visita”')).toHaveValue('firstVisit');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('6 to import, 0 to fix, 0 duplicates.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Conceição Araújo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import 6 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByText('6 of 6 sent, 0 refused (100%).')).toBeVisible();

  const session = await apiSignIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const imported = (await clientsOf(request, session)).filter((c) => LATIN1_EMAILS.includes(c.email));
  expect(imported.map((c) => c.name).sort()).toEqual(['Antônio Brandão', 'Conceição Araújo', 'João Gonçalves', 'Lúcia Peçanha', 'Márcia Assunção', 'Sérgio Ribeiro']);
  const conceicao = imported.find((c) => c.name === 'Conceição Araújo')!;
  expect(conceicao).toMatchObject({ phone: '11981234501', docId: '12345678909', description: 'Rua Harmonia, 120 - Vila Madalena, São Paulo - SP' });
  const joao = imported.find((c) => c.name === 'João Gonçalves')!;
  const todos = (await (await request.get(`${API_URL}/company/clients/client/todos/${encodeURIComponent(session.email)}/${session.token}/${joao.id}`)).json()) as { calendar: { schedule: { hour: string; minute: string; meridian: string }[]; period: string } };
  expect(todos.calendar.period).toBe('weekly');
  expect(todos.calendar.schedule.length).toBeGreaterThanOrEqual(50);
  expect(todos.calendar.schedule[0]).toMatchObject({ hour: '08', minute: '30', meridian: 'PM' });
});

test('duplicates and bad rows: reasons in the person’s language, duplicates to update, the refused rows downloaded', async ({ page, request }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await openImport(page, '/business-clients/import', 'clientes-duplicados-e-erros.csv');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('2 to import, 5 to fix, 2 duplicates.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'To fix (5)' }).click();
  const reasons = page.getByRole('table');
  await expect(reasons.getByText('Please check the provided email and try again.')).toBeVisible();
  await expect(reasons.getByText('Please fill in the first name correctly.')).toBeVisible();
  await expect(reasons.getByText('There is no team named “Equipe Sul”.')).toBeVisible();
  await expect(reasons.getByText('Please fill in the birthday correctly.')).toBeVisible();
  await expect(reasons.getByText('Please fill in the phone correctly.')).toBeVisible();

  await page.getByRole('button', { name: 'Duplicates (2)' }).click();
  await expect(page.getByText('Mariana Oliveira, already registered (same e-mail)')).toBeVisible();
  await expect(page.getByText('line 3 of this file (same phone)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Update it with this row' }).check();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the refused rows (5)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('clientes-duplicados-e-erros-refused.csv');
  // Written as the person's file was: UTF-8 (with the mark spreadsheets look for), ';' between cells.
  const lines = readFileSync((await file.path())!, 'utf8').replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('Nome;Telefone;E-mail;Endereço;Nascimento;Equipe;Reason');
  expect(lines[1]).toContain('Rafael Moura');
  expect(lines[1]).toContain('E-mail: Please check the provided email and try again.');
  expect(lines.filter((l) => l.trim() !== '')).toHaveLength(6);

  const session = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const clients = await clientsOf(request, session);
  expect(clients.filter((c) => c.email === 'mariana.oliveira@exemplo.com.br')).toHaveLength(1);
  expect(clients.find((c) => c.email === 'mariana.oliveira@exemplo.com.br')!.phone).toBe('11960000000');
  expect(clients.filter((c) => ['paula.teixeira@exemplo.com.br', 'yara.duarte@exemplo.com.br'].includes(c.email))).toHaveLength(2);
  expect(clients.some((c) => c.email === 'paula.t@exemplo.com.br')).toBe(false);
});

test('a UTF-8 file with a BOM and quoted line breaks: an address on two lines is one line, a name on two is to fix', async ({ page, request }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await openImport(page, '/business-clients/import', 'clients-utf8-bom.csv');
  await expect(page.getByLabel('Column “notes”')).toHaveValue('__none');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('2 to import, 1 to fix, 0 duplicates.')).toBeVisible();
  await page.getByRole('button', { name: 'To fix (1)' }).click();
  await expect(page.getByRole('table').getByText(/line breaks, tabs and other control characters are not allowed/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  const session = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const clients = await clientsOf(request, session);
  expect(clients.some((c) => c.email === 'caio.martins@example.com')).toBe(false);
  const beatriz = clients.find((c) => c.email === 'beatriz.nogueira@example.com')!;
  expect(beatriz.name).toBe('Beatriz Nogueira');
  expect(beatriz.description).toMatch(/^Rua Oscar Freire, 900, Jardins/);
  expect(beatriz.description).not.toMatch(/[\r\n]/);
});

test('Excel’s “Unicode Text” (UTF-16, tabs): read with its accents, its refused rows written back as the same kind of file', async ({ page, request }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await openImport(page, '/business-clients/import', 'clientes-excel-unicode.txt');
  await expect(page.getByText('clientes-excel-unicode.txt: 3 rows.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Column “Endereço”')).toHaveValue('address');
  await expect(page.getByLabel('Column “Equipe”')).toHaveValue('team');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('2 to import, 1 to fix, 0 duplicates.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Heloísa Brandão/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByText('Not sent, to fix in the file: 1.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the refused rows (1)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('clientes-excel-unicode-refused.txt');
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
  const lines = new TextDecoder('utf-16le').decode(bytes).split('\r\n');
  expect(lines[0]).toBe('Nome\tTelefone\tE-mail\tEndereço\tEquipe\tReason');
  // The address is quoted: a spreadsheet opening the file with commas or semicolons must not split it either.
  expect(lines[1]).toMatch(/^Jô\t\(11\) 97111-0003\tjo\.sem\.sobrenome@exemplo\.com\.br\t"Rua Augusta, 1500 - Consolação; São Paulo - SP"\tEquipe Centro\tName: /);

  const session = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const names = (await clientsOf(request, session)).filter((c) => c.email.endsWith('@exemplo.com.br')).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['Heloísa Brandão', 'Ícaro Simões']));
});

test('an Excel workbook with no team column: what is no spreadsheet refused, the team for all rows asked before the check, phones and dates read', async ({ page, request }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/import');
  await page.getByLabel(FILE_INPUT).setInputFiles({ name: 'clientes.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]) });
  await expect(page.getByText(/^This file could not be read as a spreadsheet\. Choose a CSV or TXT file in UTF-8, Windows-1252 or UTF-16/)).toBeVisible();

  // A sheet of 4,000 rows: its part is over the 512 kB that fflate would inflate in a worker started
  // from a blob, which the Content-Security-Policy refuses (the read then never ended).
  const rows = [['Nome', 'Celular', 'E-mail', 'Endereço'], ...Array.from({ length: 4000 }, (_, i) => [`Cliente ${i + 1}`, 11970000000 + i, `cliente${i + 1}@grande.com.br`, 'Rua Harmonia, 10 - São Paulo - SP'])];
  await page.getByLabel(FILE_INPUT).setInputFiles({ name: 'grande.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbook(rows)) });
  await expect(page.getByText('grande.xlsx: 4,000 rows.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Choose another file' }).click();

  await page.getByLabel(FILE_INPUT).setInputFiles(fixture('clientes-excel.xlsx'));
  await expect(page.getByText('clientes-excel.xlsx: 3 rows.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Column “Celular”')).toHaveValue('phone');
  await expect(page.getByText('11972220001 · 11972220002')).toBeVisible();
  await expect(page.getByText('1984-04-12 · 1979-11-30')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team for all rows' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check the rows' })).toBeDisabled();
  await expect(page.getByText('Choose the team for all rows to check them.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Team of every client in this file').selectOption({ label: 'Equipe Centro' });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('3 to import, 0 to fix, 0 duplicates.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();

  const session = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const clients = await clientsOf(request, session);
  expect(clients.find((c) => c.email === 'otavio.quintela@exemplo.com.br')).toMatchObject({ name: 'Otávio Quintela', phone: '11972220001' });
  expect(clients.find((c) => c.email === 'otavio.quintela@exemplo.com.br')!.birthday).toMatch(/1984/);
  expect(clients.find((c) => c.email === 'rene.tavares@exemplo.com.br')).toMatchObject({ name: 'Renê Tavares', phone: '11972220003' });
});

test('an import whose answers are lost resumes after a reload and sends no row twice', async ({ page, request }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await openImport(page, '/business-clients/import', 'clientes-excel-latin1.csv');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('6 to import, 0 to fix, 0 duplicates.')).toBeVisible();
  // The third cadastre reaches the server, but its answer never comes back; the signal is then gone.
  let sent = 0;
  await page.route('**/company/clients/cadastre', async (route) => {
    sent += 1;
    if (sent < 3) return route.continue();
    if (sent === 3) await route.fetch();
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Import 6 rows' }).click();
  await expect(page.getByRole('heading', { name: '4. Import waiting for the connection' })).toBeVisible();
  await page.unroute('**/company/clients/cadastre');
  const session = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const reached = (await clientsOf(request, session)).filter((c) => LATIN1_EMAILS.includes(c.email)).length;
  expect(reached).toBe(3);
  await page.reload();
  await expect(page.getByRole('heading', { name: '4. Import paused' })).toBeVisible();
  // After the reload only the rows that never reached the server leave again: the one whose answer
  // was lost is looked up, found, and not sent a second time.
  const resent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/company/clients/cadastre')) resent.push((r.postDataJSON() as { clientEmail: string }).clientEmail);
  });
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('6 of 6 sent, 0 refused (100%).')).toBeVisible();
  expect(resent).toHaveLength(6 - reached);
  const emails = (await clientsOf(request, session)).map((c) => c.email).filter((e) => LATIN1_EMAILS.includes(e));
  expect(emails.sort()).toEqual([...LATIN1_EMAILS].sort());
});

test('services in one file, and collaborators within the plan’s limit', async ({ page, request }) => {
  const owner = await freePlanOwnerWithFiveCollaborators(request);
  await signIn(page, owner.email, owner.password);
  await openImport(page, '/business-services/import', 'servicos.csv');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('3 to import, 0 to fix, 0 duplicates.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await page.goto('/business-services');
  for (const name of ['Limpeza de vidros', 'Dedetização', 'Higienização de sofá']) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await openImport(page, '/business-colaborators/import', 'colaboradores.csv');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('0 to import, 2 to fix, 0 duplicates.')).toBeVisible();
  await expect(page.getByRole('table').getByText('Your free plan allows up to 5 collaborators. Upgrade to the basic plan to add more.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
});

test('everything as one ZIP, and a team’s agenda as an .ics file another parser reads', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-export');
  await expect(page.getByRole('heading', { name: 'Export your data' })).toBeVisible();
  await expectAccessible(page);
  // The browser's region (en-US here) writes decimals with a point: its spreadsheets read commas. A person may choose the other.
  const separator = page.getByLabel('Columns separated by');
  await expect(separator).toHaveValue(',');
  await separator.selectOption({ label: 'Semicolon ( ; )' });
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything (.zip)' }).click();
  const zip = unzipSync(new Uint8Array(readFileSync((await (await zipDownload).path())!)));
  expect(Object.keys(zip).sort()).toEqual(['README.txt', 'client_services.csv', 'clients.csv', 'services.csv', 'staff.csv', 'task_reports.csv', 'teams.csv', 'visits.csv']);
  expect(strFromU8(zip['clients.csv']!)).toContain('mariana.oliveira@exemplo.com.br');
  expect(strFromU8(zip['services.csv']!).split('\r\n')[0]).toBe('id;name;price');
  expect(strFromU8(zip['README.txt']!)).toContain('visits.csv: Every visit of every client, past and planned.');

  await page.getByLabel('Visits of').selectOption('team');
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Equipe Centro' });
  const icsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the agenda (.ics)' }).click();
  const ics = readFileSync((await (await icsDownload).path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
  const events = calendar.getAllSubcomponents('vevent');
  expect(events.length).toBeGreaterThan(0);
  const uids = events.map((e) => String(e.getFirstPropertyValue('uid')));
  expect(new Set(uids).size).toBe(uids.length);
  expect(uids.every((uid) => uid.endsWith('@fieldteam'))).toBe(true);
  expect(events[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Sao_Paulo');
  expect(String(events[0]!.getFirstPropertyValue('location'))).toMatch(/São Paulo/);

  // A client's agenda: the clients' list comes from the transfer worker when it is first asked for, sorted by name.
  await page.getByLabel('Visits of').selectOption('client');
  const clientList = page.getByLabel('Client', { exact: true });
  await expect(clientList.locator('option').nth(1)).toBeAttached();
  const names = (await clientList.locator('option').allTextContents()).slice(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  const clientIcs = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the agenda (.ics)' }).click();
  expect(readFileSync((await (await clientIcs).path())!, 'utf8')).toContain('BEGIN:VCALENDAR');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page);
});

test('a leader is sent to the dashboard from the import and export pages', async ({ page }) => {
  await signIn(page, DEMO_LEADER.email, DEMO_LEADER.password);
  await page.goto('/business-clients/import');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/business-export');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Bytes of a seeded generator: the same junk on every run. */
function junk(length: number, seed = 2026): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** What the page saw of a file chosen: when it was chosen, when the message showed, the tasks over 50 ms between. */
interface Answered {
  readonly chosenAt: number;
  readonly shownAt: number | null;
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
}

/**
 * Waits in the page (the answer kept as `answered`), with no polling from the test (whose scripts would run on the page's thread
 * too), for an alert holding `message` after the next file chosen, for at most `within` ms.
 */
function awaitAnswer({ message, within }: { message: string; within: number }): void {
  const pageState = window as unknown as { longTasks: { start: number; duration: number }[]; answered: Promise<Answered> };
  pageState.answered = new Promise((resolve) => {
    let chosenAt = -1;
    // Listened to on the document: the screen may draw its file input anew after the previous
    // file's answer, and a listener on the old one would never hear the choice.
    const chosen = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file' || chosenAt >= 0) return;
      chosenAt = performance.now();
      document.removeEventListener('change', chosen, true);
      setTimeout(() => done(null), within);
    };
    document.addEventListener('change', chosen, true);
    // A choice never heard ends the wait too, as a failure with a reason rather than a test timeout.
    setTimeout(() => chosenAt < 0 && done(null), 20_000);
    let answered = false;
    const done = (shownAt: number | null) => {
      if (answered) return;
      answered = true;
      observer.disconnect();
      resolve({ chosenAt, shownAt, longTasks: pageState.longTasks.filter((task) => task.start + task.duration > chosenAt) });
    };
    const observer = new MutationObserver(() => {
      if (chosenAt >= 0 && Array.from(document.querySelectorAll('[role="alert"]')).some((alert) => alert.textContent?.includes(message))) done(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The longest the page may be held at a 4x slower CPU: four times the tenth of a second within
 * which a page answers a tap. Drawing the message itself takes a few tens of milliseconds; reading
 * a hostile file on the page took from seconds to minutes.
 */
const HELD_MS = 400;

test('hostile files at a 4x slower CPU: each refused within 2 s with a message naming the bound, nothing sent, the page never held', async ({ page, context }, testInfo) => {
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/business-clients/import');
  const input = page.getByLabel(FILE_INPUT);
  await expect(input).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every call of the page and its workers from here on (the code they load and the service
  // worker's caching of the app apart): a refused file sends nothing, reads nothing.
  const requests: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() === null && ['fetch', 'xhr', 'document', 'eventsource', 'websocket'].includes(request.resourceType())) requests.push(`${request.method()} ${request.url()}`);
  });
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((task) => tasks.push({ start: task.startTime, duration: task.duration }))).observe({ type: 'longtask' });
  });

  const JUNK_SEED = 2026;
  testInfo.annotations.push({ type: 'seed', description: `junk.csv: ${JUNK_SEED}` });
  const unclosed = [
    'Nome;Telefone;E-mail;Endereço;Observações',
    ...Array.from({ length: 45_000 }, (_, i) => `Cliente ${i};(11) 9${String(i).padStart(4, '0')}-0000;cliente${i}@exemplo.com.br;"Rua Harmonia, ${i} - São Paulo";${i === 1_233 ? '"' : ''}${'Portão azul, tocar a campainha duas vezes. '.repeat(3)}`),
  ].join('\r\n');
  const files = [
    { name: 'wide.csv', buffer: Buffer.from(Array.from({ length: 1_000_000 }, (_, i) => `c${i}`).join(',')), message: 'Line 1 of this file has 1,000,000 columns; the import reads at most 200.' },
    { name: 'quotes.csv', buffer: Buffer.alloc(10_000_000, '"'), message: 'Line 1 of this file has 10,000,000 characters; the import reads lines of at most 100,000.' },
    { name: 'unclosed.csv', buffer: Buffer.from(unclosed), message: 'The quote that opens a cell on line 1,235 is never closed' },
    { name: 'junk.csv', buffer: junk(1_000_000, JUNK_SEED), message: 'This file could not be read as a spreadsheet. Choose a CSV or TXT file' },
    { name: 'huge.csv', buffer: Buffer.alloc(26 * 1024 * 1024, 'Ana;1\r\n'), message: 'This file is 26 MB; the import reads files of at most 10 MB.' },
  ];
  for (const file of files) {
    // From the disk, as a person chooses a file: a buffer would be rebuilt by a script in the page.
    const path = testInfo.outputPath(file.name);
    writeFileSync(path, file.buffer);
    await page.evaluate(awaitAnswer, { message: file.message, within: 2_000 });
    await input.setInputFiles(path);
    const { chosenAt, shownAt, longTasks } = await page.evaluate(() => (window as unknown as { answered: Promise<Answered> }).answered);
    expect(shownAt, `${file.name}: the message within 2 s`).not.toBeNull();
    expect(shownAt! - chosenAt, file.name).toBeLessThan(2_000);
    expect(longTasks.filter((task) => task.duration > HELD_MS), `${file.name}: the page held over ${HELD_MS} ms`).toEqual([]);
  }
  expect(requests).toEqual([]);
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toHaveCount(0);
});
