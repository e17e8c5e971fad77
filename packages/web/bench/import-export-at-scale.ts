// `npm run bench:web`, the import and export rows, on the business with 10,000 clients,
// on a slow phone (a phone-sized page, Chromium's CPU slowed 4x through CDP), medians of 3 runs:
// - the dry run of a 10,000-row file (`spreadsheetRows`: every row with all ten columns, an
//   address of its own, a team by name, one row in ten with a weekly recurrence from a first
//   visit, a few duplicates of the business's clients; BENCH_DRY_RUN_FILE=spread puts the weekly
//   rows where the seeded agendas have room): from the click on "Check the rows" to the
//   frame after the summary is on the page, and the longest main-thread task (Long Tasks) in
//   between. Beside it the naive way, in the same run: the same build with `Worker` taken away, so
//   that the same code checks the rows on the page's thread (in slices, as it did before the
//   transfer worker);
// - the export of everything: from the click on "Download everything (.zip)" to the ZIP handed to
//   the browser (its object URL made). Beside it the same build without `Worker` (the answers read
//   and the CSV and ZIP written on the page's thread), and the naive way of reading the visits,
//   one call per client (`/company/clients/client/todos`), timed over 60 clients six at a time in
//   the same throttled page and scaled to the business's clients.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN } from './clients-at-scale';
import { CHROMIUM, CHROMIUM_FLAGS, median, scratchDir, SESSION_KEY, type Stack } from './web-stack';

export const TRANSFER_GOAL = { dryRunMs: 3_000, longestTaskMs: 200, exportMs: 5_000 } as const;
export const DRY_RUN_ROWS = 10_000;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
const NAIVE_SAMPLE = 60;
/** BENCH_TRANSFER=dry-run or =export measures one part only (the export's naive visits take minutes). */
const PARTS = process.env.BENCH_TRANSFER?.split(',') ?? ['dry-run', 'export'];

const FIRST = ['Ana', 'João', 'Márcia', 'Íris', 'Caio', 'Luíza', 'Otávio', 'Bruna', 'Sérgio', 'Tânia', 'Rafael', 'Beatriz'];
const LAST = ['Souza', 'Conceição', 'Araújo', 'Lima', 'Pereira', 'Gonçalves', 'Ribeiro', 'Fernandes', 'Assunção', 'Prado'];
const STREETS = ['Rua Augusta', 'Rua Oscar Freire', 'Avenida Paulista', 'Rua da Consolação', 'Rua Vergueiro', 'Rua Teodoro Sampaio', 'Avenida Rebouças', 'Rua Tuiuti', 'Rua da Mooca', 'Rua Harmonia'];

/**
 * A spreadsheet as a business brings it: `;`-separated, Portuguese headers, 10,000 rows. Its
 * weekly rows go to four teams in their working hours, where the seeded agendas are full: each
 * is to fix. `spread`: they go to every team on weekday evenings (18:30 and 20:45, 2 h 15 min
 * apart), where the agendas have room, ten series a team; the others clash with the rows above.
 */
