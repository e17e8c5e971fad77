// `npm run bench:web`, second table: /business-clients with 10,000 clients on a slow phone (a
// phone-sized page, Chromium's CPU slowed 4x through CDP), cold (only the session stored), 3
// runs, medians:
// - list: from the clients list answer arriving (its Resource Timing responseEnd) to the frame
//   after the first rows are in the page;
// - each keystroke of a search typed one character at a time: the longest Event Timing entry
//   (keydown, keypress, input, keyup: from the key press to the next paint) within it;
// - side by side in the same throttled page, the naive way: the same 10,000 names sorted with
//   localeCompare against one Intl.Collator, and the search index built on the first keystroke
//   (every client's fields normalised, then one pass) against the app's first keystroke.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, median, SESSION_KEY, type Stack } from './web-stack';

export const CPU_SLOWDOWN = 4;
export const SCALE_GOAL = { listMs: 1_000, keystrokeMs: 100 } as const;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
/** What a person types, one key at a time. */
export const SEARCH = 'mendes';

export interface ScaleResult {
  readonly clients: number;
  readonly listMs: number;
  /** Per keystroke, the median over runs; 0 when no event reached Event Timing's 16 ms floor. */
  readonly keystrokesMs: readonly number[];
  readonly naive: { readonly localeCompareSortMs: number; readonly collatorSortMs: number; readonly indexBuildMs: number; readonly filterPassMs: number };
}

interface BenchWindow {
  __bench: { rowsAt: number | null; events: Array<{ name: string; start: number; duration: number; processing: number }> };
}

/** Runs in the page before its scripts: records event timings and the frame after the first rows. */
function instrument(): void {
  const bench: BenchWindow['__bench'] = { rowsAt: null, events: [] };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  let seen = false;
  const rows = new MutationObserver(() => {
    if (seen || !document.querySelector('main table tbody tr')) return;
    seen = true;
    rows.disconnect();
    // The frame that shows them: rAF runs before its paint, a message posted there runs after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.rowsAt = performance.now());
      channel.port2.postMessage(0);
    });
  });
  rows.observe(document, { childList: true, subtree: true });
}

const LIST_PATH = /\/api\/company\/clients\/[^/]+\/[^/]+\/[^/]+$/;

async function oneRun(stack: Stack, session: string): Promise<{ clients: number; listMs: number; keystrokes: number[]; naive: ScaleResult['naive'] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
    // tsx (esbuild, keepNames) wraps the named inner functions of code sent to the page in __name().
    await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    await context.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${stack.webUrl}/business-clients`);
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.rowsAt !== null, null, { timeout: 60_000 });
    const list = await page.evaluate((pattern) => {
      const re = new RegExp(pattern);
      const entry = performance.getEntriesByType('resource').find((e) => re.test(new URL(e.name).pathname)) as PerformanceResourceTiming | undefined;
      return entry ? { url: entry.name, answerAt: entry.responseEnd, rowsAt: (window as unknown as BenchWindow).__bench.rowsAt! } : null;
    }, LIST_PATH.source);
    if (!list) throw new Error('no clients list call seen');
    const clients = await page.evaluate(async (url) => ((await (await fetch(url)).json()) as { clients: unknown[] }).clients.length, list.url);

    // A person reads the list, then searches.
    await page.waitForTimeout(1_500);
    const box = page.getByRole('searchbox');
    await box.click();
    await page.waitForTimeout(300);
    const starts: number[] = [];
    for (const key of SEARCH) {
      starts.push(await page.evaluate(() => performance.now()));
      await page.keyboard.type(key);
      await page.waitForTimeout(700);
    }
    starts.push(await page.evaluate(() => performance.now()));
    const events = await page.evaluate(() => (window as unknown as BenchWindow).__bench.events);
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(events.filter((e) => e.start >= starts[0]!)));
    const keystrokes = SEARCH.split('').map((_, i) =>
      Math.max(0, ...events.filter((e) => ['keydown', 'keypress', 'input', 'keyup', 'beforeinput'].includes(e.name) && e.start >= starts[i]! && e.start < starts[i + 1]!).map((e) => e.duration)),
    );
    const shown = await page.locator('main table tbody tr').count();
    if (shown === 0) throw new Error(`no client matches "${SEARCH}" on screen after typing`);

    const naive = await page.evaluate(naiveWay, list.url);
    return { clients, listMs: list.rowsAt - list.answerAt, keystrokes, naive };
  } finally {
    await browser.close();
  }
}

/** In the throttled page: what the naive way spends, on the same answer. */
async function naiveWay(url: string): Promise<ScaleResult['naive']> {
  type WireClient = { name: string; description?: string; docId?: string | null; email?: string | null; phone?: string | null };
  const { clients } = (await (await fetch(url)).json()) as { clients: WireClient[] };
  const language = document.documentElement.lang || navigator.language;
  const time = (work: () => void) => {
    const t = performance.now();
    work();
    return performance.now() - t;
  };
  const localeCompareSortMs = time(() => [...clients].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })));
  const collatorSortMs = time(() => {
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    [...clients].sort((a, b) => collator.compare(a.name, b.name));
  });
  const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  let index: string[] = [];
  const indexBuildMs = time(() => {
    index = clients.map((c) => normalize([c.name, c.description, c.docId, c.email, c.phone].filter(Boolean).join(' \u0000 ')));
  });
  const filterPassMs = time(() => index.filter((text) => text.includes('m')));
  return { localeCompareSortMs, collatorSortMs, indexBuildMs, filterPassMs };
}

export async function measureClientsAtScale(stack: Stack, session: string): Promise<ScaleResult> {
  const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await oneRun(stack, session);
    console.log(`[bench:web] 10k clients run ${i + 1}: list ${Math.round(run.listMs)} ms, keystrokes ${run.keystrokes.map(Math.round).join(', ')} ms`);
    runs.push(run);
  }
  return {
    clients: runs[0]!.clients,
    listMs: median(runs.map((r) => r.listMs)),
    keystrokesMs: SEARCH.split('').map((_, i) => median(runs.map((r) => r.keystrokes[i]!))),
    naive: {
      localeCompareSortMs: median(runs.map((r) => r.naive.localeCompareSortMs)),
      collatorSortMs: median(runs.map((r) => r.naive.collatorSortMs)),
      indexBuildMs: median(runs.map((r) => r.naive.indexBuildMs)),
      filterPassMs: median(runs.map((r) => r.naive.filterPassMs)),
    },
  };
}
