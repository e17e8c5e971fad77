import { describe, expect, it } from 'vitest';
import { FFLATE_IN_PLACE, isReadersFflate, workbookReaderInPlace } from './workbook-reader';

describe('the workbook reader, unzipping in place', () => {
  it('hands the reader’s imports of fflate the module that unzips on its own thread, and no one else’s', () => {
    expect(isReadersFflate('fflate', '/repo/node_modules/read-excel-file/modules/zip/unzipFromArrayBuffer.js')).toBe(true);
    expect(isReadersFflate('fflate', 'C:\\repo\\node_modules\\read-excel-file\\modules\\zip\\unzipFromArrayBuffer.js')).toBe(true);
    expect(isReadersFflate('fflate', '/repo/packages/web/src/shared/export-archive.ts')).toBe(false);
    expect(isReadersFflate('fflate', FFLATE_IN_PLACE)).toBe(false);
    expect(isReadersFflate('saxen', '/repo/node_modules/read-excel-file/modules/xml/parseXml.js')).toBe(false);
    expect(isReadersFflate('fflate', undefined)).toBe(false);
    expect(FFLATE_IN_PLACE).toMatch(/src[\\/]shared[\\/]spreadsheet[\\/]fflate-in-place\.ts$/);
  });

  it('keeps the reader out of the development server’s pre-bundling, which would not ask the plugin', () => {
    const plugin = workbookReaderInPlace();
    expect((plugin.config as () => unknown)()).toEqual({ optimizeDeps: { exclude: ['read-excel-file'] } });
  });
});
