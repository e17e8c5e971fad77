import { describe, expect, it } from 'vitest';
import { FFLATE_ON_PAGE, isReadersFflate, workbookReaderOnPage } from './workbook-reader';

describe('the workbook reader on the page', () => {
  it('hands the reader’s imports of fflate the module that unzips on the page, and no one else’s', () => {
    expect(isReadersFflate('fflate', '/repo/node_modules/read-excel-file/modules/zip/unzipFromArrayBuffer.js')).toBe(true);
    expect(isReadersFflate('fflate', 'C:\\repo\\node_modules\\read-excel-file\\modules\\zip\\unzipFromArrayBuffer.js')).toBe(true);
    expect(isReadersFflate('fflate', '/repo/packages/web/src/shared/export-archive.ts')).toBe(false);
    expect(isReadersFflate('fflate', FFLATE_ON_PAGE)).toBe(false);
    expect(isReadersFflate('saxen', '/repo/node_modules/read-excel-file/modules/xml/parseXml.js')).toBe(false);
    expect(isReadersFflate('fflate', undefined)).toBe(false);
    expect(FFLATE_ON_PAGE).toMatch(/src[\\/]features[\\/]imports[\\/]fflate-on-page\.ts$/);
  });

  it('keeps the reader out of the development server’s pre-bundling, which would not ask the plugin', () => {
    const plugin = workbookReaderOnPage();
    expect((plugin.config as () => unknown)()).toEqual({ optimizeDeps: { exclude: ['read-excel-file'] } });
  });
});
