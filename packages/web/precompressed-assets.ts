// The built app's scripts and styles are compressed with Brotli once, at build time, and `vite
// preview` serves those files to a browser that accepts them (ADR 0035). Every browser the app
// supports does, and Brotli makes them smaller than the gzip that Vite's preview server
// compresses on the fly, which is what a phone on a slow network waits for before the first screen.
// A static host or CDN in front of the built app serves the same `.br` files. Other requests (and a
// client without Brotli) go on to Vite's own handlers, gzip included.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/** The built files compressed: scripts, styles, the manifest and SVGs; not source maps nor images already compressed. */
export const COMPRESSED = /\.(js|mjs|css|svg|json|webmanifest)$/;
/** Below this a response gains nothing from compression (Vite's own threshold is the same). */
export const MIN_BYTES = 1024;
/** Brotli's best quality, except for files so large that it would take seconds each (the gazetteer's data). */
const qualityFor = (bytes: number) => (bytes > 512 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY);

const compress = promisify(brotliCompress);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `name.br` beside every file under `dir` worth compressing. */
export async function precompress(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSED.test(path)) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(path).then(async (content) => {
        const params = { [constants.BROTLI_PARAM_QUALITY]: qualityFor(content.length), [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
        await writeFile(`${path}.br`, await compress(content, { params }));
      }),
    );
  }
  await Promise.all(jobs);
}

type Next = () => void;

/**
 * The handler `vite preview` runs before its own: the hashed files under /assets, from their `.br`
 * twins, to a client that accepts Brotli, cached for good (their names change with their content);
 * anything else goes on.
 */
export function brotliAssets(dir: string): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const serve = sirv(dir, { brotli: true, gzip: false, etag: true, dev: false, immutable: true, maxAge: 31_536_000, extensions: [] });
  return (req, res, next) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (!req.url?.startsWith('/assets/') || !/\bbr\b/.test(accepts) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    serve(req, res, next);
  };
}

/** The Vite plugins: one compresses /assets once the build is written, the other serves them in preview. */
export function precompressedAssets(): Plugin[] {
  let outDir = '';
  return [
    {
      name: 'fieldteam:precompress-assets',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
      async closeBundle() {
        if (!this.meta.watchMode) await precompress(join(outDir, 'assets'));
      },
    },
    {
      name: 'fieldteam:serve-precompressed-assets',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
      configurePreviewServer(server) {
        server.middlewares.use(brotliAssets(outDir));
      },
    },
  ];
}
