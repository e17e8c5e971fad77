// The web app's JavaScript budgets, checked on the build output (ADR 0028): for every route
// of packages/web/src/app/routes.tsx, the JavaScript a browser loads to show it, gzipped, against
// its budget (130 kB for the home and sign-in pages, 200 kB for any other). Prints one row per
// route (route, files, kB gz, budget, PASS/FAIL) and exits 1 on any FAIL.
//
// A route's JavaScript is what Chromium requests when the page is opened directly:
//   - the entry chunk and its static imports, transitively (index.html's modulepreload links),
//     and any other script index.html names (the service worker's registration);
//   - the active language's shell texts, which the entry loads before the first render (English,
//     the default language: SHELL_TEXTS), and the namespaces of texts the route names (the 4th
//     argument of its `routeScreen(…)`), each a JSON chunk;
//   - the route's screen chunk(s): every `import('…')` in the declaration of the component its
//     element names, with their static imports;
//   - the DI modules of the contexts the screen names (`routeScreen(['clients', …], …)`), and of
//     the contexts those use in turn (CONTEXTS in src/di/contexts.ts), with their static imports,
//     and the container (src/di/container.ts) when one of them is a container module (a context
//     composed by hand, `compose: …`, needs none).
// Dynamic imports made later, on demand (the offline gazetteer's data, the Google Maps script, a
// chart library behind a button), are not counted. Sizes are gzip at level 6 (what servers and
// `vite preview` send), in kB of 1000 bytes.
//
// Reads Vite's manifest (build.manifest: true): run it after `npm run build -w @fieldteam/web`.
// Usage: node scripts/check-bundle-budget.mjs [--web packages/web] [--dist <web>/dist]
//          [--routes-of packages/core/src/navigation/routes.ts]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** kB gzipped: the pages a visitor meets first, and any other route. */
export const FIRST_PAGE_BUDGET_KB = 130;
export const ROUTE_BUDGET_KB = 200;
/** The paths held to the first-page budget: the home and sign-in pages. */
export const FIRST_PAGES = ['/', '/login'];
/** The files, relative to the web package, that the contexts' table and the container are in. */
export const CONTEXTS_FILE = 'src/di/contexts.ts';
export const CONTAINER_MODULE = 'src/di/container';
/** The texts the entry loads before rendering, for the default language (i18n.ts SHELL_NAMESPACES). */
export const SHELL_TEXTS = ['common', 'validation'];
/** A namespace's texts in the default language, as the manifest names the file. */
export const textsFile = (namespace) => `src/i18n/locales/en/${namespace}.json`;

const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The problem that stops the check (an unreadable route table or a missing chunk): exit 2. */
export class BudgetInputError extends Error {}

