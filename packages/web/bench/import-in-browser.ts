// `npm run bench` (the import's speed, issue 26): 1,000 clients imported into the mock server the
// way a person does it, in Chromium: the built app, its import screen, a spreadsheet file, the dry
// run, then "Import 1,000 rows", timed from the click to "Import finished" on the screen. The
// naive way beside it, in the same page and run: the very requests the app sent (recorded from
// its run), sent again one at a time with the page's `fetch`, each waiting for the answer before
// the next. Also the same requests six at a time, to show what the app's own work per row costs,
// and both from a page of the mock server's own origin (no `vite preview` proxy in between).
// BENCH_IMPORT_PROFILE=<path> keeps a CPU profile of the page during each import.
// The repetitions alternate which way goes first, so that the clients added by the one before
// fall on both alike. No CPU slowdown: the goal is about the server and the connection.
import { writeFileSync } from 'node:fs';
import { chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, median, scratchDir, SESSION_KEY, type Stack } from './web-stack';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const DEMO_TEAM = 'Equipe Zona Oeste';
const STREETS = ['Rua Harmonia', 'Rua Tuiuti', 'Rua Augusta', 'Avenida Paulista', 'Rua Teodoro Sampaio'];

/** A `;` spreadsheet of `count` clients with no recurrence, their e-mails and names marked with the batch. */
export function importFile(count: number, batch: number): string {
  const lines = ['Nome;Telefone;E-mail;Endereço;Data de nascimento;CPF;Duração do serviço;Equipe;Recorrência;Primeira visita'];
  for (let i = 1; i <= count; i += 1) {
    const phone = String(9_0000_0000 + batch * 1_000_000 + i);
    lines.push([`Cliente Lote ${batch} ${i}`, `(11) ${phone.slice(0, 5)}-${phone.slice(5)}`, `lote${batch}.cliente${i}@exemplo.com.br`, `${STREETS[i % STREETS.length]}, ${i} - São Paulo - SP`, '', '', '01:00', DEMO_TEAM, '', ''].join(';'));
  }
  return lines.join('\r\n');
}

interface Sent {
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
}

interface BenchWindow {
  __import: { clickAt: number | null; finishedAt: number | null };
}

function instrument(): void {
  const bench: BenchWindow['__import'] = { clickAt: null, finishedAt: null };
  (window as unknown as BenchWindow).__import = bench;
  document.addEventListener('click', (event) => {
    if ((event.target as HTMLElement | null)?.closest('button')?.textContent?.match(/^Import [\d,]+ rows$/)) bench.clickAt = performance.now();
  }, true);
  new MutationObserver(() => {
    if (bench.clickAt !== null && bench.finishedAt === null && [...document.querySelectorAll('h2, h3')].some((h) => /Import finished$/.test(h.textContent ?? ''))) bench.finishedAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The app's way: the import screen, timed from the click on "Import N rows" to "Import finished"; the cadastre calls it made, recorded. */
async function appImport(tab: Page, stack: Stack, count: number, batch: number): Promise<{ ms: number; sent: Sent[] }> {
  const file = scratchDir(`import-${batch}.csv`);
  writeFileSync(file, importFile(count, batch));
  await tab.goto(`${stack.webUrl}/business-clients/import`);
  await tab.getByLabel('Spreadsheet file (.csv)').setInputFiles(file);
  await tab.getByRole('button', { name: 'Check the rows' }).click();
  const n = String(count);
  const summary = tab.getByText(/[\d,]+ to import, [\d,]+ to fix, [\d,]+ duplicates\./);
  await summary.waitFor({ timeout: 120_000 });
  const said = await summary.textContent();
  if (!said?.includes(`${n} to import, 0 to fix, 0 duplicates.`)) throw new Error(`the dry run said: ${said}`);
  const sent: Sent[] = [];
  const record = (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/company/clients/cadastre')) sent.push({ url: request.url(), contentType: request.headers()['content-type'] ?? 'application/json', body: request.postData() ?? '' });
  };
  tab.on('request', record);
  const profile = process.env.BENCH_IMPORT_PROFILE;
  const cdp = profile ? await tab.context().newCDPSession(tab) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await tab.getByRole('button', { name: `Import ${n} rows` }).click();
  await tab.waitForFunction(() => (window as unknown as BenchWindow).__import.finishedAt !== null, null, { timeout: 600_000, polling: 200 });
  tab.off('request', record);
  if (cdp) writeFileSync(`${profile}-${batch}.cpuprofile`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const { clickAt, finishedAt } = await tab.evaluate(() => (window as unknown as BenchWindow).__import);
  if (sent.length !== count) throw new Error(`the app sent ${sent.length} cadastre calls for ${count} rows`);
  return { ms: finishedAt! - clickAt!, sent };
}

/** In the page: the same requests, `limit` at a time, each answer read before its sender sends again. */
async function replay([sent, limit]: readonly [Sent[], number]): Promise<number> {
  const t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < sent.length) {
        const { url, contentType, body } = sent[next++]!;
        const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
        if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
        await answer.json();
      }
    }),
  );
  return performance.now() - t;
}

