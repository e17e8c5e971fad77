import { describe, expect, it } from 'vitest';
import { releaseStartUpHeap } from './start-up-heap';

/** Grows the heap as a start does, leaving only garbage behind; returns the heap's size then. */
function growHeap(): number {
  const records = Array.from({ length: 400_000 }, (_, i) => ({ id: `record-${i}`, list: [i, i + 1] }));
  return records.length > 0 ? process.memoryUsage().heapTotal : 0;
}

describe('releaseStartUpHeap', () => {
  it('gives back the pages the garbage of a start grew the heap to', () => {
    const grown = growHeap();
    expect(releaseStartUpHeap(0)).toBe(true);
    expect(process.memoryUsage().heapTotal).toBeLessThan(grown - 20 * 1024 * 1024);
  });

  it('leaves a heap below the threshold as it is', () => {
    expect(releaseStartUpHeap(Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
