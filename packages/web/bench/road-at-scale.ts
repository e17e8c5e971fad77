// `npm run bench:web`, the road row: a leader's road of 500 stops (the mock server seeded with
// `--clients 10000 --road-stops 500`) on a slow phone (a phone-sized page, Chromium's CPU slowed 4x
// through CDP, the position near Avenida Paulista), cold (only the session stored), 3 runs, medians:
// - content: from the road's answer arriving (its Resource Timing responseEnd) to the frame after
//   the screen shows its stops in visiting order (the list's first rows and the map's route);
// - the longest main-thread task from navigation until the page is settled (no long task for
//   1.5 s after the content), and the blocking time (the sum over 50 ms of each);
// - the JS heap and the DOM nodes once settled (CDP's Performance metrics).
// Side by side in the same throttled page, the naive way (naive-road.page.ts): the same answer
// ordered on the main thread with every rough place checked pair by pair, the list drawn whole
// and the map with every marker; each step is one task, timed on its own. BENCH_TRACE=<dir> keeps
// a Chromium trace of each run's load (until settled) in that folder.
import { chromium, type CDPSession } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { CPU_SLOWDOWN } from './clients-at-scale';
import { CHROMIUM, CHROMIUM_FLAGS, median, SESSION_KEY, type Stack } from './web-stack';

export const ROAD_STOPS = 500;
export const ROAD_GOAL = { contentMs: 1_000, longestTaskMs: 200, heapMb: 80 } as const;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
/** The leader starts near Avenida Paulista, as in the end-to-end tests. */
const POSITION = { latitude: -23.5614, longitude: -46.6559 } as const;
const ROAD_PATH = /\/api\/company\/map\/services\/in\//;
const SETTLE_MS = 1_500;
/** BENCH_TRACE=<dir> keeps a Chromium trace of each run's load there (tasks, layout, JS samples). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'];

export interface NaiveRoad {
  readonly stops: number;
  readonly orderMs: number;
  readonly roughMs: number;
  readonly listMs: number;
  readonly mapMs: number;
  readonly listNodes: number;
  readonly mapNodes: number;
}

export interface RoadResult {
  readonly stops: number;
  readonly contentMs: number;
  /** The same moment from the navigation (a cold start: the session stored, the business's zone not known yet). */
  readonly navigationMs: number;
  readonly longestTaskMs: number;
  readonly blockingMs: number;
  readonly heapMb: number;
  readonly domNodes: number;
  readonly naive: NaiveRoad;
}

interface BenchWindow {
  __bench: { contentAt: number | null; tasks: Array<{ start: number; duration: number }> };
  __naiveRoad?: { run(answer: unknown, position: { latitude: number; longitude: number }): Promise<NaiveRoad> };
}

/** Runs in the page before its scripts: records long tasks and the frame after the stops are shown in order. */
function instrument(): void {
  const bench: BenchWindow['__bench'] = { contentAt: null, tasks: [] };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let seen = false;
  const shown = new MutationObserver(() => {
    // The route is drawn once the stops are ordered; the list shows them in that order.
    if (seen || !document.querySelector('ol[aria-label="Visiting order"] li') || !document.querySelector('svg [data-route]')) return;
    seen = true;
    shown.disconnect();
    // The frame that shows them: rAF runs before its paint, a message posted there runs after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.contentAt = performance.now());
      channel.port2.postMessage(0);
    });
  });
  shown.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-route'] });
}

