import 'fake-indexeddb/auto';
import { freshProgress, type StoredImport } from '@fieldteam/core';
import { MemorySessionStore, sessionFor } from '@fieldteam/core/testing';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { IndexedDbImportJobs } from './indexed-db-import-jobs.store';
import { KEPT_WORK_BOUND_MS } from './storage-keys';

const stored = (rows: number): StoredImport => ({
  job: {
    kind: 'clients',
    fileName: 'clientes.csv',
    headers: ['Nome'],
    startedAt: '2026-03-02T12:00:00Z',
    rows: Array.from({ length: rows }, (_, i) => ({ line: i + 2, cells: [`Cliente ${i}`], action: 'create' as const, targetId: null, key: `email:c${i}@x.com`, record: { name: `Cliente ${i}` } })),
    toFix: [],
  },
  progress: freshProgress(rows),
});

describe('IndexedDbImportJobs', () => {
  const NOW = Date.UTC(2026, 2, 2, 12);
  let now: number;
  let database = 0;
  let sessions: MemorySessionStore;
  let store: IndexedDbImportJobs;
  const open = () => createStore(`fieldteam-test-${database}`, 'imports');

  beforeEach(() => {
    now = NOW;
    database += 1;
    sessions = new MemorySessionStore(sessionFor('employer', { id: 'owner-1' }));
    store = new IndexedDbImportJobs(sessions, open, () => now);
  });

  it('keeps an import and its progress across stores (a reload)', async () => {
    await store.start(stored(3));
    await store.saveProgress('clients', { states: 'dsw', refusals: {}, sentAt: { 1: 1_772_000_000_000 } });
    const again = new IndexedDbImportJobs(sessions, open, () => now);
    expect(await again.load('clients')).toEqual({ ...stored(3), progress: { states: 'dsw', refusals: {}, sentAt: { 1: 1_772_000_000_000 } } });
    expect(await again.load('services')).toBeNull();
  });

  it('keeps 10,000 rows', async () => {
    await store.start(stored(10_000));
    expect((await store.load('clients'))!.job.rows).toHaveLength(10_000);
  });

  it('is each person’s own, and keeps nothing with no one signed in', async () => {
    await store.start(stored(2));
    sessions.save(sessionFor('manager', { id: 'manager-1', createdById: 'owner-1' }));
    expect(await store.load('clients')).toBeNull();
    sessions.clear();
    await store.start(stored(1));
    expect(await store.load('clients')).toBeNull();
    sessions.save(sessionFor('employer', { id: 'owner-1' }));
    expect((await store.load('clients'))!.job.rows).toHaveLength(2);
  });

  it('reads a progress that does not fit its rows as no import, and forgets one removed', async () => {
    await store.start(stored(2));
    await store.saveProgress('clients', { states: 'www', refusals: {}, sentAt: {} });
    expect(await store.load('clients')).toBeNull();
    await store.start(stored(2));
    await store.remove('clients');
    expect(await store.load('clients')).toBeNull();
  });

  it('answers the progress alone, without the rows', async () => {
    await store.start(stored(3));
    await store.saveProgress('clients', { states: 'dsw', refusals: {}, sentAt: {} });
    expect(await store.progress('clients')).toEqual({ states: 'dsw', refusals: {}, sentAt: {} });
    expect(await store.progress('services')).toBeNull();
  });

  it('removes an import whose progress has not been written for the bound, and not a moment before', async () => {
    await store.start(stored(3));
    now = NOW + 1_000;
    await store.saveProgress('clients', { states: 'dww', refusals: {}, sentAt: {} });
    now = NOW + 1_000 + KEPT_WORK_BOUND_MS;
    expect(await store.load('clients')).not.toBeNull();
    now += 1;
    expect(await store.load('clients')).toBeNull();
    expect(await get('fieldteam.import.clients.owner-1', open())).toBeUndefined();
    expect(await get('fieldteam.import-progress.clients.owner-1', open())).toBeUndefined();
  });

  it('adopts a progress of the first version (no time) as written now', async () => {
    await store.start(stored(2));
    await set('fieldteam.import-progress.clients.owner-1', { states: 'dw', refusals: {}, sentAt: {} }, open());
    expect((await store.load('clients'))!.progress.states).toBe('dw');
    expect(await get('fieldteam.import-progress.clients.owner-1', open())).toEqual({ v: 2, keptAt: NOW, progress: { states: 'dw', refusals: {}, sentAt: {} } });
  });

  it('keeps nothing, and never throws, when the browser refuses the database', async () => {
    const refusing = new IndexedDbImportJobs(sessions, () => {
      throw new Error('refused');
    });
    await expect(refusing.start(stored(1))).resolves.toBeUndefined();
    await expect(refusing.load('clients')).resolves.toBeNull();
  });
});
