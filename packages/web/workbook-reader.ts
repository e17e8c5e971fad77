// The workbook reader (read-excel-file) unzips a workbook with fflate's `unzip`, which inflates a
// large part in a worker started from a blob: the app's Content-Security-Policy (worker-src 'self')
// refuses it and the read never ends. In the build and in `vite dev` its `fflate` is
// src/features/imports/fflate-on-page.ts, whose `unzip` works on the page. The reader is left out of
// the development server's dependency pre-bundling, which would not ask this plugin.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const FFLATE_ON_PAGE = fileURLToPath(new URL('./src/features/imports/fflate-on-page.ts', import.meta.url));

/** Whether an import of `source` from `importer` is the workbook reader's of fflate. */
export const isReadersFflate = (source: string, importer: string | undefined): boolean => source === 'fflate' && importer !== undefined && /[\\/]node_modules[\\/]read-excel-file[\\/]/.test(importer);

export function workbookReaderOnPage(): Plugin {
  return {
    name: 'fieldteam:workbook-reader-on-page',
    enforce: 'pre',
    config: () => ({ optimizeDeps: { exclude: ['read-excel-file'] } }),
    resolveId: (source, importer) => (isReadersFflate(source, importer) ? FFLATE_ON_PAGE : null),
  };
}
