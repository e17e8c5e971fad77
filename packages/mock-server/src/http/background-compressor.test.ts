// The compressor of large answers (background-compressor.ts): the same bytes back, one version of
// an answer waiting at a time, and its thread behind the others when the machine is busy.
import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BackgroundCompressor } from './background-compressor';

let compressor: BackgroundCompressor;
afterEach(() => compressor.close());

/** A JSON-like body of about `kB` kilobytes, the same for the same `seed`. */
const body = (seed: string, kB = 64) => Buffer.from(JSON.stringify({ calendar: Array.from({ length: kB * 10 }, (_, i) => ({ id: `${seed}-${i}`, date: '2026-03-10' })) }));

/** The nice value of each thread of this process (Linux), by thread id. */
function threadNices(): Map<string, number> {
  const nices = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      // After the command's closing parenthesis: state is the first field, nice the seventeenth.
      nices.set(tid, Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return nices;
}

describe('BackgroundCompressor', () => {
  it('gives back the body in brotli and in gzip', async () => {
    compressor = new BackgroundCompressor();
    const plain = body('a');
    const [br, gz] = await Promise.all([compressor.compress('calendar of a', plain, 'br'), compressor.compress('calendar of a', plain, 'gzip')]);
    expect(brotliDecompressSync(br!).equals(plain)).toBe(true);
    expect(gunzipSync(gz!).equals(plain)).toBe(true);
    expect(br!.length).toBeLessThan(plain.length / 4);
  });

  it('lets a newer version of an answer take the place of one that has not begun; the one begun finishes', async () => {
    compressor = new BackgroundCompressor();
    const [first, second, third, other] = [body('first', 512), body('second'), body('third'), body('other')];
    // The first begins at once; the second waits and is overtaken by the third, which keeps its place in line.
    const begun = compressor.compress('calendar of a', first, 'gzip');
    const overtaken = compressor.compress('calendar of a', second, 'gzip');
    const otherSlot = compressor.compress('calendar of b', other, 'gzip');
    const newest = compressor.compress('calendar of a', third, 'gzip');
    expect(compressor.load).toBe(3);
    expect(await overtaken).toBeNull();
    expect(gunzipSync((await begun)!).equals(first)).toBe(true);
    expect(gunzipSync((await newest)!).equals(third)).toBe(true);
    expect(gunzipSync((await otherSlot)!).equals(other)).toBe(true);
    // The same slot in another coding is another line.
    const [gz, br] = await Promise.all([compressor.compress('calendar of a', third, 'gzip'), compressor.compress('calendar of a', third, 'br')]);
    expect(gz).not.toBeNull();
    expect(br).not.toBeNull();
  });

  it('runs its thread at a lower priority than the rest of the server (Linux)', async () => {
    compressor = new BackgroundCompressor();
    const before = threadNices();
    await compressor.compress('calendar of a', body('a'), 'gzip');
    const added = [...threadNices()].filter(([tid]) => !before.has(tid));
    expect(added.map(([, nice]) => nice)).toContain(10);
    expect(before.get(String(process.pid))).toBe(0);
  });
});
