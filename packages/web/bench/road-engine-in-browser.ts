// `npm run bench:web`, the road's engine in the browser, bundled as the app bundles it, in
// Debian's Chromium, on the days of the core bench's time rows (the same seeds: stops spread over
// the 0.4-degree square around São Paulo, booked from 08:00 to 18:00). Chromium slows only a
// page's thread through CDP (a worker refuses the rate), so the times at 4x are the planner's on
// the page's thread with the CPU slowed (in-page-planner.ts: the worker's code and messages); the
// road's worker (stop-ordering.worker.ts) is timed beside them, at full speed, from the message
// posted to the answer received. Each day is planned `REPEATS` times and counts its fastest (the
// machine is shared: another process slows a run, never speeds one up); the figure is the median
// over the days, two days first to warm the JIT. A long-task observer on the page says whether the
// page's thread was held up while the worker planned, the page slowed 4x (goal: no task over 50
// ms). A day of 500 stops like the bulk road's (booked on the half hour from 08:00 to 16:00, an
// hour each) is timed beside them, for the road-at-scale row.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { generatedDay, seedOf } from '../../core/bench/appointment-order.bench';
import { seeded } from '../../core/bench/measure';
import { CPU_SLOWDOWN } from './clients-at-scale';
import { CHROMIUM, CHROMIUM_FLAGS, median } from './web-stack';

/** Each row: stops a day, days, and the goal at 4x CPU (ms). */
export const ENGINE_ROWS = [
  { stops: 30, days: 30, goalMs: 30 },
  { stops: 100, days: 20, goalMs: 250 },
] as const;
export const ENGINE_LONG_TASK_GOAL_MS = 50;
const REPEATS = Number(process.env.BENCH_ENGINE_REPEATS ?? 5);
const WARM_DAYS = 2;
const LONG_DAY = { stops: 500, days: 3 } as const;

export interface EngineRow {
  readonly stops: number;
  readonly days: number;
  /** On the page's thread at 4x. */
  readonly medianMs: number;
  readonly slowestMs: number;
  /** In the worker, at full speed. */
  readonly workerMedianMs: number;
  readonly goalMs: number | null;
}

export interface EngineResult {
  readonly rows: readonly EngineRow[];
  /** The longest task on the page's thread while the worker planned every day. */
  readonly longestPageTaskMs: number;
}

/** A day as plain numbers: the start, now, and each stop's latitude, longitude, booked time and minutes on site. */
type PlainDay = { start: [number, number]; startAt: number; stops: [number, number, number, number][] };

function benchDays(stops: number, count: number): PlainDay[] {
  const random = seeded(seedOf(stops, 3));
  return Array.from({ length: count }, () => {
    const day = generatedDay(random, stops);
    return { start: [day.start.latitude, day.start.longitude], startAt: day.startAt, stops: day.stops.map((s) => [s.latitude, s.longitude, s.bookedAt!, s.serviceMinutes!]) };
  });
}

/** 500 stops like the bulk road: half hours from 08:00 to 16:00 in turn, an hour each (the default). */
function longDays(): PlainDay[] {
  const random = seeded(seedOf(LONG_DAY.stops, 3));
  const place = (): [number, number] => [-23.55 + (random() - 0.5) * 0.4, -46.63 + (random() - 0.5) * 0.4];
  const startAt = benchDays(1, 1)[0]!.startAt;
  return Array.from({ length: LONG_DAY.days }, () => ({ start: place(), startAt, stops: Array.from({ length: LONG_DAY.stops }, (_, i) => [...place(), startAt + 30 + 30 * (i % 17), Number.NaN] as [number, number, number, number]) }));
}

