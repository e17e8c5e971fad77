// `npm run bench` (the import's speed): 1,000 clients imported into the mock server the
// way a person does it, in Chromium: the built app, its import screen, a spreadsheet file, the dry
// run, then "Import 1,000 rows", timed from the click to "Import finished" on the screen. The
// naive way beside it, in the same page and run: the very requests the app sent (recorded from
// its run), sent again one at a time with the page's `fetch`, each waiting for the answer before
// the next. The goal row puts a network between the page and the server (Chromium's emulated
// round trip, ROUND_TRIP_MS): a person's browser reaches a hosted API over one, and a round trip
// is what sending rows side by side saves. The same two ways on loopback, and the
// requests six at a time with no app around them, show the machine's own ceiling.
// BENCH_IMPORT_PROFILE=<path> keeps a CPU profile of the page during each import.
// The repetitions alternate which way goes first, so that the clients added by the one before
// fall on both alike. No CPU slowdown: the goal is about the server and the connection.
import { writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page, type Request } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, median, scratchDir, SESSION_KEY, type Stack } from './web-stack';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
/**
 * The round trip between the page and the server in the goal row: a small business's broadband to
 * an API hosted in its own region; BENCH_IMPORT_RTT_MS changes it.
 */
export const ROUND_TRIP_MS = Number(process.env.BENCH_IMPORT_RTT_MS ?? 40);
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
  await tab.getByLabel(/^Spreadsheet file/).setInputFiles(file);
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

/** The page's requests answered no sooner than `latency` ms (0: loopback as it is). */
const network = (cdp: CDPSession, latency: number) =>
  cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });

/** One way against the other in the same page: the app's import and the same requests one at a time. */
interface Pair {
  readonly appMs: number;
  readonly sequentialMs: number;
}

export interface BrowserImportRun {
  /** Over the emulated round trip (the goal row). */
  readonly network: Pair;
  /** On loopback, where every request costs CPU on the two shared cores and nothing waits. */
  readonly loopback: Pair & { readonly sixAtATimeMs: number };
}

export interface BrowserImportResult {
  readonly runs: readonly BrowserImportRun[];
  readonly roundTripMs: number;
  readonly network: Pair & { readonly speedup: number };
  readonly loopback: Pair & { readonly speedup: number; readonly sixAtATimeMs: number };
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
    return { context, tab, cdp: await context.newCDPSession(tab) };
  };
  /** Per way of connecting, the requests the app last sent: what the one-at-a-time way sends again. */
  const recorded = new Map<number, Sent[]>();
  /** The app's import of a new batch and the same requests one at a time; which goes first alternates by run. */
  const pair = async (tab: Page, run: number, batch: number, latency: number): Promise<Pair & { sent: Sent[] }> => {
    const before = recorded.get(latency);
    let sequentialMs = run % 2 === 1 && before ? await tab.evaluate(replay, [before, 1] as const) : null;
    const app = await appImport(tab, stack, count, batch);
    recorded.set(latency, app.sent);
    sequentialMs ??= await tab.evaluate(replay, [app.sent, 1] as const);
    return { appMs: app.ms, sent: app.sent, sequentialMs };
  };
  try {
    const runs: BrowserImportRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A context each: a finished import stays on the device's screen until the next file.
      const first = await open();
      await network(first.cdp, ROUND_TRIP_MS);
      const overNetwork = await pair(first.tab, i, 2 * i + 1, ROUND_TRIP_MS);
      await first.context.close();
      const { context, tab } = await open();
      const onLoopback = await pair(tab, i, 2 * i + 2, 0);
      const sixAtATimeMs = await tab.evaluate(replay, [onLoopback.sent, 6] as const);
      await context.close();
      const ratio = (p: Pair) => `${(p.sequentialMs / p.appMs).toFixed(1)}x`;
      console.log(
        `[bench] import in Chromium ${i + 1}: over a ${ROUND_TRIP_MS} ms round trip the app ${Math.round(overNetwork.appMs)} ms, one request at a time ${Math.round(overNetwork.sequentialMs)} ms (${ratio(overNetwork)}); on loopback the app ${Math.round(onLoopback.appMs)} ms, one at a time ${Math.round(onLoopback.sequentialMs)} ms (${ratio(onLoopback)}), the same requests six at a time ${Math.round(sixAtATimeMs)} ms`,
      );
      runs.push({ network: { appMs: overNetwork.appMs, sequentialMs: overNetwork.sequentialMs }, loopback: { appMs: onLoopback.appMs, sequentialMs: onLoopback.sequentialMs, sixAtATimeMs } });
    }
    const summary = (of: (run: BrowserImportRun) => Pair) => ({
      appMs: median(runs.map((r) => of(r).appMs)),
      sequentialMs: median(runs.map((r) => of(r).sequentialMs)),
      speedup: median(runs.map((r) => of(r).sequentialMs / of(r).appMs)),
    });
    return {
      runs,
      roundTripMs: ROUND_TRIP_MS,
      network: summary((r) => r.network),
      loopback: { ...summary((r) => r.loopback), sixAtATimeMs: median(runs.map((r) => r.loopback.sixAtATimeMs)) },
    };
  } finally {
    await browser.close();
  }
}
