import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAssets, MIN_BYTES, precompress } from './precompressed-assets';

let dir: string;
let server: Server;
let base: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompressed-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'screen-abc123.js'), script);
  await writeFile(join(dir, 'assets', 'screen-abc123.js.map'), script);
  await writeFile(join(dir, 'assets', 'tiny-def456.js'), 'export {};\n');
  await writeFile(join(dir, 'assets', 'icon.png'), Buffer.alloc(4096, 1));
  await precompress(join(dir, 'assets'));
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
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a Brotli twin of each script above the threshold that decompresses to the same bytes, and none for maps, images or small files', async () => {
    const compressed = await readFile(join(dir, 'assets', 'screen-abc123.js.br'));
    expect(brotliDecompressSync(compressed).toString()).toBe(script);
    expect(compressed.length).toBeLessThan(script.length / 4);
    expect(script.length).toBeGreaterThan(MIN_BYTES);
    for (const name of ['screen-abc123.js.map.br', 'tiny-def456.js.br', 'icon.png.br']) await expect(readFile(join(dir, 'assets', name))).rejects.toThrow(/ENOENT/);
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
    const answer = await get('/assets/screen-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers a file too small to compress as it is', async () => {
    const answer = await get('/assets/tiny-def456.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};\n');
  });

  it('leaves to the next handler a client without Brotli, an unknown file, and anything outside /assets', async () => {
    expect((await get('/assets/screen-abc123.js', { 'accept-encoding': 'gzip' })).body.toString()).toBe('next');
    expect((await get('/assets/missing-000.js', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
    expect((await get('/index.html', { 'accept-encoding': 'br' })).body.toString()).toBe('next');
  });
});
