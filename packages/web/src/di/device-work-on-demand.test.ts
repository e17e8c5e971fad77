import { freshProgress } from '@fieldteam/core';
import { MemoryImportJobStore, MemoryKeptWork, sessionFor } from '@fieldteam/core/testing';
import { describe, expect, it } from 'vitest';
import { importJobsOnDemand, keptWorkOnDemand } from './device-work-on-demand';

const user = sessionFor('employer', { id: 'owner-1' }).user;

describe('the device work ports, loaded on demand', () => {
  it('load their adapter once, at the first call, and pass every call on', async () => {
    const kept = new MemoryKeptWork();
    let loads = 0;
    const port = keptWorkOnDemand(async () => {
      loads += 1;
      return kept;
    });
    expect(loads).toBe(0);
    await port.open(user, 'Secret#123');
    await port.seal(user);
    await port.forget(user.id);
    expect(loads).toBe(1);
    expect(kept.calls).toEqual(['open owner-1', 'seal owner-1', 'forget owner-1']);
  });

  it('answer as a browser refusing IndexedDB would when the code cannot be fetched, and try again at the next call', async () => {
    const store = new MemoryImportJobStore();
    await store.start({ job: { kind: 'clients', fileName: 'a.csv', headers: [], startedAt: '2026-12-06T12:00:00Z', rows: [], toFix: [] }, progress: freshProgress(0) });
    let offline = true;
    const port = importJobsOnDemand(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return store;
    });
    expect(await port.progress('clients')).toBeNull();
    await expect(port.remove('clients')).resolves.toBeUndefined();
    offline = false;
    expect(await port.progress('clients')).toEqual(freshProgress(0));
    expect(await keptWorkOnDemand(() => Promise.reject(new TypeError('offline'))).open(user, 'Secret#123')).toEqual({ lost: false });
  });
});
