// The web app's security headers (security-headers.ts): the policy computed from the built page,
// the _headers file the build writes and `vite preview` reads back, and the handler that sends
// those headers. The browser's side (the hashes accepted, a framing page refused) is in
// e2e/security-headers.spec.ts.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADERS,
  formatHeadersFile,
  GOOGLE_MAPS_SOURCES,
  headerRules,
  headersFor,
  inlineSources,
  parseHeadersFile,
  securityHeaders,
  securityHeadersPlugin,
  withHeaders,
  type PolicyInputs,
} from './security-headers';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PRELOADS = '(function(d){window.x=d})({"f":["assets/a.js"]})';
const REGISTER = "if('serviceWorker' in navigator) {window.addEventListener('load', () => {navigator.serviceWorker.register('/sw.js', { scope: '/' })})}";
/** The shape of the built index.html: two inline scripts, the entry's script and style sheet. */
const BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script id="route-preloads">${PRELOADS}</script>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  <link rel="manifest" href="/manifest.webmanifest"><script id="vite-plugin-pwa:inline-sw">${REGISTER}</script></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const directivesOf = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
const DEFAULT_BUILD: PolicyInputs = { inline: inlineSources(BUILT_PAGE), apiOrigin: null, googleMaps: false };

describe('inlineSources', () => {
  it('hashes the text of every inline script, and no script loaded from a file', () => {
    expect(inlineSources(BUILT_PAGE)).toEqual({ scripts: [hash(PRELOADS), hash(REGISTER)], styles: [] });
    // a known digest: the empty script
    expect(inlineSources('<script></script>').scripts).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });

  it('hashes a script as the browser reads it: line breaks as LF', () => {
    expect(inlineSources('<script>a()\r\nb()\rc()</script>').scripts).toEqual([hash('a()\nb()\nc()')]);
  });

  it('hashes style elements', () => {
    expect(inlineSources('<head><style media="print">body{color:red}</style></head>').styles).toEqual([hash('body{color:red}')]);
  });

  it('refuses a style or event-handler attribute, which no hash allows, but not the same text inside a script', () => {
    expect(() => inlineSources('<div id="root" style="color:red"></div>')).toThrow(/inline `style=` attribute/);
    expect(() => inlineSources('<body onload="start()">')).toThrow(/inline `onload=` attribute/);
    expect(() => inlineSources('<img\nsrc="/a.png"\nonerror="x()">')).toThrow(/onerror=/);
    expect(inlineSources('<script>document.body.innerHTML = "<p style=\\"x\\" onclick=\\"y\\">"</script>').scripts).toHaveLength(1);
    expect(() => inlineSources('<meta name="description" content="Schedule field teams">')).not.toThrow();
  });
});

