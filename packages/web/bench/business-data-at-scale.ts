// `npm run bench:web`, the business data rows: the calendar, the task reports, the
// work report and the live board with 10,000 clients on a slow phone (a phone-sized page, Chromium's CPU slowed 4x
// through CDP), cold (only the session stored), medians of 3 runs, each screen measured the app's
// way (the answers fetched, parsed and indexed in the business data worker) and the
// naive way beside it in the same run: the same build with `Worker` taken away, so that the same
// code parses and indexes the answers on the page's thread.
// - content: from the last of the screen's answers arriving (Resource Timing's responseEnd, read
//   in the worker that fetched it or in the page) to the frame after its content is on the page;
// - longest main-thread task (Long Tasks) and blocking time (the sum over 50 ms of each), from
//   navigation until 1.5 s after the content;
// - JS heap: the page's, after a garbage collection once the content is shown; the worker's
//   beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page, type Worker } from '@playwright/test';
import { ROUTES } from '@fieldteam/core';
import { CHROMIUM, CHROMIUM_FLAGS, median, SESSION_KEY, type Stack } from './web-stack';
import { CPU_SLOWDOWN } from './clients-at-scale';

export const DATA_GOAL = { contentMs: 2_000, longestTaskMs: 200, heapMb: 80 } as const;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
const SETTLE_MS = 1_500;

interface Screen {
  readonly name: string;
  readonly path: string;
  /** What shows the screen's content. */
  readonly content: string;
  /** The answers the content waits for (paths under /api). */
  readonly answers: readonly RegExp[];
  /** The screen's own goal for its content after its answers, when tighter than DATA_GOAL's. */
  readonly contentGoalMs?: number;
}

// The documented calls (/company/calendar/data/:email/:token/:ownerId, /company/reports/...).
const CALENDAR_ANSWER = /\/company\/calendar\/data\/[^/]+\/[^/]+\/[^/]+$/;
const REPORTS_ANSWER = /\/company\/reports\/[^/]+\/[^/]+\/[^/]+$/;

export const SCREENS: readonly Screen[] = [
  { name: 'calendar', path: ROUTES.calendar, content: '.ft-cal-task__client, .ft-cal-cell--busy', answers: [CALENDAR_ANSWER] },
  { name: 'task reports', path: ROUTES.taskReports, content: 'main table tbody tr', answers: [REPORTS_ANSWER] },
  { name: 'work report', path: ROUTES.workReport, content: '.ft-work__rows tbody tr', answers: [CALENDAR_ANSWER, REPORTS_ANSWER] },
  // The owner's live board: today's teams within 1 s of the calendar and reports.
  { name: 'live board', path: ROUTES.liveBoard, content: '[data-testid="board-total-takings"]', answers: [CALENDAR_ANSWER, REPORTS_ANSWER], contentGoalMs: 1_000 },
];

export const contentGoalOf = (screen: string): number => SCREENS.find((s) => s.name === screen)?.contentGoalMs ?? DATA_GOAL.contentMs;

export interface DataRun {
  readonly contentMs: number;
  readonly longestTaskMs: number;
  readonly blockingMs: number;
  readonly heapMb: number;
  readonly workerHeapMb: number | null;
}

export interface DataResult {
  readonly screen: string;
  readonly app: DataRun;
  readonly naive: DataRun;
}

interface BenchWindow {
  __bench: { contentAt: number | null; tasks: Array<{ start: number; duration: number }> };
}

/** Runs in the page before its scripts: long tasks, and the frame after the content appears. */
function instrument(selector: string): void {
  const bench: BenchWindow['__bench'] = { contentAt: null, tasks: [] };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    if (bench.contentAt !== null || !document.querySelector(selector)) return;
    seen.disconnect();
    // The frame that shows it: rAF runs before its paint, a message posted there runs after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.contentAt = performance.now());
      channel.port2.postMessage(0);
    });
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** When each answer matching `patterns` finished arriving, in epoch milliseconds, as the fetching scope saw it. */
function answersEnded(patterns: readonly string[]): number[] {
  const res = patterns.map((p) => new RegExp(p));
  return performance
    .getEntriesByType('resource')
    .filter((e) => res.some((re) => re.test(new URL(e.name).pathname)))
    .map((e) => performance.timeOrigin + (e as PerformanceResourceTiming).responseEnd);
}

/** The dedicated worker's heap, through a CDP session attached to it from the page's. */
async function workerHeapMb(cdp: CDPSession): Promise<number | null> {
  const attached = new Promise<string | null>((resolve) => {
    cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
      if (event.targetInfo.type === 'worker') resolve(event.sessionId);
    });
    setTimeout(() => resolve(null), 3_000);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await attached;
  if (!sessionId) return null;
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const messageId = ++id;
      const listener = (event: { sessionId: string; message: string }) => {
        const message = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown> };
        if (event.sessionId === sessionId && message.id === messageId) {
          cdp.off('Target.receivedMessageFromTarget', listener);
          resolve(message.result ?? {});
        }
      };
      cdp.on('Target.receivedMessageFromTarget', listener);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: messageId, method }) });
    });
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.getHeapUsage');
  return typeof usage.usedSize === 'number' ? usage.usedSize / 2 ** 20 : null;
}

