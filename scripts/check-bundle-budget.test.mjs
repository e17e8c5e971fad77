// Tests of check-bundle-budget.mjs: on a tiny fake build (a manifest, index.html, chunks of chosen
// gzipped sizes, a route table and a context table) the script counts each route's files as the
// browser would load them, reports a route over its budget as FAIL and exits 1; within budget it
// exits 0. And the real route and context tables still read as the script expects.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { contextClosure, contextSources, readContexts, readRoutePaths, readRouteTable } from './check-bundle-budget.mjs';

const SCRIPT = fileURLToPath(new URL('./check-bundle-budget.mjs', import.meta.url));
const REPO = path.resolve(path.dirname(SCRIPT), '..');
const made = [];
after(() => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** JavaScript that gzips to about `kb` kB (random text does not compress much). */
function chunkOf(kb) {
  let text = '';
  while (gzipSync(text).length < kb * 1000) text += `/*${randomBytes(3000).toString('base64')}*/\n`;
  return text;
}

const ROUTE_NAMES = "export const ROUTES = {\n  home: '/',\n  login: '/login',\n  clients: '/clients',\n} as const;\n";

const ROUTES_TSX = `import { ROUTES } from '@fieldteam/core';
import { routeScreen } from './route-screen';

const HomeScreen = routeScreen([], () => import('../features/pages/HomeScreen'), 'HomeScreen', ['home']);
const LoginScreen = routeScreen(['account'], () => import('../features/account/LoginScreen'), 'LoginScreen', ['account']);
const ClientsScreen = routeScreen(['clients'], () => import('../features/clients/ClientsScreen'), 'ClientsScreen');

export const appRoutes = [
  {
    children: [
      { path: ROUTES.home, element: <HomeScreen /> },
      { path: ROUTES.login, element: <LoginScreen /> },
      { path: ROUTES.clients, element: <ClientsScreen /> },
      { path: '*', element: null },
    ],
  },
];
`;

const CONTEXTS_TS = `export const CONTEXTS: Readonly<Record<ContextName, ContextEntry>> = {
  account: { compose: () => import('./account.context').then((m) => m.accountContext), uses: [] },
  clients: { load: () => import('./clients.module').then((m) => m.clientsModule), uses: ['clock'] },
  clock: { load: () => import('./clock.module').then((m) => m.clockModule), uses: [] },
};
`;

/**
 * A fake web package: the entry (with a shared chunk it imports statically), the English texts,
 * a screen per route, the account context (composed by hand), the clients and clock DI modules
 * with the container they load into, and a chunk the clients screen imports only on demand. `sizes` gives some chunks' gzipped kB.
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
    'src/di/account.context.ts': { file: 'assets/account.context.js', isDynamicEntry: true },
    'src/di/container.ts': { file: 'assets/container.js', imports: ['_inversify.js'], isDynamicEntry: true },
    '_inversify.js': { file: 'assets/inversify.js' },
    'src/di/clients.module.ts': { file: 'assets/clients.module.js', imports: ['_inversify.js'], isDynamicEntry: true },
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
  write('src/app/routes.tsx', ROUTES_TSX);
  write('src/di/contexts.ts', CONTEXTS_TS);
  write('routes.ts', ROUTE_NAMES);
  return web;
}

/** Runs the script on a fake build; the table's rows by route. */
function check(web) {
  const run = spawnSync(process.execPath, [SCRIPT, '--web', web, '--routes-of', path.join(web, 'routes.ts')], { encoding: 'utf8' });
  const rows = new Map(
    run.stdout
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells.length === 5 && cells[0].startsWith('/'))
      .map(([route, files, kb, budget, verdict]) => [route, { files: Number(files), kb: Number(kb), budget, verdict }]),
  );
  return { status: run.status, rows, output: run.stdout + run.stderr };
}