/** Waits until `expression` is true in the page, asking every 250 ms through CDP. */
async function poll(cdp: CDPSession, expression: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: unknown } };
    if (result.value === true) return;
    if (Date.now() > until) throw new Error(`the road page: still not ${expression} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The naive way's page script, bundled once (core and the SVG map as the app has them). */
let naiveScript: Promise<string> | null = null;
function naiveRoadScript(): Promise<string> {
  naiveScript ??= (async () => {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: true,
        lib: { entry: fileURLToPath(new URL('./naive-road.page.ts', import.meta.url)), formats: ['iife'], name: '__naiveRoad', fileName: 'naive-road' },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
    const chunk = chunks.find((c) => c.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('the naive road script did not build');
    return chunk.code;
  })();
  return naiveScript;
}

async function oneRun(stack: Stack, session: string): Promise<Omit<RoadResult, 'naive'> & { naive: NaiveRoad }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      timezoneId: 'America/Sao_Paulo',
      geolocation: POSITION,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
    // tsx (esbuild, keepNames) wraps the named inner functions of code sent to the page in __name().
    await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    await context.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    const trace = process.env.BENCH_TRACE ? join(process.env.BENCH_TRACE, `road-${Date.now()}.json`) : null;
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    await page.goto(`${stack.webUrl}/business-clients/road`);
    // Waited for with plain CDP evaluations: Playwright's waitForFunction would first evaluate its
    // own injected script in the page, a long task of its own (300 ms at 4x) counted as the app's.
    await poll(cdp, 'window.__bench.contentAt !== null', 90_000);
    // Settled: no long task for SETTLE_MS (at most 30 s more).
    await poll(
      cdp,
      `(() => { const { tasks, contentAt } = window.__bench; return performance.now() - Math.max(contentAt, ...tasks.map((t) => t.start + t.duration)) >= ${SETTLE_MS}; })()`,
      30_000,
    );
    const timing = await page.evaluate((pattern) => {
      const re = new RegExp(pattern);
      const entry = performance.getEntriesByType('resource').find((e) => re.test(new URL(e.name).pathname)) as PerformanceResourceTiming | undefined;
      const { contentAt, tasks } = (window as unknown as BenchWindow).__bench;
      return entry ? { url: entry.name, answerAt: entry.responseEnd, contentAt: contentAt!, tasks } : null;
    }, ROAD_PATH.source);
    if (trace) await browser.stopTracing();
    if (!timing) throw new Error('no road call seen');
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    if (process.env.BENCH_VERBOSE) console.log(`long tasks [start, ms]: ${JSON.stringify(timing.tasks.map((t) => [Math.round(t.start), Math.round(t.duration)]))}`);
    const durations = timing.tasks.map((t) => t.duration);

    // The naive way, in the same throttled page, on the same answer.
    const answer = await page.evaluate(async (url) => (await fetch(url)).json(), timing.url);
    // Evaluated through CDP, which the page's Content Security Policy (no inline script) leaves alone.
    await page.evaluate(`${await naiveRoadScript()}\n;window.__naiveRoad = __naiveRoad; 0`);
    const naive = await page.evaluate(([a, p]) => (window as unknown as BenchWindow).__naiveRoad!.run(a, p), [answer, POSITION] as const);
    return {
      stops: (answer as { clientsWithTodos: unknown[] }).clientsWithTodos.length,
      contentMs: timing.contentAt - timing.answerAt,
      navigationMs: timing.contentAt,
      longestTaskMs: Math.max(0, ...durations),
      blockingMs: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      heapMb: metric('JSHeapUsedSize') / 1e6,
      domNodes: metric('Nodes'),
      naive,
    };
  } finally {
    await browser.close();
  }
}

export async function measureRoadAtScale(stack: Stack, session: string): Promise<RoadResult> {
  const runs: RoadResult[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await oneRun(stack, session);
    console.log(
      `[bench:web] road of ${run.stops} stops run ${i + 1}: content ${Math.round(run.contentMs)} ms (${Math.round(run.navigationMs)} ms after the navigation), longest task ${Math.round(run.longestTaskMs)} ms, heap ${run.heapMb.toFixed(1)} MB, ${run.domNodes} nodes; naive order ${Math.round(run.naive.orderMs)} ms, rough ${Math.round(run.naive.roughMs)} ms, list ${Math.round(run.naive.listMs)} ms, map ${Math.round(run.naive.mapMs)} ms`,
    );
    runs.push(run);
  }
  const mid = (pick: (r: RoadResult) => number) => median(runs.map(pick));
  return {
    stops: runs[0]!.stops,
    contentMs: mid((r) => r.contentMs),
    navigationMs: mid((r) => r.navigationMs),
    longestTaskMs: mid((r) => r.longestTaskMs),
    blockingMs: mid((r) => r.blockingMs),
    heapMb: mid((r) => r.heapMb),
    domNodes: mid((r) => r.domNodes),
    naive: {
      stops: runs[0]!.naive.stops,
      orderMs: mid((r) => r.naive.orderMs),
      roughMs: mid((r) => r.naive.roughMs),
      listMs: mid((r) => r.naive.listMs),
      mapMs: mid((r) => r.naive.mapMs),
      listNodes: mid((r) => r.naive.listNodes),
      mapNodes: mid((r) => r.naive.mapNodes),
    },
  };
}
