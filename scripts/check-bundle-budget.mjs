// The web app's JavaScript budgets, checked on the build output: for every page of
// the app (packages/web/src/app/pages.ts), the JavaScript a browser loads to show it,
// gzipped, against its budget (152 kB for the home and sign-in pages, 220 kB for the pages of the
// larger contexts, 200 kB for any other).
// Prints one row per route (route, files, kB gz, budget, PASS/FAIL) and exits 1 on any FAIL.
//
// A route's JavaScript is what Chromium requests when the page is opened directly:
//   - the entry chunk and its static imports, transitively (index.html's modulepreload links),
//     and any other script index.html names (the service worker's registration);
//   - the active language's shell texts, which the entry loads before the first render (English,
//     the default language: SHELL_TEXTS), and the namespaces of texts the route names, each a
//     JSON chunk;
//   - the route's screen chunk and its context's module, with their static imports (a context
//     module imports the modules it uses).
// Dynamic imports made later, on demand (the offline gazetteer's data, the Google Maps script, a
// chart library behind a button), are not counted. Sizes are gzip at level 6 (what servers and
// `vite preview` send), in kB of 1000 bytes.
//
// Reads Vite's manifest (build.manifest: true): run it after `npm run build -w @fieldteam/web`.
// Usage: node scripts/check-bundle-budget.mjs [--dist packages/web/dist]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeSources } from './route-sources.mjs';

export { routeSources };

/** kB gzipped: the pages a visitor meets first, and any other route. */
export const FIRST_PAGE_BUDGET_KB = 152;
export const ROUTE_BUDGET_KB = 200;
/**
 * The pages whose context holds more than one screen's bindings, each held to a tenth more: the
 * clients' context (the list, adding a client and the client page share one), the calendar's (its
 * tools bound with it), the road's and the import's (the business's zone and currency loaded with
 * the page).
 */
export const LARGER_CONTEXT_BUDGET_KB = 220;
export const LARGER_CONTEXT_PAGES = ['/business-clients', '/business-add-client', '/business-clients/dashboard/client', '/business-clients/dashboard/calendar', '/business-clients/road', '/business-clients/import', '/business-services/import', '/business-colaborators/import'];
/** The paths held to the first-page budget: the home and sign-in pages. */
export const FIRST_PAGES = ['/', '/login'];
/** The texts the entry loads before rendering, for the default language (i18n.ts SHELL_NAMESPACES). */
export const SHELL_TEXTS = ['common', 'validation'];
/** A namespace's texts in the default language, as the manifest names the file. */
export const textsFile = (namespace) => `src/i18n/locales/en/${namespace}.json`;

/** The problem that stops the check (a missing build or chunk): exit 2. */
export class BudgetInputError extends Error {}

/** The manifest's key of a source file. */
function manifestKey(manifest, source) {
  if (manifest[source]) return source;
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
export function budgetRows({ manifest, routes, gzipSize, pageFiles = [] }) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new BudgetInputError(`the manifest has ${entries.length} entry chunks, expected 1 (index.html)`);
  const shell = [entries[0][0], ...SHELL_TEXTS.map((namespace) => manifestKey(manifest, textsFile(namespace)))];
  return routes.map((route) => {
    const texts = (route.texts ?? []).map((namespace) => manifestKey(manifest, textsFile(namespace)));
    const keys = [...shell, ...texts, ...route.sources.map((source) => manifestKey(manifest, source))];
    const files = [...new Set([...pageFiles, ...staticClosure(manifest, keys)])].sort();
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = FIRST_PAGES.includes(route.path) ? FIRST_PAGE_BUDGET_KB : LARGER_CONTEXT_PAGES.includes(route.path) ? LARGER_CONTEXT_BUDGET_KB : ROUTE_BUDGET_KB;
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


/** Runs the check over a build's output folder for these routes; returns the exit code. */
export function checkBuild({ dist, routes = routeSources(), log = console.log }) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  try {
    if (!existsSync(manifestFile)) throw new BudgetInputError(`${manifestFile} is missing: build the app first (npm run build -w @fieldteam/web; vite.config.ts sets build.manifest)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const sizes = new Map();
    const gzipSize = (file) => {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length);
      return sizes.get(file);
    };
    const indexHtml = path.join(dist, 'index.html');
    if (!existsSync(indexHtml)) throw new BudgetInputError(`${indexHtml} is missing: build the app first`);
    const pageFiles = pageScripts(readFileSync(indexHtml, 'utf8'));
    for (const file of pageFiles) if (!existsSync(path.join(dist, file))) throw new BudgetInputError(`index.html names ${file}, which is not in ${dist}`);
    const rows = budgetRows({ manifest, routes, gzipSize, pageFiles });
    log(formatTable(rows));
    // Fetched on demand, so in no route's sum: what a browser without Temporal adds.
    const polyfill = Object.values(manifest).find((chunk) => chunk.file.includes('temporal-polyfill-'));
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const at = process.argv.indexOf('--dist');
  process.exitCode = checkBuild({ dist: path.resolve(at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : path.join(repo, 'packages/web/dist')) });
}
