import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_FLAGS, ensureBuild, SESSION_KEY, startStack, stopAll, storedSession } from '../web-stack';

const path = process.argv[2] ?? '/business-clients/dashboard/work-report';
const naive = process.argv[3] === 'naive';
ensureBuild();
const stack = await startStack('dbg', { clients: 10_000 });
const session = storedSession(await stack.signIn('owner@fieldteam.dev', 'Fieldteam#2026'));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS] });
try {
  const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 412), height: 823 }, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.on('console', (m) => console.log('[console]', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('[pageerror]', e.message));
  page.on('worker', (w) => console.log('[worker]', w.url()));
  await page.goto(`${stack.webUrl}/favicon.svg`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_KEY, session] as const);
  if (naive) await context.addInitScript({ content: 'delete globalThis.Worker;' });
  await context.addInitScript({ content: "globalThis.__tasks=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())globalThis.__tasks.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({type:'longtask',buffered:true});" });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
  const prof = process.env.PROFILE !== '0';
  if (prof) { await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start'); }
  const t0 = Date.now();
  await page.goto(`${stack.webUrl}${path}`);
  await page.waitForTimeout(Number(process.env.WAIT ?? 30000));
  console.log('longtasks', JSON.stringify(await page.evaluate(() => (globalThis as any).__tasks)));
  const { profile } = prof ? (await cdp.send('Profiler.stop')) : { profile: { nodes: [], samples: [], timeDeltas: [] } } as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }>; samples: number[]; timeDeltas: number[] } };
  writeFileSync('/tmp/profile.cpuprofile', JSON.stringify(profile));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  console.log([...self].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`).join('\n'));
  await page.screenshot({ path: process.env.SHOT ?? '/tmp/debug.png', fullPage: false });
  console.log('text:', (await page.locator('main').innerText()).slice(0, 600));
  console.log('elapsed', Date.now() - t0);
} finally {
  await browser.close();
  stopAll();
}
