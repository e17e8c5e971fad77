// The start parses the whole data file and builds the tables and indexes: the heap grows to about
// twice the data it keeps (the parse's garbage, and V8's room to grow), and V8 keeps those pages
// long after. One memory-reducing collection once the store has finished loading (the server
// calls it once the work left for after its first answer is done) gives them back (at 10,000
// clients about 400 MB held becomes about 250). A small heap
// (the demo data, the tests' servers) is left as it is: the collection would cost more than it gives.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Heaps smaller than this are not worth a full collection. */
const WORTH_FROM = 128 * 1024 * 1024;

/**
 * Collects all garbage and shrinks the heap to what is live (a full, blocking collection) when the
 * heap is `worthFrom` bytes or more; returns whether it did.
 */
export function releaseStartUpHeap(worthFrom = WORTH_FROM): boolean {
  if (process.memoryUsage().heapTotal < worthFrom) return false;
  // Node's own documented way to reach `gc` in a process not started with --expose-gc.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as Collect;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