export interface BrowserImportRun {
  readonly appMs: number;
  readonly sequentialMs: number;
  readonly sixAtATimeMs: number;
  /** The same requests from a page of the server's own origin: no preview proxy between. */
  readonly directOneMs: number;
  readonly directSixMs: number;
}

export interface BrowserImportResult {
  readonly runs: readonly BrowserImportRun[];
  readonly appMs: number;
  readonly sequentialMs: number;
  readonly sixAtATimeMs: number;
  readonly directOneMs: number;
  readonly directSixMs: number;
  /** The median of each run's sequential time over the app's, both measured in that run. */
  readonly speedup: number;
}

export async function measureImportInBrowser(stack: Stack, session: string, count: number): Promise<BrowserImportResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  // Each run in a fresh context: an empty device store, as for a person's first import.
  const open = async () => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
    const tab = await context.newPage();
    await tab.goto(`${stack.webUrl}/favicon.svg`);
    await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
    await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    await context.addInitScript(instrument);
    return { context, tab };
  };
  try {
    const runs: BrowserImportRun[] = [];
    let recorded: Sent[] | null = null;
    for (let i = 0; i < RUNS; i += 1) {
      const { context, tab } = await open();
      let appMs: number;
      let sequentialMs: number;
      if (i % 2 === 0 || !recorded) {
        const app = await appImport(tab, stack, count, i + 1);
        appMs = app.ms;
        recorded = app.sent;
        sequentialMs = await tab.evaluate(replay, [recorded, 1] as const);
      } else {
        sequentialMs = await tab.evaluate(replay, [recorded, 1] as const);
        appMs = (await appImport(tab, stack, count, i + 1)).ms;
      }
      const sixAtATimeMs = await tab.evaluate(replay, [recorded, 6] as const);
      const direct = recorded.map((r) => ({ ...r, url: r.url.replace(`${stack.webUrl}/api`, stack.apiUrl) }));
      const apiTab = await context.newPage();
      await apiTab.goto(`${stack.apiUrl}/health`);
      const directOneMs = await apiTab.evaluate(replay, [direct, 1] as const);
      const directSixMs = await apiTab.evaluate(replay, [direct, 6] as const);
      await context.close();
      console.log(`[bench] import in Chromium ${i + 1}: the app ${Math.round(appMs)} ms, one request at a time ${Math.round(sequentialMs)} ms (${(sequentialMs / appMs).toFixed(1)}x), the same requests six at a time ${Math.round(sixAtATimeMs)} ms; straight to the server: one at a time ${Math.round(directOneMs)} ms, six at a time ${Math.round(directSixMs)} ms`);
      runs.push({ appMs, sequentialMs, sixAtATimeMs, directOneMs, directSixMs });
    }
    return {
      runs,
      appMs: median(runs.map((r) => r.appMs)),
      sequentialMs: median(runs.map((r) => r.sequentialMs)),
      sixAtATimeMs: median(runs.map((r) => r.sixAtATimeMs)),
      directOneMs: median(runs.map((r) => r.directOneMs)),
      directSixMs: median(runs.map((r) => r.directSixMs)),
      speedup: median(runs.map((r) => r.sequentialMs / r.appMs)),
    };
  } finally {
    await browser.close();
  }
}
