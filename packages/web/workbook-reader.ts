// The workbook reader (read-excel-file) unzips a workbook with fflate's `unzip`, which inflates a
// large part in a worker started from a blob: the app's Content-Security-Policy (worker-src 'self')
// refuses it and the read never ends. In the build (the page's chunks and the transfer worker's)
// and in `vite dev` its `fflate` is src/shared/spreadsheet/fflate-in-place.ts, whose `unzip`
// inflates on the thread that reads the workbook. The reader is left out of the development
// server's dependency pre-bundling, which would not ask this plugin.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const FFLATE_IN_PLACE = fileURLToPath(new URL('./src/shared/spreadsheet/fflate-in-place.ts', import.meta.url));

/** Whether an import of `source` from `importer` is the workbook reader's of fflate. */
export const isReadersFflate = (source: string, importer: string | undefined): boolean => source === 'fflate' && importer !== undefined && /[\\/]node_modules[\\/]read-excel-file[\\/]/.test(importer);

export function workbookReaderInPlace(): Plugin {
  return {
    name: 'fieldteam:workbook-reader-in-place',
    enforce: 'pre',
    config: () => ({ optimizeDeps: { exclude: ['read-excel-file'] } }),
    resolveId: (source, importer) => (isReadersFflate(source, importer) ? FFLATE_IN_PLACE : null),
  };
}
