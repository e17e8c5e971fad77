// How the build groups modules into chunks. Left to itself, the bundler gives each set of
// importers its own chunk, and a phone fetched dozens of small files, a round trip per six.
// Grouped: the libraries every page runs (`vendor`); the shared code of the pages a visitor meets
// first (`first`, so that `/` and `/login` stay within budget); the shared code only signed-in
// screens use (`app`, cached once for all); apart from `app`, core's transfer and day-work
// contexts and its scheduling engine, each API group's adapter (`api-<group>`, with its answers'
// checks), the address search's adapters, the business's zone, and the zones shown with the
// currency, which only some pages use; a shared context module (a few hundred bytes) goes with
// the adapter it binds, and the icons go together. A screen, a route's context module and
// whatever loads on demand keep their own chunks, which the budgets and the route preloads look for.
import path from 'node:path';
import { parseSync, type Rolldown } from 'vite';
import type { RouteSources } from '../../scripts/check-bundle-budget.mjs';

/** The libraries the entry runs on every page, the DI container's among them. */
export const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|i18next|react-i18next|wouter|regexparam|use-sync-external-store|inversify|@inversifyjs[\\/][\w-]+|reflect-metadata)[\\/]/;
/** Core's imports and exports, used by their own screens only; what the transfer worker runs is left out. */
export const TRANSFER_CODE = /[\\/]packages[\\/]core[\\/]src[\\/](imports|exports)[\\/](?!dry-run-|visit-series\.|export-business-data\.)/;
/** The sign-in pages' view-models (account.module.ts binds them all). */
export const ACCOUNT_VIEW_MODELS = /[\\/]packages[\\/]web[\\/]src[\\/]features[\\/]account[\\/][\w-]+\.view-model\.ts$/;
/** Core's contexts of the day's work (calendar, board, reports, road, visits) and the scheduling engine: each in a chunk of its own, used by the screens that plan or run the day, not by the other forms. */
export const DAY_CODE = /[\\/]packages[\\/]core[\\/]src[\\/](calendar|board|reports|road|visits|scheduling)[\\/]/;
/** The late margin's store on the device: the live board sets it and the road reads it, and no other page. */
export const LATE_MARGIN_CODE = /[\\/]packages[\\/]adapters-browser[\\/]src[\\/]storage[\\/]local-storage-late-margin\.store\.ts$/;
/** The road's planning engine: run by its worker, and fetched by the page only when the page plans itself (in-page-stop-plan.ts). */
export const ENGINE_CODE = /[\\/]packages[\\/]core[\\/]src[\\/]road[\\/](?:plan-stops|appointment-order-(?:search|exact)|path-improvement|held-karp|stop-order)\.rules\.ts$/;
/** Scheduling's limits and the length of a visit: a few constants and a line that the road, the reports and the exports read, kept with the shared code so that those pages do not load the scheduling engine for them. */
export const SCHEDULING_CONSTANTS = /[\\/]packages[\\/]core[\\/]src[\\/]scheduling[\\/](?:scheduling\.limits|conflict\.policy)\.ts$/;
/** An API group's adapter and the checks of its answers: used by the pages of that group's contexts. */
export const API_CODE = /[\\/]packages[\\/](?:adapters-http[\\/]src[\\/]([a-z-]+)[\\/]|api-contract[\\/]src[\\/]answers[\\/]([a-z-]+)\.generated\.)/;
/** The address search's adapters (the offline gazetteer's, Google's): used by every address field and the road. */
export const MAPS_CODE = /[\\/]packages[\\/]adapters-browser[\\/]src[\\/]maps[\\/](?:gazetteer|bundled-gazetteer|offline-maps\.service|address-query|place-description|country-names|google[\\/]google-maps\.(?:service|loader))\.ts$/;
/** The business's zone, kept for the session and answered by the clock: used by the pages that compute dates or show times. */
export const ZONE_CODE = /[\\/]packages[\\/](?:core[\\/]src[\\/]business[\\/]load-business-time-zone|adapters-browser[\\/]src[\\/](?:clock[\\/](?:business-zone-clock|session-time-zone)|time-zone[\\/]map-time-zone-at-place))\.ts$/;
/** The zones shown and the currency of the business's place: used by the pages that show amounts or say in which zone their times are. */
export const CURRENCY_CODE = /[\\/]packages[\\/](?:core[\\/]src[\\/]business[\\/]business-currency|web[\\/]src[\\/]shared[\\/]shown-zones)\.ts$/;
/**
 * The app's own code that several routes share (not the features' screens and view-models), and
 * the small libraries it uses. Not the spreadsheet reader: the import's file is read in a worker,
 * or, without one, by the reader loaded on demand, and `app` would bring its code to every page.
 */
