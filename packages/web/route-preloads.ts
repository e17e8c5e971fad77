// Route preloads: a page opened directly would fetch its JavaScript in a chain (the
// entry, the shell's texts, the route's screen and contexts, their texts). The build writes into
// index.html a script that, before the entry runs, adds a modulepreload link for every chunk the
// route will ask for, from the route table (routeSources), so that they download together.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeSources, SHELL_TEXTS, type RouteSources } from '../../scripts/check-bundle-budget.mjs';
import { PRELOAD_FUNCTION } from './src/app/route-preload.ts';
import { LANGUAGES } from './src/i18n/languages.ts';

/** Preload links added in one task. */
const LINKS_PER_TASK = 6;

/** Where the interface language is stored (adapters-browser storage-keys.ts, outside this package's build config). */
const LANGUAGE_KEY = 'fieldteam.language';
/** Where the session's business zone is kept (adapters-browser session-time-zone.ts, in the session's cache). */
const KEPT_ZONE_KEY = 'fieldteam.cache.business-time-zone';
/** The module that looks the business's zone up on the zones' map, which it loads on demand. */
const ZONE_LOOKUP = /[\\/]adapters-browser[\\/]src[\\/]time-zone[\\/]map-time-zone-at-place\.ts$/;
/** The context module whose pages wait for the business's zone before they draw (its `ready`). */
const ZONE_WAIT = /[\\/]src[\\/]di[\\/]shared[\\/]clock\.module\.ts$/;

export interface RoutePreloads {
  /** Every chunk file named below, once. */
  readonly files: readonly string[];
  /** Indexes in `files` of what the entry imports statically (the entry's own file aside). */
  readonly entry: readonly number[];
  /**
   * Route path -> [indexes in `files` of its JavaScript, the namespaces of its texts, indexes of its
   * style sheets, indexes of the zones' map it waits for before drawing unless the zone is kept].
   */
  readonly routes: Readonly<Record<string, readonly [readonly number[], readonly string[], readonly number[], readonly number[]]>>;
  /** `language/namespace` -> index in `files` of its texts. */
  readonly texts: Readonly<Record<string, number>>;
}

/** What each route preloads, from the build's chunks: nothing the entry already loads by itself. */
export function routePreloadsOf(bundle: Rolldown.OutputBundle, webDir: string, routes: readonly RouteSources[]): RoutePreloads {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]));
  const withImports = (start: string, into: Set<string>) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const imported of byFile.get(start)?.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preloads: the build has no entry chunk');
  const loadedByEntry = withImports(entry.fileName, new Set());
  const chunkOf = (source: string): Rolldown.OutputChunk => {
    const chunk = byModule.get(path.join(webDir, source));
    if (!chunk) throw new Error(`route preloads: no chunk for ${source}: is it still loaded on demand?`);
    return chunk;
  };

  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const entryImports = [...loadedByEntry].filter((file) => file !== entry.fileName).map(indexOf);
  const texts: Record<string, number> = {};
  const namespaces = new Set([...SHELL_TEXTS, ...routes.flatMap((route) => route.texts)]);
  for (const language of LANGUAGES) {
    for (const namespace of namespaces) texts[`${language}/${namespace}`] = indexOf(chunkOf(`src/i18n/locales/${language}/${namespace}.json`).fileName);
  }
  // A chunk's style sheets (Vite's CSS code splitting): the preload helper would fetch them only
  // once the chunk runs, and hold the screen until they arrive.
  const cssOf = (file: string): string[] => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])];
  const entryCss = new Set([...loadedByEntry].flatMap(cssOf));
  // The zones' map is loaded on demand by the zone's lookup, after the company's answer: a page
  // that waits for the business's zone before it draws (its context uses the clock's module)
  // would wait for it in a chain.
  const zoneMapOf = (files: Iterable<string>): string[] =>
    [...files].flatMap((file) => {
      const chunk = byFile.get(file);
      return chunk?.moduleIds.some((id) => ZONE_LOOKUP.test(id)) ? chunk.dynamicImports.filter((imported) => byFile.get(imported)?.moduleIds.some((id) => id.includes('tz-lookup'))) : [];
    });
  const preloads: Record<string, readonly [readonly number[], readonly string[], readonly number[], readonly number[]]> = {};
  for (const route of routes) {
    const needed = new Set<string>();
    for (const source of route.drawsWith) withImports(chunkOf(source).fileName, needed);
    const own = [...needed].filter((file) => !loadedByEntry.has(file));
    const sheets = [...new Set(own.flatMap(cssOf))].filter((sheet) => !entryCss.has(sheet));
    const waitsForZone = route.draws === 'ready' && [...needed].some((file) => byFile.get(file)?.moduleIds.some((id) => ZONE_WAIT.test(id)));
    const zoneMap = waitsForZone ? zoneMapOf(needed) : [];
    preloads[route.path] = [own.map(indexOf), route.texts, sheets.map(indexOf), zoneMap.map(indexOf)];
  }
  return { files, entry: entryImports, routes: preloads, texts };
}

/** The inline script: links for what the entry and the opened route load, and `window.__fieldteamPreload(path)` for each navigation (each file once). */
export function preloadScript({ files, entry, routes, texts }: RoutePreloads, base: string): string {
  const data = JSON.stringify({ f: files, e: entry, r: routes, t: texts, s: SHELL_TEXTS, k: LANGUAGE_KEY, z: KEPT_ZONE_KEY, b: base });
  // Each link added starts its fetch there and then, a few milliseconds on a slow phone: a route's
  // twenty-odd links are added a handful a task, so that the page's first task stays short. Once
  // they are all added, a task of its own starts the browser's date and number formatting (its
  // locale data, about 30 ms on a desktop and four times that on a slow phone, however it is first
  // used): it runs while the page's files download and before its first paint, not inside the
  // tasks that evaluate the app's code and draw the page once they are here.
  return `(function(d){var l,z,done={},q=[],busy=0,w=0;function u(){try{new Intl.DateTimeFormat(l).format(0)}catch(e){}}try{l=localStorage.getItem(d.k);z=localStorage.getItem(d.z)}catch(e){}l=l||"en";function a(i,r){if(i===undefined||done[i])return;done[i]=1;q.push([i,r])}function f(){busy=0;for(var n=0;n<${LINKS_PER_TASK}&&q.length;n++){var x=q.shift(),e=document.createElement("link");e.rel=x[1]||"modulepreload";e.href=d.b+d.f[x[0]];document.head.appendChild(e)}if(q.length){busy=1;setTimeout(f,0)}else if(!w){w=1;setTimeout(u,0)}}function p(path){var x=d.r[path.replace(/(.)\\/$/,"$1")]||[[],[],[],[]];x[0].forEach(function(i){a(i)});x[2].forEach(function(i){a(i,"stylesheet")});if(!z)x[3].forEach(function(i){a(i)});d.s.concat(x[1]).forEach(function(n){a(d.t[l+"/"+n])});if(!busy)f()}d.e.forEach(function(i){a(i)});p(location.pathname);window.${PRELOAD_FUNCTION}=p})(${data})`;
}

/** The Vite plugin: the script, in the built index.html, before the entry's own script. */
export function routePreloads(options: { readonly webDir: string }): Plugin {
  let base = '/';
  return {
    name: 'fieldteam:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const preloads = routePreloadsOf(context.bundle, options.webDir, routeSources());
        return [{ tag: 'script', attrs: { id: 'route-preloads' }, children: preloadScript(preloads, base), injectTo: 'head-prepend' }];
      },
    },
  };
}
