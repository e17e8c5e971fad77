// Tests of check-bundle-budget.mjs: on a tiny fake build (a manifest, index.html and chunks of
// chosen gzipped sizes) and routes made for it, the check counts each route's files as the
// browser would load them, reports a route over its budget as FAIL and exits 1; within budget it
// exits 0. And the app's own route and context tables give every route its screen and contexts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { checkBuild, routeSources } from './check-bundle-budget.mjs';

const made = [];
after(() => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** JavaScript that gzips to about `kb` kB (random text does not compress much). */
function chunkOf(kb) {
  let text = '';
  while (gzipSync(text).length < kb * 1000) text += `/*${randomBytes(3000).toString('base64')}*/\n`;
  return text;
}

/** The fake build's routes, as routeSources gives them for the app's table. */
const ROUTES = [
  { path: '/', sources: ['src/features/pages/HomeScreen.tsx'], drawsWith: ['src/features/pages/HomeScreen.tsx'], texts: ['home'], first: true },
  { path: '/login', sources: ['src/features/account/LoginScreen.tsx', 'src/di/account.module.ts'], drawsWith: ['src/features/account/LoginScreen.tsx', 'src/di/account.module.ts'], texts: ['account'], first: true },
  { path: '/clients', sources: ['src/features/clients/ClientsScreen.tsx', 'src/di/clients.module.ts', 'src/di/clock.module.ts'], texts: [], first: false },
];

/**
 * A fake build: the entry (with a shared chunk it imports statically), the English texts, a
 * screen per route, the account, clients and clock context modules, and a chunk the clients
 * screen imports only on demand. `sizes` gives some chunks' gzipped kB.
 */
function fakeBuild(sizes = {}) {
  const web = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  made.push(web);
  const chunks = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/features/pages/HomeScreen.tsx'], isEntry: true, src: 'index.html' },
    '_react.js': { file: 'assets/react.js' },
    '_form.js': { file: 'assets/form.js' },
    '_temporal.js': { file: 'assets/temporal.js' },
    'src/i18n/locales/en/common.json': { file: 'assets/common.js', isDynamicEntry: true, src: 'src/i18n/locales/en/common.json' },
    'src/i18n/locales/en/validation.json': { file: 'assets/validation.js', isDynamicEntry: true, src: 'src/i18n/locales/en/validation.json' },
    'src/i18n/locales/en/home.json': { file: 'assets/home.js', isDynamicEntry: true, src: 'src/i18n/locales/en/home.json' },
    'src/i18n/locales/en/account.json': { file: 'assets/account.js', isDynamicEntry: true, src: 'src/i18n/locales/en/account.json' },
    'src/i18n/locales/fr/common.json': { file: 'assets/fr-common.js', isDynamicEntry: true, src: 'src/i18n/locales/fr/common.json' },
    'src/features/pages/HomeScreen.tsx': { file: 'assets/HomeScreen.js', isDynamicEntry: true },
    'src/features/account/LoginScreen.tsx': { file: 'assets/LoginScreen.js', imports: ['_form.js'], isDynamicEntry: true },
    'src/features/clients/ClientsScreen.tsx': { file: 'assets/ClientsScreen.js', imports: ['_form.js'], dynamicImports: ['src/features/clients/chart.ts'], isDynamicEntry: true },
    'src/features/clients/chart.ts': { file: 'assets/chart.js', isDynamicEntry: true },
    'src/di/account.module.ts': { file: 'assets/account.module.js', isDynamicEntry: true },
    'src/di/clients.module.ts': { file: 'assets/clients.module.js', isDynamicEntry: true },
    'src/di/clock.module.ts': { file: 'assets/clock.module.js', imports: ['_temporal.js'], isDynamicEntry: true },
  };
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    writeFileSync(path.join(web, file), text);
  };
  for (const chunk of Object.values(chunks)) write(path.join('dist', chunk.file), chunkOf(sizes[chunk.file] ?? 1));
  write('dist/registerSW.js', chunkOf(1));
  write('dist/.vite/manifest.json', JSON.stringify(chunks));
  write('dist/index.html', '<html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><script id="sw" src="/registerSW.js" defer></script></head></html>');
  return path.join(web, 'dist');
}