async function oneRun(stack: Stack, session: string, screen: Screen, naive: boolean): Promise<DataRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'America/Sao_Paulo', ...(process.env.BENCH_NO_SW ? { serviceWorkers: 'block' as const } : {}) });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session] as const);
    // tsx (esbuild, keepNames) wraps the named inner functions of code sent to the page in __name().
    await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    if (naive) await context.addInitScript({ content: 'delete globalThis.Worker;' });
    await context.addInitScript(instrument, screen.content);
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // BENCH_PROFILE=<dir> keeps a CPU profile of each app run's page, and prints what its longest
    // stretch of work ran: what a long task is made of.
    const profiling = process.env.BENCH_PROFILE && !naive;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${stack.webUrl}${screen.path}`);
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.contentAt !== null, null, { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
      writeFileSync(join(process.env.BENCH_PROFILE!, `${screen.name.replace(/\W+/g, '-')}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      console.log(`[bench:web] ${screen.name}: longest stretch of work ${longestStretch(profile)}`);
    }
    return await measure(page, cdp, workers, screen, naive);
  } finally {
    await browser.close();
  }
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<{ readonly id: number; readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number } }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The profile's longest run of samples with no idle between them, and the functions that took most of it (self time). */
function longestStretch(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let best: [number, number] = [0, 0];
  let start = 0;
  let length = 0;
  let bestLength = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const name = byId.get(profile.samples[i]!)?.callFrame.functionName;
    const delta = profile.timeDeltas[i] ?? 0;
    if (name === '(idle)' || name === '(program)') {
      start = i + 1;
      length = 0;
      continue;
    }
    length += delta;
    if (length > bestLength) {
      bestLength = length;
      best = [start, i];
    }
  }
  const self = new Map<string, number>();
  for (let i = best[0]; i <= best[1]; i += 1) {
    const frame = byId.get(profile.samples[i]!)?.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}` : '?';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
  return `${Math.round(bestLength / 1000)} ms: ${top.map(([key, us]) => `${key} ${Math.round(us / 1000)} ms`).join('; ')}`;
}

async function measure(page: Page, cdp: CDPSession, workers: readonly Worker[], screen: Screen, naive: boolean): Promise<DataRun> {
  const patterns = screen.answers.map((re) => re.source);
  const ended = [...(await page.evaluate(answersEnded, patterns))];
  for (const worker of workers) ended.push(...(await worker.evaluate(answersEnded, patterns)));
  if (ended.length < screen.answers.length) throw new Error(`${screen.name}: ${ended.length} of its ${screen.answers.length} answers seen${naive ? '' : ' (in the page and its worker)'}`);
  const { contentAt, origin, tasks } = await page.evaluate(() => ({ ...(window as unknown as BenchWindow).__bench, origin: performance.timeOrigin }));
  const until = contentAt! + SETTLE_MS;
  const loading = tasks.filter((task) => task.start <= until);
  // BENCH_TASKS=1 lists the long tasks (start and length, ms from navigation, content at ^): which one to look at.
  if (process.env.BENCH_TASKS) console.log(`[bench:web] ${screen.name}${naive ? ' (naive)' : ''} tasks: ${loading.map((task) => `${Math.round(task.duration)}@${Math.round(task.start)}`).join(' ')} ^${Math.round(contentAt!)}`);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return {
    contentMs: origin + contentAt! - Math.max(...ended),
    longestTaskMs: Math.max(0, ...loading.map((task) => task.duration)),
    blockingMs: loading.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    heapMb: heap.usedSize / 2 ** 20,
    workerHeapMb: naive ? null : await workerHeapMb(cdp),
  };
}

const medianRun = (runs: readonly DataRun[]): DataRun => ({
  contentMs: median(runs.map((r) => r.contentMs)),
  longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
  blockingMs: median(runs.map((r) => r.blockingMs)),
  heapMb: median(runs.map((r) => r.heapMb)),
  workerHeapMb: runs.some((r) => r.workerHeapMb === null) ? null : median(runs.map((r) => r.workerHeapMb!)),
});

export const dataRunPasses = (run: DataRun, screen: string): boolean => run.contentMs <= contentGoalOf(screen) && run.longestTaskMs <= DATA_GOAL.longestTaskMs && run.heapMb <= DATA_GOAL.heapMb;

export async function measureBusinessDataAtScale(stack: Stack, session: string): Promise<DataResult[]> {
  const only = process.env.BENCH_SCREENS?.split(',');
  const results: DataResult[] = [];
  for (const screen of SCREENS.filter((s) => !only || only.some((o) => s.name.includes(o)))) {
    const app: DataRun[] = [];
    const naive: DataRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Alternated, so that the machine's load falls on both alike.
      app.push(await oneRun(stack, session, screen, false));
      naive.push(await oneRun(stack, session, screen, true));
      const [a, n] = [app.at(-1)!, naive.at(-1)!];
      console.log(`[bench:web] ${screen.name} run ${i + 1}: content ${Math.round(a.contentMs)} ms (naive ${Math.round(n.contentMs)}), longest task ${Math.round(a.longestTaskMs)} ms (naive ${Math.round(n.longestTaskMs)}), heap ${a.heapMb.toFixed(1)} MB + worker ${a.workerHeapMb?.toFixed(1) ?? '?'} MB (naive ${n.heapMb.toFixed(1)} MB)`);
    }
    results.push({ screen: screen.name, app: medianRun(app), naive: medianRun(naive) });
  }
  return results;
}