export function spreadsheetRows(count: number, spread = false): string {
  const lines = ['Nome;Telefone;E-mail;Endereço;Data de nascimento;CPF;Duração do serviço;Equipe;Recorrência;Primeira visita'];
  for (let i = 0; i < count; i += 1) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${LAST[(i * 7) % LAST.length]} ${i + 1}`;
    const weekly = i % 10 === 0;
    // Spread over the weekdays and the working hours of the year ahead, an hour apart per team.
    const day = 5 + ((i / 10) % 20);
    const hour = 8 + (Math.floor(i / 200) % 9);
    // 4 to 8 January 2027 are Monday to Friday.
    const slot = Math.floor(i / 400) % 10;
    const firstVisit = spread ? `${String(4 + (slot % 5)).padStart(2, '0')}/01/2027 ${slot < 5 ? '18:30' : '20:45'}` : `${String(day).padStart(2, '0')}/01/2027 ${String(hour).padStart(2, '0')}:00`;
    lines.push(
      [
        name,
        `(11) 9${String(7000_0000 + i).slice(0, 4)}-${String(7000_0000 + i).slice(4)}`,
        `importado${i + 1}@exemplo.com.br`,
        `${STREETS[i % STREETS.length]}, ${100 + i} - São Paulo - SP`,
        `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${1950 + (i % 50)}`,
        '',
        '01:00',
        `Equipe ${String(1 + ((spread && weekly ? i / 10 : i) % 40)).padStart(3, '0')}`,
        weekly ? 'Semanal' : '',
        weekly ? firstVisit : '',
      ].join(';'),
    );
  }
  return lines.join('\r\n');
}

interface BenchWindow {
  __bench: { clickAt: number | null; doneAt: number | null; savedAt: number | null; tasks: Array<{ start: number; duration: number }> };
}

/** Runs in the page before its scripts: long tasks, the click, the frame after the summary, and the download handed over. */
function instrument(): void {
  const bench: BenchWindow['__bench'] = { clickAt: null, doneAt: null, savedAt: null, tasks: [] };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', (event) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('button')?.textContent?.match(/Check the rows|Download everything/)) bench.clickAt = event.timeStamp;
  }, true);
  const seen = new MutationObserver(() => {
    if (bench.doneAt !== null || !/\d+ to import, \d+ to fix, \d+ duplicates\./.test(document.querySelector('main')?.textContent ?? '')) return;
    // The frame that shows it: rAF runs before its paint, a message posted there runs after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.doneAt = performance.now());
      channel.port2.postMessage(0);
    });
  });
  seen.observe(document, { childList: true, subtree: true, characterData: true });
  const made = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => {
    bench.savedAt ??= performance.now();
    return made(blob);
  };
}

async function page(stack: Stack, session: string, naive: boolean) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'America/Sao_Paulo', acceptDownloads: true });
  const tab = await context.newPage();
  await tab.goto(`${stack.webUrl}/favicon.svg`);
  await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  // The naive way: no worker, everything on the page's thread.
  if (naive) await context.addInitScript({ content: 'delete globalThis.Worker;' });
  await context.addInitScript(instrument);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { browser, tab };
}

export interface DryRunRun {
  readonly dryRunMs: number;
  readonly longestTaskMs: number;
  readonly summary: string;
}

async function dryRunOnce(stack: Stack, session: string, file: string, naive: boolean): Promise<DryRunRun> {
  const { browser, tab } = await page(stack, session, naive);
  try {
    await tab.goto(`${stack.webUrl}/business-clients/import`);
    await tab.getByLabel(/^Spreadsheet file/).setInputFiles(file);
    await tab.getByRole('heading', { name: '2. Match the columns' }).waitFor({ timeout: 60_000 });
    // BENCH_DRY_RUN_WAIT_MS: how long the person looks at the columns (the worker reads ahead meanwhile).
    await tab.waitForTimeout(Number(process.env.BENCH_DRY_RUN_WAIT_MS ?? 1_000));
    await tab.getByRole('button', { name: 'Check the rows' }).click();
    await tab.waitForFunction(() => (window as unknown as BenchWindow).__bench.doneAt !== null, null, { timeout: 600_000, polling: 500 });
    const { clickAt, doneAt, tasks } = await tab.evaluate(() => (window as unknown as BenchWindow).__bench);
    const during = tasks.filter((t) => t.start + t.duration >= clickAt! && t.start <= doneAt!);
    const summary = (await tab.getByText(/\d+ to import, \d+ to fix, \d+ duplicates\./).textContent()) ?? '';
    return { dryRunMs: doneAt! - clickAt!, longestTaskMs: Math.max(0, ...during.map((t) => t.duration)), summary };
  } finally {
    await browser.close();
  }
}

export interface ExportRun {
  readonly exportMs: number;
  readonly longestTaskMs: number;
  /** The same export without a worker. */
  readonly inPageMs: number;
  readonly inPageLongestTaskMs: number;
  /** The naive way's visits read one call per client, scaled to every client. */
  readonly naiveMs: number;
  readonly clients: number;
}

/** In the throttled page: the visits of `sample` clients read one call each, six at a time. */
async function perClientCalls([apiPath, sample]: readonly [string, number]): Promise<{ ms: number; clients: number }> {
  const session = JSON.parse(localStorage.getItem('fieldteam.session')!) as { session: { token: string; user: { email: string; id: string; createdById?: string | null } } };
  const { token, user } = session.session;
  const auth = `${encodeURIComponent(user.email)}/${token}`;
  const list = (await (await fetch(`${apiPath}/company/clients/${auth}/${user.createdById ?? user.id}`)).json()) as { clients: Array<{ id: string }> };
  const ids = list.clients.slice(0, sample).map((c) => c.id);
  const t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        await (await fetch(`${apiPath}/company/clients/client/todos/${auth}/${id}`)).json();
      }
    }),
  );
  return { ms: performance.now() - t, clients: list.clients.length };
}

async function exportClicked(stack: Stack, session: string, inPage: boolean) {
  const { browser, tab } = await page(stack, session, inPage);
  await tab.goto(`${stack.webUrl}/business-export`);
  const button = tab.getByRole('button', { name: 'Download everything (.zip)' });
  await button.waitFor({ timeout: 60_000 });
  await tab.waitForTimeout(1_000);
  const download = tab.waitForEvent('download', { timeout: 600_000 });
  await button.click();
  await download;
  const { clickAt, savedAt, tasks } = await tab.evaluate(() => (window as unknown as BenchWindow).__bench);
  const during = tasks.filter((t) => t.start + t.duration >= clickAt! && t.start <= savedAt!);
  return { browser, tab, exportMs: savedAt! - clickAt!, longestTaskMs: Math.max(0, ...during.map((t) => t.duration)) };
}

async function exportOnce(stack: Stack, session: string): Promise<ExportRun> {
  const app = await exportClicked(stack, session, false);
  let naive: { ms: number; clients: number };
  try {
    naive = await app.tab.evaluate(perClientCalls, ['/api', NAIVE_SAMPLE] as const);
  } finally {
    await app.browser.close();
  }
  const inPage = await exportClicked(stack, session, true);
  await inPage.browser.close();
  return {
    exportMs: app.exportMs,
    longestTaskMs: app.longestTaskMs,
    inPageMs: inPage.exportMs,
    inPageLongestTaskMs: inPage.longestTaskMs,
    naiveMs: (naive.ms / NAIVE_SAMPLE) * naive.clients,
    clients: naive.clients,
  };
}

export interface TransferResult {
  readonly dryRun: { readonly app: DryRunRun; readonly naive: DryRunRun } | null;
  readonly exportAll: ExportRun | null;
}

const medianDryRun = (runs: readonly DryRunRun[]): DryRunRun => ({ dryRunMs: median(runs.map((r) => r.dryRunMs)), longestTaskMs: median(runs.map((r) => r.longestTaskMs)), summary: runs[0]!.summary });

export const dryRunPasses = (run: DryRunRun) => run.dryRunMs <= TRANSFER_GOAL.dryRunMs && run.longestTaskMs <= TRANSFER_GOAL.longestTaskMs;

export async function measureImportExportAtScale(stack: Stack, session: string): Promise<TransferResult> {
  const file = scratchDir('clientes-10000.csv');
  writeFileSync(file, spreadsheetRows(DRY_RUN_ROWS, process.env.BENCH_DRY_RUN_FILE === 'spread'));
  const app: DryRunRun[] = [];
  const naive: DryRunRun[] = [];
  for (let i = 0; i < (PARTS.includes('dry-run') ? RUNS : 0); i += 1) {
    // Alternated, so that the machine's load falls on both alike.
    app.push(await dryRunOnce(stack, session, file, false));
    naive.push(await dryRunOnce(stack, session, file, true));
    const [a, n] = [app.at(-1)!, naive.at(-1)!];
    console.log(`[bench:web] dry run ${i + 1}: ${Math.round(a.dryRunMs)} ms, longest task ${Math.round(a.longestTaskMs)} ms (naive ${Math.round(n.dryRunMs)} ms, longest task ${Math.round(n.longestTaskMs)} ms); ${a.summary}`);
  }
  const exports: ExportRun[] = [];
  for (let i = 0; i < (PARTS.includes('export') ? RUNS : 0); i += 1) {
    const run = await exportOnce(stack, session);
    console.log(`[bench:web] export ${i + 1}: ${Math.round(run.exportMs)} ms, longest task ${Math.round(run.longestTaskMs)} ms (without a worker ${Math.round(run.inPageMs)} ms, longest task ${Math.round(run.inPageLongestTaskMs)} ms; naive visits, one call per client: ${Math.round(run.naiveMs)} ms)`);
    exports.push(run);
  }
  return {
    dryRun: app.length === 0 ? null : { app: medianDryRun(app), naive: medianDryRun(naive) },
    exportAll: exports.length === 0 ? null : {
      exportMs: median(exports.map((r) => r.exportMs)),
      longestTaskMs: median(exports.map((r) => r.longestTaskMs)),
      inPageMs: median(exports.map((r) => r.inPageMs)),
      inPageLongestTaskMs: median(exports.map((r) => r.inPageLongestTaskMs)),
      naiveMs: median(exports.map((r) => r.naiveMs)),
      clients: exports[0]!.clients,
    },
  };
}