test('counts what each route loads: the entry and its imports, index.html scripts, the texts, the screen, its contexts and theirs', () => {
  const { status, rows, output } = check(fakeBuild());
  assert.equal(status, 0, output);
  // index.js, react.js, registerSW.js, the shell's texts common.js and validation.js + home.js, HomeScreen.js
  assert.deepEqual(rows.get('/'), { files: 7, kb: rows.get('/').kb, budget: '130', verdict: 'PASS' });
  // the shell's five + account.js, LoginScreen.js, form.js, account.context.js: no container (the account context is composed by hand)
  assert.equal(rows.get('/login').files, 9);
  // the shell's five + ClientsScreen.js, form.js, clients.module.js, clock.module.js, temporal.js, container.js, inversify.js; not chart.js (on demand), no other language
  assert.equal(rows.get('/clients').files, 12);
  assert.match(output, /All 3 routes within budget/);
});

test('reports a first page over 130 kB and a route over 200 kB as FAIL, and exits 1', () => {
  const { status, rows, output } = check(fakeBuild({ 'assets/form.js': 135, 'assets/temporal.js': 70 }));
  assert.equal(status, 1, output);
  assert.equal(rows.get('/').verdict, 'PASS');
  assert.equal(rows.get('/login').verdict, 'FAIL');
  assert.ok(rows.get('/login').kb > 130);
  assert.equal(rows.get('/clients').verdict, 'FAIL');
  assert.ok(rows.get('/clients').kb > 200);
  assert.match(output, /2 of 3 routes over budget: \/login, \/clients/);
});

test('a chunk the entry imports statically counts for every route', () => {
  const { status, rows } = check(fakeBuild({ 'assets/react.js': 131 }));
  assert.equal(status, 1);
  assert.equal(rows.get('/').verdict, 'FAIL');
  assert.equal(rows.get('/clients').verdict, 'PASS');
});

test('stops, with exit 2, when the build is missing', () => {
  const web = fakeBuild();
  rmSync(path.join(web, 'dist'), { recursive: true });
  const { status, output } = check(web);
  assert.equal(status, 2);
  assert.match(output, /manifest\.json is missing: build the app first/);
});

test("reads the app's own route and context tables: every route, its screen and its contexts, and which contexts load the container", () => {
  const web = path.join(REPO, 'packages/web');
  const routesFile = path.join(web, 'src/app/routes.tsx');
  const contextsFile = path.join(web, 'src/di/contexts.ts');
  const names = readRoutePaths(readFileSync(path.join(REPO, 'packages/core/src/navigation/routes.ts'), 'utf8'));
  const routes = readRouteTable(readFileSync(routesFile, 'utf8'), routesFile, web, names);
  const contexts = readContexts(readFileSync(contextsFile, 'utf8'), contextsFile, web);
  // every path of the route table but the catch-all, each with one screen chunk
  assert.equal(routes.length, (readFileSync(routesFile, 'utf8').match(/path: ROUTES\./g) ?? []).length);
  for (const route of routes) assert.equal(route.screens.length, 1, route.path);
  assert.deepEqual(routes.find((route) => route.path === '/'), { path: '/', component: 'HomeScreen', screens: ['src/features/pages/HomeScreen'], contexts: [], texts: ['home'] });
  assert.deepEqual(routes.find((route) => route.path === '/login')?.contexts, ['account']);
  assert.deepEqual(routes.find((route) => route.path === '/business-clients/road')?.texts, ['road', 'clients']);
  // the sign-in pages' context, composed by hand: no container; any other route's contexts load it
  assert.deepEqual(contexts.get('account'), { module: 'src/di/account.context', uses: [], composed: true });
  assert.deepEqual(contextSources(['account'], contexts), ['src/di/account.context']);
  assert.equal(contexts.get('clients')?.composed, false);
  assert.deepEqual(contextSources(['clients'], contexts).at(-1), 'src/di/container');
  // every context a route names is in CONTEXTS, with the contexts it uses
  for (const route of routes) assert.doesNotThrow(() => contextClosure(route.contexts, contexts), route.path);
  assert.ok(contextClosure(['clients'], contexts).includes('clock'));
});
