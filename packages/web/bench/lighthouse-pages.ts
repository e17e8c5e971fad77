// `npm run bench:web`, first table: Lighthouse (mobile preset: a mid-range phone's screen, slow 4G
// and 4x CPU, simulated) on the main screens of the built app, 5 runs a page, medians. Signed-in
// pages run in a persistent Chromium profile where the session is stored as the app stores it;
// before each run that profile's storage and HTTP cache for the app's origin are wiped and only
// the session put back, so every run is a cold load by a signed-in person (Lighthouse's own
// storage reset would sign them out, hence `disableStorageReset`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, freePort, median, scratchDir, SESSION_KEY, start, type Stack } from './web-stack';

export interface PageToScore {
  readonly name: string;
  readonly path: string;
  /** The stored session record to sign in with, or none for a signed-out page. */
  readonly session: string | null;
}

export interface PageScore {
  readonly page: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly cls: number;
  readonly lcpMs: number;
  /** Total blocking time, Lighthouse's simulated 4x-CPU main thread: what a tap waits for while the page loads. */
  readonly tbtMs: number;
  readonly pass: boolean;
  /** What held the median run back: failed accessibility audits, shifted elements, the LCP element, heavy main-thread work. */
  readonly notes: readonly string[];
}

export const GOAL = { performance: 95, accessibility: 100, cls: 0.1, tbtMs: 200 } as const;
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

interface Run {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  notes: string[];
}

/** A headless Chromium on a remote-debugging port, with its own profile, that Lighthouse connects to. */
async function launchChromium(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const profile = scratchDir('lighthouse-profile');
  mkdirSync(profile, { recursive: true });
  const child = start('Chromium', CHROMIUM, ['--headless', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], profile);
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > until) throw new Error(`Chromium (${CHROMIUM}) did not open its debugging port`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    port,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** Wipes the origin's storage and the HTTP cache, then stores the session (or nothing). */
async function prepareProfile(port: number, origin: string, session: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (session !== null) {
      // A static file of the origin, so that no app code runs while the session is stored.
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
    }
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects: the browser and its profile stay
  }
}

function notesOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string[] {
  const notes: string[] = [];
  const a11y = lhr.categories.accessibility?.auditRefs ?? [];
  for (const ref of a11y) {
    const audit = lhr.audits[ref.id];
    if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) notes.push(`a11y: ${audit.id} (${audit.title})`);
  }
  const shifts = lhr.audits['layout-shifts']?.details as { items?: Array<{ node?: { selector?: string; snippet?: string }; score?: number }> } | undefined;
  for (const item of shifts?.items ?? []) if ((item.score ?? 0) > 0.001) notes.push(`shift ${item.score!.toFixed(3)}: ${item.node?.selector ?? '?'} ${item.node?.snippet?.slice(0, 80) ?? ''}`);
  const timing = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  notes.push(`FCP ${timing('first-contentful-paint')}, LCP ${timing('largest-contentful-paint')}, TBT ${timing('total-blocking-time')}`);
  const lcp = lhr.audits['lcp-breakdown-insight']?.details as { items?: Array<{ type?: string; selector?: string; nodeLabel?: string }> } | undefined;
  const lcpNode = lcp?.items?.find((item) => item.type === 'node');
  if (lcpNode) notes.push(`LCP element: ${lcpNode.selector} ("${lcpNode.nodeLabel?.slice(0, 60)}")`);
  for (const id of ['render-blocking-insight', 'font-display-insight', 'unused-javascript', 'bootup-time', 'mainthread-work-breakdown']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 0.9 && audit.displayValue) notes.push(`${id}: ${audit.displayValue}`);
  }
  return notes;
}

async function runOnce(port: number, url: string, signedIn: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed} (is the session accepted?)`);
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const file = join(process.env.BENCH_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    // The observed load's trace beside it (what the page did, unthrottled): what a
    // slow load is read from.
    writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    notes: notesOf(lhr),
  };
}

/** Lighthouse's own runtime errors that it says to run again after (a trace recorded without its navigation). */
const RETRYABLE = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/;

/** A run, done again (at most twice) when Lighthouse failed to record it rather than the page failing. */
async function runWithRetry(prepare: () => Promise<void>, run: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    await prepare();
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !RETRYABLE.test(error.message)) throw error;
      console.error(`[bench:web] ${error.message}: run again (${attempt} of 2)`);
    }
  }
}

export async function scorePages(stack: Stack, pages: readonly PageToScore[]): Promise<PageScore[]> {
  const chrome = await launchChromium();
  const origin = new URL(stack.webUrl).origin;
  try {
    const scores: PageScore[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await runWithRetry(() => prepareProfile(chrome.port, origin, page.session), () => runOnce(chrome.port, `${stack.webUrl}${page.path}`, page.session !== null)));
      }
      const score = {
        page: page.name,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        cls: median(runs.map((r) => r.cls)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      };
      const pass = score.performance >= GOAL.performance && score.accessibility >= GOAL.accessibility && score.cls <= GOAL.cls && score.tbtMs <= GOAL.tbtMs;
      // What held back the median run (the others say much the same).
      const medianRun = [...runs].sort((a, b) => a.performance - b.performance)[runs.length >> 1]!;
      scores.push({ ...score, pass, notes: medianRun.notes });
      console.log(`[bench:web] ${page.name}: ${runs.map((r) => `perf ${r.performance} a11y ${r.accessibility} CLS ${r.cls.toFixed(3)} LCP ${Math.round(r.lcpMs)} ms TBT ${Math.round(r.tbtMs)} ms`).join(' | ')}`);
    }
    return scores;
  } finally {
    chrome.stop();
  }
}

