// The built assets are compressed with Brotli once, at build time (vite-plugin-compression2), and
// `vite preview` serves those `.br` files to a browser that accepts them: smaller than
// the gzip Vite's preview compresses on the fly, which a phone on a slow network waits for. Other
// requests, and a client without Brotli, go on to Vite's own handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The built files compressed: scripts, styles, the manifest and SVGs; not source maps nor images already compressed. */
export const COMPRESSED = /^assets\/.*\.(js|mjs|css|svg|json|webmanifest)$/;
/** Below this a response gains nothing from compression (Vite's own threshold is the same). */
export const MIN_BYTES = 1024;

/** The handler `vite preview` runs before its own: /assets from their `.br` twins, cached for good (their names change with their content). */
export function brotliAssets(dir: string): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const serve = sirv(dir, { brotli: true, gzip: false, etag: true, dev: false, immutable: true, maxAge: 31_536_000, extensions: [] });
  return (req, res, next) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (req.url?.startsWith('/assets/') && /\bbr\b/.test(accepts) && (req.method === 'GET' || req.method === 'HEAD')) serve(req, res, next);
    else next();
  };
}

export function precompressedAssets(): Plugin[] {
  let outDir = '';
  return [
    compression({ include: COMPRESSED, threshold: MIN_BYTES, algorithms: [defineAlgorithm('brotliCompress')], logLevel: 'silent', scheduler: { limit: 4 } }),
    {
      name: 'fieldteam:serve-precompressed-assets',
      configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
      configurePreviewServer: (server) => void server.middlewares.use(brotliAssets(outDir)),
    },
  ];
}
