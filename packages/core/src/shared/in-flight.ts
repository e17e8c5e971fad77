// Calls sent to the server a few at a time: one after the other is as slow as the sum of their
// round trips, all at once queues them in the browser (six per server) and loads the server.

/**
 * Runs `task` for every item with at most `limit` running at once, starting them in the items'
 * order; the answers come back in that order too.
 */
export async function inFlight<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`inFlight: the limit must be a whole number from 1 (got ${limit})`);
  const answers: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return answers;
}
