import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://127.0.0.1:4621';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
await ctx.grantPermissions(['geolocation']);
await ctx.setGeolocation({ latitude: -23.5614, longitude: -46.6559 });
let page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel(/e-?mail/i).fill('leader@fieldteam.dev');
await page.getByLabel(/^password/i).fill('Fieldteam#2026');
await page.getByRole('button', { name: /sign in|log in|enter/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 });
const state = await ctx.storageState();
await browser.close();
const b2 = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const c2 = await b2.newContext({ storageState: state, viewport: { width: 412, height: 823 }, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
await c2.grantPermissions(['geolocation']);
await c2.setGeolocation({ latitude: -23.5614, longitude: -46.6559 });
await c2.addInitScript(() => {
  const log = (window.__log = []);
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(...a) { super(...a); log.push([Math.round(performance.now()), 'worker created ' + String(a[0]).split('/').pop()]);
      this.addEventListener('message', (e) => { const p = e.data?.probe; const o = performance.timeOrigin; log.push([Math.round(performance.now()), 'answer id ' + e.data?.id + (p ? ` worker loaded ${Math.round(p.loadedAt - o)} got ${Math.round(p.got - o)} done ${Math.round(p.done - o)}` : '')]); });
    }
    postMessage(m, t) { log.push([Math.round(performance.now()), `post id ${m?.id} stops ${m?.request?.stops?.length ?? m?.stops?.length ?? Object.keys(m ?? {}).join('|')}`]); return super.postMessage(m, t); }
  };
  const geo = navigator.geolocation; const wp = geo.watchPosition.bind(geo);
  geo.watchPosition = (ok, err, o) => { log.push([Math.round(performance.now()), 'watch started']); return wp((p) => { log.push([Math.round(performance.now()), 'position']); ok(p); }, err, o); };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (/services\/in/.test(e.name)) log.push([Math.round(e.responseEnd), 'day answer end']); }).observe({ type: 'resource', buffered: true });
});
page = await c2.newPage();
const cdp = await c2.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(base + '/business-clients/road');
await page.getByRole('list', { name: 'Visiting order' }).waitFor({ timeout: 30000 });
await page.waitForTimeout(5000);
for (const [t, s] of await page.evaluate(() => window.__log)) console.log(String(t).padStart(6), s);
await b2.close();
