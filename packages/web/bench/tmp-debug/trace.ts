// Traces a page load at 4x CPU and prints each main-thread task over 50 ms with its biggest parts.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, ensureBuild, SESSION_KEY, startStack, stopAll, storedSession } from '../web-stack';

const path = process.argv[2] ?? '/business-clients/dashboard/calendar';
ensureBuild();
const stack = await startStack('trc', { clients: Number(process.env.CLIENTS ?? 10_000) });
const session = storedSession(await stack.signIn(process.env.WHO ?? 'owner@fieldteam.dev', 'Fieldteam#2026'));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${stack.webUrl}/favicon.svg`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_KEY, session] as const);
  if (process.argv[3] === 'naive') await context.addInitScript({ content: 'delete globalThis.Worker;' });
  if (process.env.FONT) await context.addInitScript({ content: `document.addEventListener('DOMContentLoaded',()=>{const s=document.createElement('style');s.textContent=':root{--font-sans:${process.env.FONT}!important}';document.head.append(s)})` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
  const events: Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string } } }> = [];
  cdp.on('Tracing.dataCollected', (e: { value: typeof events }) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8', transferMode: 'ReportEvents' });
  await page.goto(`${stack.webUrl}${path}`);
  await page.waitForTimeout(Number(process.env.WAIT ?? 15000));
  await cdp.send('Tracing.end');
  await done;
  const main = events.find((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const mine = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.ph === 'X' && e.dur !== undefined);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  const t0 = Math.min(...mine.map((e) => e.ts));
  for (const task of tasks) {
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const byName = new Map<string, number>();
    // Direct children only, by name (and script url when there is one).
    const depth1 = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
    for (const e of depth1) {
      const key = `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + e.dur! / 1000);
    }
    const all = new Map<string, number>();
    for (const e of inside) all.set(e.name, (all.get(e.name) ?? 0) + e.dur! / 1000);
    for (const e of inside.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.dur! > 20_000)) console.log('   ', e.name, (e.dur! / 1000).toFixed(0), JSON.stringify((e as unknown as { args: unknown }).args).slice(0, 300));
    console.log(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms | ${[...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ')} || ${[...all].filter(([k]) => /Layout|Style|Parse|Compile|GC|Paint|Evaluate|FunctionCall|Deserial|Message/i.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ')}`);
  }
} finally {
  await browser.close();
  stopAll();
}