/** A module bundled once as a classic script (its imports inlined): the road's worker, or the planner for the page. */
async function classicScript(entry: string, name: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['iife'], name, fileName: 'planner' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const chunk = chunks.find((c) => c.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry} did not build`);
  return chunk.code;
}

interface BenchPage {
  /** The days to plan next (handed over in a call of their own: reading them is not the planning). */
  __days: PlainDay[];
  __plan(repeats: number): Promise<number[]>;
  /** The same on the page's thread: each day's fastest of `repeats`. */
  __planInPage(repeats: number): number[];
  /** Long tasks on the page (start and duration), and when it planned (start and end of each run of days). */
  __longTasks: [number, number][];
  __planning: [number, number][];
}

/**
 * In the page: a worker from the bundled script and the planner on the page's thread, and
 * functions that plan each day `repeats` times with either and answer each day's fastest.
 */
function preparePage(code: string): void {
  const page = window as unknown as BenchPage;
  page.__longTasks = [];
  page.__planning = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask' });
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
  let id = 0;
  const messageOf = (day: PlainDay) => {
    const n = day.stops.length;
    const points = new Float64Array(2 * (n + 1));
    const booked = new Float64Array(n);
    const service = new Float64Array(n);
    [points[0], points[1]] = day.start;
    day.stops.forEach(([lat, lon, at, minutes], i) => {
      points[2 * i + 2] = lat;
      points[2 * i + 3] = lon;
      booked[i] = at;
      service[i] = minutes;
    });
    return { id: ++id, startAt: day.startAt, points, booked, service, pinned: new Int32Array(0), legs: new Float64Array(0), speedKmPerHour: 30, asGiven: false };
  };
  const inPage = (window as unknown as { __inPage: { inPagePlanner(): (message: ReturnType<typeof messageOf>) => { failure?: string } } }).__inPage.inPagePlanner();
  page.__planInPage = (repeats) =>
    page.__days.map((day) => {
      let best = Infinity;
      for (let r = 0; r < repeats; r++) {
        const message = messageOf(day);
        const started = performance.now();
        const answer = inPage(message);
        best = Math.min(best, performance.now() - started);
        if (answer.failure) throw new Error(answer.failure);
      }
      return best;
    });
  const planOnce = (day: PlainDay) =>
    new Promise<number>((resolve, reject) => {
      const message = messageOf(day);
      const { points, booked, service } = message;
      const started = performance.now();
      worker.onmessage = ({ data }) => ('failure' in data ? reject(new Error(data.failure)) : resolve(performance.now() - started));
      worker.postMessage(message, [points.buffer, booked.buffer, service.buffer]);
    });
  page.__plan = async (repeats) => {
    const since = performance.now();
    const fastest: number[] = [];
    for (const day of page.__days) {
      let best = Infinity;
      for (let r = 0; r < repeats; r++) best = Math.min(best, await planOnce(day));
      fastest.push(best);
    }
    page.__planning.push([since, performance.now()]);
    return fastest;
  };
}

export async function measureEngineInBrowser(): Promise<EngineResult> {
  const code = await classicScript('../src/features/road/stop-ordering.worker.ts', '__planner');
  const inPageCode = await classicScript('./in-page-planner.ts', '__inPage');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>engine</title>');
    await page.addScriptTag({ content: 'globalThis.__name ??= (f) => f;' });
    await page.addScriptTag({ content: inPageCode });
    await page.evaluate(preparePage, code);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const rows: EngineRow[] = [];
    for (const { stops, days, goalMs } of ENGINE_ROWS) {
      await page.evaluate((d) => void ((window as unknown as BenchPage).__days = d), benchDays(stops, days + WARM_DAYS));
      const inWorker = (await page.evaluate((r) => (window as unknown as BenchPage).__plan(r), REPEATS)).slice(WARM_DAYS);
      const times = (await page.evaluate((r) => (window as unknown as BenchPage).__planInPage(r), REPEATS)).slice(WARM_DAYS);
      rows.push({ stops, days, medianMs: median(times), slowestMs: Math.max(...times), workerMedianMs: median(inWorker), goalMs });
    }
    await page.evaluate((d) => void ((window as unknown as BenchPage).__days = d), longDays());
    const long = await page.evaluate(() => (window as unknown as BenchPage).__plan(1));
    const longInPage = await page.evaluate(() => (window as unknown as BenchPage).__planInPage(1));
    rows.push({ stops: LONG_DAY.stops, days: LONG_DAY.days, medianMs: median(longInPage), slowestMs: Math.max(...longInPage), workerMedianMs: median(long), goalMs: null });
    // The tasks that began while a run of days was planned (not those that handed the days over).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const tasks = await page.evaluate(() => {
      const { __longTasks, __planning } = window as unknown as BenchPage;
      return __longTasks.filter(([start]) => __planning.some(([from, to]) => start > from && start < to));
    });
    if (process.env.BENCH_VERBOSE) console.log(`page long tasks while planning [start, ms]: ${JSON.stringify(tasks.map(([start, duration]) => [Math.round(start), Math.round(duration)]))}`);
    return { rows, longestPageTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)) };
  } finally {
    await browser.close();
  }
}