/** ROUTES of core: name -> path (`login: '/login'`). */
export function readRoutePaths(text) {
  const body = text.match(/export const ROUTES = \{([\s\S]*?)\n\}/)?.[1];
  if (!body) throw new BudgetInputError('no `export const ROUTES = { … }` in the route names file');
  return new Map([...body.matchAll(/^\s*(\w+):\s*'([^']*)'/gm)].map((m) => [m[1], m[2]]));
}

/** The `const X = …;` statement declaring each top-level name. */
function declarations(text) {
  const found = new Map();
  for (const m of text.matchAll(/^(?:export )?const (\w+)\b[^=]*=([\s\S]*?);\s*$/gm)) found.set(m[1], m[2]);
  return found;
}

const importsIn = (code) => [...code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
const quotedIn = (code) => [...code.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);

/**
 * The route table of routes.tsx: for each `{ path: ROUTES.x, element: <Screen … /> }`, the screen's
 * dynamic imports (resolved against the file's folder, relative to the web package) and the
 * contexts its `routeScreen([...], …)` declaration names.
 */
export function readRouteTable(text, routesFile, webDir, routePaths) {
  const decls = declarations(text);
  const fromDir = path.dirname(routesFile);
  const routes = [];
  for (const m of text.matchAll(/path:\s*(?:ROUTES\.(\w+)|'([^']*)')\s*,\s*element:\s*(?:<(\w+)|null)/g)) {
    const [, name, literal, component] = m;
    const routePath = name ? routePaths.get(name) : literal;
    if (routePath === undefined) throw new BudgetInputError(`routes.tsx: ROUTES.${name} is not in the route names file`);
    if (!component) continue; // the catch-all renders nothing of its own
    const decl = decls.get(component);
    const imports = decl ? importsIn(decl) : [];
    const contextList = decl?.match(/routeScreen\(\s*\[([^\]]*)\]/)?.[1];
    const textList = decl?.match(/,\s*'\w+'\s*,\s*\[([^\]]*)\]\s*\)\s*$/)?.[1];
    routes.push({
      path: routePath,
      component,
      screens: imports.map((specifier) => path.relative(webDir, path.resolve(fromDir, specifier)).split(path.sep).join('/')),
      contexts: contextList === undefined ? [] : quotedIn(contextList),
      texts: textList === undefined ? [] : quotedIn(textList),
    });
  }
  if (routes.length === 0) throw new BudgetInputError('routes.tsx: no `{ path: …, element: <Screen /> }` found');
  return routes;
}

/** CONTEXTS of contexts.ts: name -> { module (relative to the web package), uses, composed (by hand, no container) }. */
export function readContexts(text, contextsFile, webDir) {
  const body = text.match(/export const CONTEXTS\b[^=]*=\s*\{([\s\S]*?)\n\};/)?.[1] ?? '';
  const contexts = new Map();
  for (const m of body.matchAll(/^\s*'?([\w-]+)'?:\s*\{([^\n]*)\},?\s*$/gm)) {
    const [specifier] = importsIn(m[2]);
    if (!specifier) continue; // a module loaded with the container, not on demand
    const uses = m[2].match(/uses:\s*\[([^\]]*)\]/)?.[1];
    contexts.set(m[1], {
      module: path.relative(webDir, path.resolve(path.dirname(contextsFile), specifier)).split(path.sep).join('/'),
      uses: uses === undefined ? [] : quotedIn(uses),
      composed: /^\s*compose:/.test(m[2]),
    });
  }
  return contexts;
}

/** The contexts named and every context they use, in turn. */
export function contextClosure(names, contexts) {
  const needed = new Set();
  const visit = (name) => {
    if (needed.has(name)) return;
    const context = contexts.get(name);
    if (!context) throw new BudgetInputError(`the context ${name} is not in CONTEXTS (${CONTEXTS_FILE})`);
    needed.add(name);
    context.uses.forEach(visit);
  };
  names.forEach(visit);
  return [...needed];
}

/** The DI sources a route with these contexts loads: their modules, and the container if one is a container module. */
export function contextSources(names, contexts) {
  const closure = contextClosure(names, contexts);
  const modules = closure.map((name) => contexts.get(name).module);
  return closure.some((name) => !contexts.get(name).composed) ? [...modules, CONTAINER_MODULE] : modules;
}

/** The manifest's key for a source path written without its extension. */
function manifestKey(manifest, source) {
  for (const extension of SOURCE_EXTENSIONS) if (manifest[source + extension]) return source + extension;
  throw new BudgetInputError(`${source} is not in the build's manifest: is it still imported, and was the app built after the last change?`);
}

/** The JavaScript files of the chunks at these keys and of their static imports, transitively. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new BudgetInputError(`the manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The JavaScript index.html makes the browser fetch: its scripts and modulepreload links (paths in dist). */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)];
  return tags.map((m) => m[1]).filter((src) => !/^[a-z]+:|^\/\//i.test(src)).map((src) => src.replace(/^\//, ''));
}