describe('apiOriginOf', () => {
  it('is null for the proxy path and for no address: the API is on the page’s origin', () => {
    expect(apiOriginOf(undefined)).toBeNull();
    expect(apiOriginOf('')).toBeNull();
    expect(apiOriginOf('/api')).toBeNull();
  });

  it('is the origin of an absolute address, without its path', () => {
    expect(apiOriginOf('https://api.example.com/v1/')).toBe('https://api.example.com');
    expect(apiOriginOf('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(apiOriginOf('//api.example.com/v1')).toBe('api.example.com');
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => apiOriginOf('javascript:alert(1)')).toThrow(/http\(s\)/);
  });
});

describe('contentSecurityPolicy', () => {
  it('of a default build: its own files and the hashed inline scripts, framed by no page', () => {
    expect(contentSecurityPolicy(DEFAULT_BUILD)).toBe(
      `default-src 'self'; script-src 'self' ${hash(PRELOADS)} ${hash(REGISTER)}; style-src 'self'; img-src 'self'; connect-src 'self'; ` +
        "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets a build pointed at an API on another origin call that origin', () => {
    expect(directivesOf(contentSecurityPolicy({ ...DEFAULT_BUILD, apiOrigin: 'https://api.example.com' })).get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('names Google’s origins only with a maps key, with the inline styles the Maps API adds', () => {
    expect(contentSecurityPolicy(DEFAULT_BUILD)).not.toMatch(/google|gstatic|ggpht|blob:|data:|unsafe/);
    const policy = directivesOf(contentSecurityPolicy({ ...DEFAULT_BUILD, inline: { scripts: [hash(PRELOADS)], styles: [hash('p{}')] }, googleMaps: true }));
    expect(policy.get('script-src')).toEqual(["'self'", hash(PRELOADS), ...GOOGLE_MAPS_SOURCES['script-src']]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    // a hash would make the browser ignore 'unsafe-inline'
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(policy.get('img-src')).toEqual(["'self'", ...GOOGLE_MAPS_SOURCES['img-src']]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...GOOGLE_MAPS_SOURCES['connect-src']]);
    expect(policy.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(policy.get('frame-src')).toEqual(['https://*.google.com']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('in `vite dev`: inline scripts and styles for Vite’s client, everything else as built', () => {
    const dev = directivesOf(contentSecurityPolicy({ inline: null, apiOrigin: null, googleMaps: false }));
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const built = directivesOf(contentSecurityPolicy(DEFAULT_BUILD));
    for (const name of ['default-src', 'img-src', 'connect-src', 'worker-src', 'manifest-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) expect(dev.get(name), name).toEqual(built.get(name));
  });
});

describe('securityHeaders', () => {
  it('sends no referrer, refuses framing and sniffing, and allows geolocation to the app alone', () => {
    const headers = new Map(securityHeaders(DEFAULT_BUILD));
    expect([...headers.keys()]).toEqual(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    const features = headers.get('Permissions-Policy')!.split(', ');
    expect(features).toContain('geolocation=(self)');
    for (const unused of ['camera', 'microphone', 'payment', 'usb']) expect(features).toContain(`${unused}=()`);
    expect(features.filter((feature) => !feature.endsWith('=()'))).toEqual(['geolocation=(self)']);
  });

  it('with a maps key, sends the origin alone as referrer, which Google checks the key against', () => {
    expect(new Map(securityHeaders({ ...DEFAULT_BUILD, googleMaps: true })).get('Referrer-Policy')).toBe('strict-origin');
  });
});

describe('the _headers file', () => {
  const rules = [{ path: '/*', headers: securityHeaders(DEFAULT_BUILD) }];

  it('is read back as written: a path, then its headers indented', () => {
    const text = formatHeadersFile(rules);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; /m);
    expect(text).toContain('\n  X-Frame-Options: DENY\n');
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('applies every rule a path matches, a later one winning', () => {
    const parsed = parseHeadersFile('# comment\n/*\n  A: 1\n  B: 1\n\n/assets/*\n  B: 2\n/login\n  C: 3\n');
    expect([...headersFor(parsed, '/assets/index-abc.js')]).toEqual([['A', '1'], ['B', '2']]);
    expect([...headersFor(parsed, '/login')]).toEqual([['A', '1'], ['B', '1'], ['C', '3']]);
    expect([...headersFor(parsed, '/login/more')]).toEqual([['A', '1'], ['B', '1']]);
  });

  it('refuses a header outside any path, and a line that is not a header', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  not a header\n')).toThrow(/line 2/);
    expect(() => parseHeadersFile('  ! A\n')).toThrow(/line 1/);
  });

  it('takes off, with `! Name`, a header an earlier rule set, which a later rule may set again', () => {
    const parsed = parseHeadersFile('/*\n  A: 1\n  B: 1\n/assets/*\n  ! A\n/assets/w.worker-1.js\n  A: 2\n');
    expect([...headersFor(parsed, '/login')]).toEqual([['A', '1'], ['B', '1']]);
    expect([...headersFor(parsed, '/assets/index-abc.js')]).toEqual([['B', '1']]);
    expect([...headersFor(parsed, '/assets/w.worker-1.js')]).toEqual([['B', '1'], ['A', '2']]);
  });
});

describe('headerRules (what a build writes)', () => {
  const headers = securityHeaders(DEFAULT_BUILD);
  const files = ['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'assets/business-data.worker-Xy_1.js', 'assets/stop-ordering.worker-Z2.js', 'sw.js'];
  const rules = parseHeadersFile(formatHeadersFile(headerRules(headers, files)));

  it('sends every header on the page, any path of the app and the service worker', () => {
    for (const path of ['/', '/business-clients/road', '/sw.js']) expect([...headersFor(rules, path)], path).toEqual(headers);
  });

  it('sends an imported script or style sheet only what a module reads: no sniffing, no referrer', () => {
    for (const path of ['/assets/index-abc.js', '/assets/index-abc.css']) {
      expect([...headersFor(rules, path).keys()].sort(), path).toEqual(['Referrer-Policy', 'X-Content-Type-Options']);
    }
  });

  it('sends a worker’s script the policy its thread runs under', () => {
    for (const path of ['/assets/business-data.worker-Xy_1.js', '/assets/stop-ordering.worker-Z2.js']) {
      const sent = headersFor(rules, path);
      expect(sent.get('Content-Security-Policy'), path).toBe(new Map(headers).get('Content-Security-Policy'));
      expect([...sent.keys()].sort(), path).toEqual(headers.map(([name]) => name).sort());
    }
  });

  it('takes off exactly the headers only a document or a worker reads', () => {
    expect(rules[1]).toEqual({ path: '/assets/*', headers: [], detach: [...DOCUMENT_ONLY_HEADERS] });
  });
});

describe('withHeaders (the handler of vite preview and dev)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const handler = withHeaders([{ path: '/*', headers: [['X-Frame-Options', 'DENY']] }]);
    server = createServer((req, res) => handler(req, res, () => res.end('next')));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  const get = (path: string) =>
    new Promise<{ status: number; headers: IncomingMessage['headers'] }>((done, fail) => {
      httpGet(`${base}${path}`, (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
      }).on('error', fail);
    });

  it('adds the headers to every answer of the app, a deep route and a query included', async () => {
    for (const path of ['/', '/business-clients?page=2', '/assets/index-abc.js']) expect((await get(path)).headers['x-frame-options'], path).toBe('DENY');
  });

  it('leaves the proxied API’s answers to the API, and does not serve the _headers file', async () => {
    expect((await get('/api/login')).headers['x-frame-options']).toBeUndefined();
    expect((await get('/_headers')).status).toBe(404);
  });
});

describe('the plugin', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'security-headers-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  type Hook = (...args: unknown[]) => unknown;
  const hooksOf = (env: Record<string, string>) => {
    const [build, serve] = securityHeadersPlugin();
    const config = { root: dir, build: { outDir: 'dist' }, env };
    for (const plugin of [build!, serve!]) (plugin.configResolved as Hook)(config);
    return { writeBundle: build!.writeBundle as Hook, configurePreviewServer: serve!.configurePreviewServer as Hook };
  };

  it('writes _headers from the emitted index.html and the build’s API address; preview serves that file', async () => {
    const { writeBundle, configurePreviewServer } = hooksOf({ VITE_API_URL: 'https://api.example.com/v1' });
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist', 'index.html'), BUILT_PAGE);
    await writeBundle({}, { 'assets/a.worker-1.js': {}, 'assets/index-1.js': {} });
    const written = parseHeadersFile(await readFile(join(dir, 'dist', '_headers'), 'utf8'));
    expect(written).toEqual(headerRules(securityHeaders({ ...DEFAULT_BUILD, apiOrigin: 'https://api.example.com' }), ['assets/a.worker-1.js']));

    const handlers: Array<ReturnType<typeof withHeaders>> = [];
    await configurePreviewServer({ middlewares: { use: (handler: ReturnType<typeof withHeaders>) => handlers.push(handler) } });
    const sent = new Map<string, string>();
    handlers[0]!({ url: '/business-clients' } as IncomingMessage, { setHeader: (name: string, value: string) => sent.set(name, value) } as never, () => undefined);
    expect([...sent]).toEqual(written[0]!.headers);
  });

  it('will not preview a build without _headers', async () => {
    const { configurePreviewServer } = hooksOf({});
    await expect(configurePreviewServer({ middlewares: { use: () => undefined } })).rejects.toThrow(/_headers is missing: build the app/);
  });
});
