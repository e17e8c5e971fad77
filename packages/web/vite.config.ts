// Vite for the web app. In development and preview the API is proxied under /api so the
// browser sees one origin; VITE_API_URL points a build at a real API instead.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { chunkGroups, firstPageSources } from './chunk-groups.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import { installableApp } from './pwa.config.ts';
import { routeSources } from '../../scripts/check-bundle-budget.mjs';
import { routePreloads } from './route-preloads.ts';
import { securityHeadersPlugin } from './security-headers.ts';
import { mapsOutOfTheSite, sourceMapsOf } from './source-maps.ts';
import { workbookReaderInPlace } from './workbook-reader.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

// No source maps in what is deployed; SOURCE_MAPS=hidden writes them outside dist/ for an error tracker (docs/deploy.md).
const sourcemap = sourceMapsOf(process.env);

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 4000}`;

const proxy: Record<string, ProxyOptions> = {
  '^/api/': {
    target: apiTarget,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/api/, ''),
    // Through the proxy the browser calls its own origin: the API must not see a cross-origin
    // call (the mock server refuses origins it does not know), whatever port this server has.
    configure: (proxyServer) => {
      proxyServer.on('proxyReq', (proxyReq) => proxyReq.removeHeader('origin'));
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    workbookReaderInPlace(),
    routePreloads({ webDir }),
    installableApp(),
    // Before the Brotli assets' handler, so that its answers carry the headers too.
    securityHeadersPlugin(),
    precompressedAssets(),
    ...(sourcemap ? [mapsOutOfTheSite(fileURLToPath(new URL('./dist-sourcemaps', import.meta.url)))] : []),
  ],
  // The browser's own Temporal where it has one, the polyfill in its own chunk otherwise (ADR
  // 0032): every bare `temporal-polyfill` import, of core and the adapters too, reads app/temporal.ts.
  resolve: {
    alias: [{ find: /^temporal-polyfill$/, replacement: fileURLToPath(new URL('./src/app/temporal.ts', import.meta.url)) }],
  },
  // The business data worker is a module worker: it shares the app's chunks' format and
  // loads the Temporal polyfill the same way (app/temporal.ts). The transfer worker reads workbooks:
  // their reader's unzip stays on its thread there too.
  worker: { format: 'es', plugins: () => [workbookReaderInPlace()] },
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), proxy },
  // The manifest (dist/.vite/manifest.json) lets scripts/check-bundle-budget.mjs count each route's chunks.
  build: {
    sourcemap,
    target: 'es2022',
    manifest: true,
    // No preload helper around each dynamic import: the route preloads (route-preloads.ts) name
    // every chunk a route needs, for a page opened directly and for each navigation.
    modulePreload: false,
    rollupOptions: {
      output: {
        codeSplitting: chunkGroups(webDir, firstPageSources(routeSources())),
        // The polyfill's chunk says what it is (a browser without Temporal fetches it; the budget
        // script names it), and so does the DI library's (a page without container contexts never
        // fetches it: e2e/route-preloads.spec.ts).
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.some((id) => id.includes('/temporal-polyfill/'))) return 'assets/temporal-polyfill-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
