// The web app's security headers: a Content-Security-Policy that lets
// the page run its own files and nothing else (the build's inline scripts by their hashes, never
// 'unsafe-inline'), that no other page may frame, and the headers that go with it. The build
// computes them from the emitted index.html and writes them to dist/_headers, the file Netlify and
// Cloudflare Pages read; `vite preview` answers with the headers of that same file, so what the
// tests see is what a static host sends (docs/deploy.md gives the nginx equivalent). `vite dev`
// sends them too, with the inline scripts and styles that Vite's own client needs.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The file static hosts read the headers from, beside index.html. */
export const HEADERS_FILE = '_headers';

/** What the policy depends on. */
export interface PolicyInputs {
  /**
   * The hash sources (`'sha256-…'`) of the page's inline scripts and `<style>` elements; `null`
   * in `vite dev`, whose client injects each CSS module as a `<style>` (its text changes with every
   * edit) after React's inline refresh preamble.
   */
  readonly inline: { readonly scripts: readonly string[]; readonly styles: readonly string[] } | null;
  /** The API's origin when the build calls it on another origin (VITE_API_URL), else null. */
  readonly apiOrigin: string | null;
  /** Whether the build loads the Google Maps JavaScript API (VITE_GOOGLE_MAPS_API_KEY). */
  readonly googleMaps: boolean;
}

type Directive = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src' | 'worker-src';

/**
 * What the Maps JavaScript API loads and runs, as Google documents it for an allowlist policy
 * (developers.google.com/maps/documentation/javascript/content-security-policy). Its styles are
 * inline ones it adds itself, which only 'unsafe-inline' allows without a nonce per answer, and a
 * static host cannot make one.
 */
export const GOOGLE_MAPS_SOURCES: Readonly<Record<Directive, readonly string[]>> = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com', 'blob:', "'unsafe-eval'"],
  'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com', 'data:'],
  'font-src': ["'self'", 'https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

/**
 * Browser features the app does not use, turned off for it and for anything it could embed;
 * geolocation (the road screen) is allowed to the app's own origin only. Only features Chromium
 * knows: it logs an error for any other name.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The HTML parser turns every CR LF and lone CR into LF before the browser hashes a script. */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');
const ELEMENT = (name: string) => new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}\\s*>`, 'gi');

/**
 * The hash sources of the page's inline scripts and `<style>` elements. Style and event-handler
 * attributes cannot be allowed by a hash (without 'unsafe-hashes'): the build fails on them.
 */
export function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(ELEMENT('script'))].filter(([, attributes]) => !/(^|\s)src\s*=/i.test(attributes!)).map(([, , text]) => sha256(asParsed(text!)));
  const styles = [...html.matchAll(ELEMENT('style'))].map(([, , text]) => sha256(asParsed(text!)));
  const tags = html.replace(ELEMENT('script'), '<script$1>').replace(ELEMENT('style'), '<style$1>');
  const inlineAttribute = /<[a-z][^>]*?\s((?:style|on[a-z]+)\s*=)/i.exec(tags);
  if (inlineAttribute) throw new Error(`security headers: index.html has an inline \`${inlineAttribute[1]}\` attribute, which the Content-Security-Policy refuses; move it to a style sheet or a script`);
  return { scripts, styles };
}