export const SHARED_APP_CODE = /[\\/]packages[\\/](web[\\/]src[\\/](ui|shared(?![\\/]spreadsheet[\\/]))|core[\\/]src|adapters-http[\\/]src|adapters-browser[\\/]src|api-contract[\\/]src)[\\/]|[\\/]node_modules[\\/](ajv|ajv-formats)[\\/]/;

/** The icons the screens draw, a few hundred bytes each. */
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** Shared context modules (a few hundred bytes each) with the chunk of the adapter they bind, which their pages load anyway. */
const SHARED_MODULE_CHUNKS: Readonly<Record<string, string>> = {
  'clients-api': 'api-clients',
  'client-reads': 'api-clients',
  company: 'zone',
  'business-zone': 'zone',
  clock: 'zone',
  'started-visits': 'core-visits',
  'day-board': 'core-board',
  maps: 'maps',
  addresses: 'maps',
  'staff-api': 'api-staff',
  'teams-api': 'api-teams',
  'services-api': 'api-services',
  'visits-api': 'api-visits',
  'late-margin': 'late-margin',
  'shown-zones': 'currency',
  'capacity-reserve': 'core-scheduling',
};
/** The hook that hands a screen the zones shown, with them. */
const USE_ZONES = /[\\/]web[\\/]src[\\/]di[\\/]use-business-zones\.ts$/;
const SHARED_MODULE = /[\\/]web[\\/]src[\\/]di[\\/]shared[\\/]([\w-]+)\.module\.ts$/;
const sharedModuleChunk = (id: string): string | null => SHARED_MODULE_CHUNKS[SHARED_MODULE.exec(id)?.[1] ?? ''] ?? null;

/** The sources (screens and context modules) of the pages a visitor meets first. */
export const firstPageSources = (routes: readonly RouteSources[]): string[] => [...new Set(routes.filter((route) => route.first).flatMap((route) => route.sources))];

/** A package's index, or a folder's, that only re-exports (core's contexts each have one). */
const INDEX_FILE = /[\\/]packages[\\/][\w-]+[\\/]src[\\/](?:[\w-]+[\\/])*index\.ts$/;

/** The names a module imports or re-exports by name from any module (`import { a, b as c } from …`), read from its syntax tree. */
function namesImported(id: string, code: string): Set<string> {
  const names = new Set<string>();
  for (const node of parseSync(id, code).program.body) {
    if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers ?? []) if (specifier.type === 'ImportSpecifier') names.add(nameOf(specifier.imported));
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      for (const specifier of node.specifiers) names.add(nameOf(specifier.local));
    }
  }
  return names;
}

const nameOf = (name: { type: string; name?: string; value?: unknown }): string => (name.type === 'Literal' ? String(name.value) : (name.name ?? ''));

/** The modules behind an index file that export one of these names. */
function modulesExporting(ctx: Rolldown.ChunkingContext, index: string, names: ReadonlySet<string>, found: string[] = []): string[] {
  for (const id of ctx.getModuleInfo(index)?.importedIds ?? []) {
    if (INDEX_FILE.test(id)) modulesExporting(ctx, id, names, found);
    else if (ctx.getModuleInfo(id)?.exports.some((name) => names.has(name))) found.push(id);
  }
  return found;
}