/** Runs the check on a fake build; the table's rows by route. */
function check(dist) {
  const lines = [];
  const status = checkBuild({ dist, routes: ROUTES, log: (line) => lines.push(line) });
  const output = lines.join('\n');
  const rows = new Map(
    output
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells.length === 5 && cells[0].startsWith('/'))
      .map(([route, files, kb, budget, verdict]) => [route, { files: Number(files), kb: Number(kb), budget, verdict }]),
  );
  return { status, rows, output };
}

test('counts what each route loads: the entry and its imports, index.html scripts, the texts, the screen, its contexts and theirs', () => {
  const { status, rows, output } = check(fakeBuild());
  assert.equal(status, 0, output);
  // index.js, react.js, registerSW.js, the shell's texts common.js and validation.js + home.js, HomeScreen.js
  assert.deepEqual(rows.get('/'), { files: 7, kb: rows.get('/').kb, budget: '152', verdict: 'PASS' });
  // the shell's five + account.js, LoginScreen.js, form.js, account.module.js
  assert.equal(rows.get('/login').files, 9);
  // the shell's five + ClientsScreen.js, form.js, clients.module.js, clock.module.js, temporal.js; not chart.js (on demand), no other language
  assert.equal(rows.get('/clients').files, 10);
  assert.match(output, /All 3 routes within budget/);
});

test('reports a first page over 152 kB and a route over 200 kB as FAIL, and exits 1', () => {
  const { status, rows, output } = check(fakeBuild({ 'assets/form.js': 155, 'assets/temporal.js': 50 }));
  assert.equal(status, 1, output);
  assert.equal(rows.get('/').verdict, 'PASS');
  assert.equal(rows.get('/login').verdict, 'FAIL');
  assert.ok(rows.get('/login').kb > 152);
  assert.equal(rows.get('/clients').verdict, 'FAIL');
  assert.ok(rows.get('/clients').kb > 200);
  assert.match(output, /2 of 3 routes over budget: \/login, \/clients/);
});

test('a chunk the entry imports statically counts for every route', () => {
  const { status, rows } = check(fakeBuild({ 'assets/react.js': 153 }));
  assert.equal(status, 1);
  assert.equal(rows.get('/').verdict, 'FAIL');
  assert.equal(rows.get('/clients').verdict, 'PASS');
});

test('stops, with exit 2, when the build is missing', () => {
  const dist = fakeBuild();
  rmSync(dist, { recursive: true });
  const { status, output } = check(dist);
  assert.equal(status, 2);
  assert.match(output, /manifest\.json is missing: build the app first/);
});

test("gives each page of the app its screen and its context's module, read from the imports of pages.ts, and its texts", () => {
  const routes = routeSources();
  assert.ok(routes.length > 30);
  assert.deepEqual(routes.find((route) => route.path === '/'), { path: '/', sources: ['src/features/pages/HomeScreen.tsx'], drawsWith: ['src/features/pages/HomeScreen.tsx'], texts: ['home'], first: true, draws: 'ready' });
  assert.deepEqual(routes.find((route) => route.path === '/login'), { path: '/login', sources: ['src/features/account/LoginScreen.tsx', 'src/di/account.module.ts'], drawsWith: ['src/features/account/LoginScreen.tsx', 'src/di/account.module.ts'], texts: ['account'], first: true, draws: 'ready' });
  const clients = routes.find((route) => route.path === '/business-clients');
  assert.deepEqual(clients?.sources, ['src/features/clients/ClientsScreen.tsx', 'src/di/client-list.module.ts']);
  assert.equal(clients?.first, false);
  // The list draws its frame first and itself before its context is ready, the calendar and the road their frame first; adding a client waits for the business's zone.
  assert.equal(clients?.draws, 'frame-before-ready');
  assert.deepEqual(clients?.drawsWith, ['src/features/clients/ClientsScreen.tsx']);
  const calendar = routes.find((route) => route.path === '/business-clients/dashboard/calendar');
  assert.equal(calendar?.draws, 'frame');
  assert.deepEqual(calendar?.drawsWith, ['src/features/calendar/CalendarScreen.tsx']);
  assert.equal(routes.find((route) => route.path === '/business-add-client')?.draws, 'ready');
  const road = routes.find((route) => route.path === '/business-clients/road');
  assert.deepEqual(road?.texts, ['road']);
  assert.equal(road?.draws, 'frame');
  assert.deepEqual(road?.drawsWith, ['src/features/road/RoadScreen.tsx']);
});