/** The origin a build's VITE_API_URL points at, when it is not the page's own; null for a path like `/api`. */
export function apiOriginOf(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  const here = 'http://this-origin.invalid';
  const url = new URL(apiUrl, here);
  if (url.origin === here) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`security headers: VITE_API_URL must be an http(s) address or a path, not ${apiUrl}`);
  // `//api.example.com` keeps the page's scheme: a host source without one does the same.
  return apiUrl.startsWith('//') ? url.host : url.origin;
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy({ inline, apiOrigin, googleMaps }: PolicyInputs): string {
  const maps = (directive: Directive) => (googleMaps ? GOOGLE_MAPS_SOURCES[directive] : []);
  // A hash in a directive makes the browser ignore its 'unsafe-inline': with the maps' inline
  // styles the style hashes are left out (the page has none today).
  const styleHashes = googleMaps ? [] : (inline?.styles ?? []);
  // font-src and frame-src only with the maps (default-src covers the app's own); none is empty.
  const directives: Array<readonly [string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(inline ? inline.scripts : ["'unsafe-inline'"]), ...maps('script-src')]],
    ['style-src', [...new Set(["'self'", ...styleHashes, ...(inline ? [] : ["'unsafe-inline'"]), ...maps('style-src')])]],
    ['img-src', ["'self'", ...maps('img-src')]],
    ['font-src', maps('font-src')],
    ['connect-src', ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...maps('connect-src')]],
    ['frame-src', maps('frame-src')],
    ['worker-src', ["'self'", ...maps('worker-src')]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header of the app's answers, in the order they are written. */
export function securityHeaders(inputs: PolicyInputs): Array<readonly [string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    // Google checks a maps key's allowed websites against the Referer: with the key, the origin
    // alone (never a path), and nothing to an http address.
    ['Referrer-Policy', inputs.googleMaps ? 'strict-origin' : 'no-referrer'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The policy inputs of a build, from its environment (Vite's `config.env`). */
export function buildInputs(html: string, env: Readonly<Record<string, unknown>>): PolicyInputs {
  return {
    inline: inlineSources(html),
    apiOrigin: apiOriginOf(typeof env.VITE_API_URL === 'string' ? env.VITE_API_URL : undefined),
    googleMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
  };
}

export interface HeaderRule {
  /** A path pattern; `*` stands for any characters (`/*` is every answer). */
  readonly path: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** Headers an earlier rule set that this one takes off (`! Name`, as Cloudflare Pages writes it). */
  readonly detach?: readonly string[];
}

/**
 * The headers only a document or a worker's own script reads (its policy, its framing, its
 * features, its browsing context). A module a page imports runs under the page's: on each of the
 * forty-odd scripts a signed-in page fetches they were a kilobyte of headers for nothing, a sixth
 * of the bytes a phone waits for over HTTP/1.1.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'] as const;

/** A worker's script among the build's files: the app's worker modules are named `*.worker.ts`. */
const WORKER_SCRIPT = /^assets\/[\w.-]+\.worker-[\w-]+\.js$/;

/**
 * The rules of a build: every answer the headers, the scripts and style sheets under /assets
 * without those only a document reads, and a worker's script with them again (its policy is the
 * one its thread runs under).
 */
export function headerRules(headers: ReadonlyArray<readonly [string, string]>, files: readonly string[]): HeaderRule[] {
  const documentOnly = headers.filter(([name]) => (DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name));
  return [
    { path: '/*', headers },
    { path: '/assets/*', headers: [], detach: documentOnly.map(([name]) => name) },
    ...files
      .filter((file) => WORKER_SCRIPT.test(file))
      .sort()
      .map((file) => ({ path: `/${file}`, headers: documentOnly })),
  ];
}

/** The `_headers` format: a path on its own line, then its headers indented, `Name: value`. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const comment = [
    '# Written by the build (packages/web/security-headers.ts) for static hosts that',
    '# read _headers (Netlify, Cloudflare Pages); `vite preview` serves the same. The script hashes',
    '# change with every build: docs/deploy.md says how to use them elsewhere.',
  ];
  return [...comment, ...rules.flatMap((rule) => [rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)]), ''].join('\n');
}

/** Reads a `_headers` file: comments (`#`) and blank lines skipped; a header before any path is an error. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Array<readonly [string, string]>; detach?: string[] }> = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*([#$%&'*+.^_`|~\w-]+)\s*$/.exec(line);
    if (detached && rule) {
      (rule.detach ??= []).push(detached[1]!);
      continue;
    }
    const header = /^\s+([!#$%&'*+.^_`|~\w-]+):\s*(.*?)\s*$/.exec(line);
    if (!header || !rule) throw new Error(`${HEADERS_FILE} line ${index + 1}: expected an indented "Name: value" or "! Name" under a path: ${line}`);
    rule.headers.push([header[1]!, header[2]!]);
  }
  return rules;
}

const pathPattern = (path: string) => new RegExp(`^${path.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** The headers for a path: those of every rule it matches, in order, a later rule's setting or taking off an earlier one's. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const name of rule.detach ?? []) headers.delete(name);
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

/** The API behind the dev and preview proxy answers with its own headers (mock-server security-headers.ts). */
const PROXIED_API = /^\/api(\/|$)/;

type Next = () => void;

/**
 * The handler `vite preview` and `vite dev` run before their own: the headers of the rules on
 * every answer but the proxied API's; the `_headers` file itself is not served, as on a static host.
 */
export function withHeaders(rules: readonly HeaderRule[]): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === `/${HEADERS_FILE}`) {
      res.statusCode = 404;
      res.end();
      return;
    }
    if (!PROXIED_API.test(pathname)) for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    next();
  };
}

/** The Vite plugins: the build writes `_headers`; preview serves it; dev sends the same headers, its scripts and styles relaxed. */
export function securityHeadersPlugin(): Plugin[] {
  let outDir = '';
  let env: Readonly<Record<string, unknown>> = {};
  const remember = (config: { root: string; build: { outDir: string }; env: Record<string, unknown> }) => {
    outDir = resolve(config.root, config.build.outDir);
    env = config.env;
  };
  return [
    {
      name: 'fieldteam:write-security-headers',
      apply: 'build',
      configResolved: remember,
      // index.html is on disk by now, with every inline script the other plugins added.
      async writeBundle(_options, bundle) {
        const html = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, HEADERS_FILE), formatHeadersFile(headerRules(securityHeaders(buildInputs(html, env)), Object.keys(bundle))));
      },
    },
    {
      name: 'fieldteam:serve-security-headers',
      configResolved: remember,
      configureServer(server) {
        const inputs: PolicyInputs = { inline: null, apiOrigin: apiOriginOf(typeof env.VITE_API_URL === 'string' ? env.VITE_API_URL : undefined), googleMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY) };
        server.middlewares.use(withHeaders([{ path: '/*', headers: securityHeaders(inputs) }]));
      },
      async configurePreviewServer(server) {
        const file = join(outDir, HEADERS_FILE);
        const text = await readFile(file, 'utf8').catch(() => {
          throw new Error(`${file} is missing: build the app (npm run build -w @fieldteam/web) before previewing it`);
        });
        server.middlewares.use(withHeaders(parseHeadersFile(text)));
      },
    },
  ];
}
