import { strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzip } from './fflate-in-place';

const big = strToU8('<row>'.repeat(200_000));
const archive = zipSync({ 'xl/worksheets/sheet1.xml': big, 'xl/media/image1.png': new Uint8Array([1, 2, 3]) });
const unzipped = (run: (done: (error: unknown, files: Unzipped | null) => void) => void) =>
  new Promise<{ error: unknown; files: Unzipped | null }>((resolve) => run((error, files) => resolve({ error, files })));

describe('unzip in place', () => {
  it('gives what fflate’s unzip gives, a part over 512 kB included, in a later task', async () => {
    expect(big.length).toBeGreaterThan(512 * 1024);
    let sync = true;
    const result = unzipped((done) => {
      unzip(archive, (error, files) => {
        expect(sync).toBe(false);
        done(error, files);
      });
      sync = false;
    });
    expect(await result).toEqual({ error: null, files: unzipSync(archive) });
  });

  it('keeps only the parts its filter keeps', async () => {
    const { files } = await unzipped((done) => unzip(archive, { filter: (file) => file.name.endsWith('.xml') }, done));
    expect(Object.keys(files!)).toEqual(['xl/worksheets/sheet1.xml']);
  });

  it('answers fflate’s error for bytes that are no ZIP, and nothing once terminated', async () => {
    const { error } = await unzipped((done) => unzip(Uint8Array.of(0x50, 0x4b, 3, 4, 9, 9, 9), done));
    expect(error).toMatchObject({ code: expect.any(Number) });
    let called = false;
    unzip(archive, () => (called = true))();
    await new Promise((done) => setTimeout(done, 10));
    expect(called).toBe(false);
  });
});