/** One row per route: the files it loads, their gzipped size and its verdict. */
export function budgetRows({ manifest, routes, contexts, gzipSize, pageFiles = [] }) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new BudgetInputError(`the manifest has ${entries.length} entry chunks, expected 1 (index.html)`);
  const shell = [entries[0][0], ...SHELL_TEXTS.map((namespace) => manifestKey(manifest, textsFile(namespace)))];
  return routes.map((route) => {
    const modules = contextSources(route.contexts, contexts);
    const texts = (route.texts ?? []).map((namespace) => manifestKey(manifest, textsFile(namespace)));
    const keys = [...shell, ...texts, ...[...route.screens, ...modules].map((source) => manifestKey(manifest, source.replace(/\.(tsx?|jsx?)$/, '')))];
    const files = [...new Set([...pageFiles, ...staticClosure(manifest, keys)])].sort();
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = FIRST_PAGES.includes(route.path) ? FIRST_PAGE_BUDGET_KB : ROUTE_BUDGET_KB;
    const kb = bytes / 1000;
    return { path: route.path, files, kb, budget, pass: kb <= budget };
  });
}

export function formatTable(rows) {
  const header = ['route', 'files', 'kB gz', 'budget', ''];
  const lines = rows.map((row) => [row.path, String(row.files.length), row.kb.toFixed(1), String(row.budget), row.pass ? 'PASS' : 'FAIL']);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  const table = [format(header), ...lines.map(format)];
  return table.join('\n');
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

/** Runs the check over a built web package; returns the exit code. */
export function main(args = process.argv.slice(2), log = console.log) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const webDir = path.resolve(option(args, '--web', path.join(repo, 'packages/web')));
  const routeNames = path.resolve(option(args, '--routes-of', path.join(repo, 'packages/core/src/navigation/routes.ts')));
  const dist = path.resolve(option(args, '--dist', path.join(webDir, 'dist')));
  const manifestFile = path.join(dist, '.vite/manifest.json');
  try {
    if (!existsSync(manifestFile)) throw new BudgetInputError(`${manifestFile} is missing: build the app first (npm run build -w @fieldteam/web; vite.config.ts sets build.manifest)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const routesFile = path.join(webDir, 'src/app/routes.tsx');
    const contextsFile = path.join(webDir, CONTEXTS_FILE);
    const routes = readRouteTable(readFileSync(routesFile, 'utf8'), routesFile, webDir, readRoutePaths(readFileSync(routeNames, 'utf8')));
    const contexts = readContexts(readFileSync(contextsFile, 'utf8'), contextsFile, webDir);
    const sizes = new Map();
    const gzipSize = (file) => {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length);
      return sizes.get(file);
    };
    const indexHtml = path.join(dist, 'index.html');
    if (!existsSync(indexHtml)) throw new BudgetInputError(`${indexHtml} is missing: build the app first`);
    const pageFiles = pageScripts(readFileSync(indexHtml, 'utf8'));
    for (const file of pageFiles) if (!existsSync(path.join(dist, file))) throw new BudgetInputError(`index.html names ${file}, which is not in ${dist}`);
    const rows = budgetRows({ manifest, routes, contexts, gzipSize, pageFiles });
    log(formatTable(rows));
    // Fetched on demand, so in no route's sum: what a browser without Temporal adds (ADR 0032).
    const polyfill = Object.values(manifest).find((chunk) => /(^|\/)temporal-polyfill-[\w-]+\.js$/.test(chunk.file));
    if (polyfill) log(`\nA browser without Temporal of its own also fetches ${polyfill.file} (${(gzipSize(polyfill.file) / 1000).toFixed(1)} kB gz) before a screen that handles dates.`);
    const failed = rows.filter((row) => !row.pass);
    log(failed.length === 0 ? `\nAll ${rows.length} routes within budget.` : `\n${failed.length} of ${rows.length} routes over budget: ${failed.map((row) => row.path).join(', ')}`);
    return failed.length === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof BudgetInputError)) throw error;
    log(`check-bundle-budget: ${error.message}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
