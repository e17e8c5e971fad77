import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAssets, MIN_BYTES, precompressedAssets } from './precompressed-assets';

let dir: string;
let server: Server;
let base: string;
let assets: string[];
let script: string;
const scriptFile = () => assets.find((name) => /^screen-[\w-]+\.js$/.test(name))!;
const tinyFile = () => assets.find((name) => /^tiny-[\w-]+\.js$/.test(name))!;

// A small app built with the plugins as the web app's build uses them: a script above the
// threshold, one below it, and their source maps.
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'precompressed-'));
  dir = join(root, 'dist');
  await writeFile(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
  await writeFile(join(root, 'main.js'), "import('./screen.js'); import('./tiny.js');\n");
  await writeFile(join(root, 'screen.js'), `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`);
  await writeFile(join(root, 'tiny.js'), 'export const tiny = 1;\n');
  await build({ root, logLevel: 'silent', configFile: false, plugins: precompressedAssets(), build: { outDir: dir, sourcemap: true, minify: false } });
  assets = await readdir(join(dir, 'assets'));
  script = await readFile(join(dir, 'assets', scriptFile()), 'utf8');
  const handler = brotliAssets(dir);
  server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 299; // what the next handler (Vite's own, gzip included) would answer
      res.end('next');
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(join(dir, '..'), { recursive: true, force: true });
});

describe('the build', () => {
  it('writes a Brotli twin of each script above the threshold that decompresses to the same bytes, and none for maps, small files or index.html', async () => {
    const compressed = await readFile(join(dir, 'assets', `${scriptFile()}.br`));
    expect(brotliDecompressSync(compressed).toString()).toBe(script);
    expect(compressed.length).toBeLessThan(script.length / 4);
    expect(script.length).toBeGreaterThan(MIN_BYTES);
    expect(assets).toContain(`${scriptFile()}.map`);
    expect(assets).not.toContain(`${tinyFile()}.br`);
    expect(assets.filter((name) => name.endsWith('.map.br'))).toEqual([]);
    expect(await readdir(dir)).not.toContain('index.html.br');
  });
});

describe('brotliAssets', () => {
  // Node's fetch would decompress the answer itself: raw requests show what goes on the wire.
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
      const req = httpGet(`${base}${path}`, { headers }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
    });

  it('answers a hashed asset from its .br file to a client that accepts Brotli, cached for good', async () => {
    const answer = await get(`/assets/${scriptFile()}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers a file too small to compress as it is', async () => {
    const answer = await get(`/assets/${tinyFile()}`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(await readFile(join(dir, 'assets', tinyFile()), 'utf8'));
  });

  it('leaves to the next handler a client without Brotli, an unknown file, and anything outside /assets', async () => {
    expect((await get(`/assets/${scriptFile()}`, { 'accept-encoding': 'gzip' })).body.toString()).toBe('next');
    expect((await get('/assets/missing-000.js', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
    expect((await get('/index.html', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
  });
});