/** The modules these import statically, in turn; through an index file only those that export what the importer names. */
function closure(ctx: Rolldown.ChunkingContext, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    const names = info.importedIds.some((imported) => INDEX_FILE.test(imported)) ? namesImported(id, info.code ?? '') : new Set<string>();
    for (const imported of info.importedIds) {
      if (INDEX_FILE.test(imported)) modulesExporting(ctx, imported, names).forEach(visit);
      else visit(imported);
    }
  };
  starts.forEach(visit);
  return seen;
}

/** `api-<group>` for an API group's adapter or answers' checks, null for any other module. */
function apiGroupOf(id: string): string | null {
  const match = API_CODE.exec(id);
  return match ? `api-${match[1] ?? match[2]}` : null;
}

/** Core's day-work contexts, each in a chunk; not the business data services, which run in their worker (a bundle of its own) or, without one, are fetched on demand. */
const dayCodeChunk = (id: string): string | null => (DAY_CODE.test(id) && !id.endsWith('-data.service.ts') && !SCHEDULING_CONSTANTS.test(id) ? `core-${DAY_CODE.exec(id)![1]}` : null);

/** The chunk of an adapter or shared code that only some pages use, null for any other module. */
function adapterChunk(id: string): string | null {
  if (MAPS_CODE.test(id)) return 'maps';
  if (ZONE_CODE.test(id)) return 'zone';
  if (CURRENCY_CODE.test(id) || USE_ZONES.test(id)) return 'currency';
  if (LATE_MARGIN_CODE.test(id)) return 'late-margin';
  const api = apiGroupOf(id);
  // The company's and the profile's adapters: the business's zone is found from them, on every page that shows times.
  return api === 'api-company' || api === 'api-profile' ? 'zone' : api;
}

/** The groups, given the web package and the first pages' sources (firstPageSources). */
export function chunkGroups(webDir: string, firstSources: readonly string[]): Rolldown.CodeSplittingOptions {
  let reach: { entry: Set<string>; first: Set<string> } | null = null;
  /** What the entry imports, and what the first pages import beyond it. */
  const reachOf = (ctx: Rolldown.ChunkingContext) => {
    if (!reach) {
      const entry = closure(ctx, [path.join(webDir, 'src/app/main.tsx')]);
      const first = closure(ctx, firstSources.map((file) => path.join(webDir, file)));
      reach = { entry, first: new Set([...first].filter((id) => !entry.has(id))) };
    }
    return reach;
  };
  /** Where shared app code is first needed (by the entry, a first page, or later); null for any other module or one loaded on demand. */
  const neededBy = (ctx: Rolldown.ChunkingContext, id: string) => {
    if (!SHARED_APP_CODE.test(id) || ENGINE_CODE.test(id) || (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    const { entry, first } = reachOf(ctx);
    return entry.has(id) ? 'entry' : first.has(id) ? 'first' : 'later';
  };
  return {
    // A group takes the modules it names and not, as by default, everything they import: what the
    // entry or a first page imports stays out of `app` and `first`, so those pages never load them.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'vendor', test: VENDOR, priority: 30 },
      { name: 'transfer', test: TRANSFER_CODE, priority: 25 },
      { name: (id) => (LUCIDE.test(id) ? 'icons' : null), priority: 26 },
      // The account's view-models: its module binds every one, so each sign-in page loads them all.
      { name: 'account-view-models', test: ACCOUNT_VIEW_MODELS, priority: 24 },
      // One group, so that a shared context module and the code it binds share a chunk.
      { name: (id, ctx) => sharedModuleChunk(id) ?? (neededBy(ctx, id) === 'later' ? dayCodeChunk(id) ?? adapterChunk(id) : null), priority: 23 },
      { name: (id, ctx) => (neededBy(ctx, id) === 'first' ? 'first' : null), priority: 20 },
      { name: (id, ctx) => (neededBy(ctx, id) === 'later' ? 'app' : null), minShareCount: 2, priority: 10 },
    ],
  };
}
