import 'fake-indexeddb/auto';
import { freshProgress, type DayMoveRecord, type QueuedVisitAction, type Session, type StoredImport } from '@fieldteam/core';
import { MemorySessionStore } from '@fieldteam/core/testing';
import { createStore, entries, get, set, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserKeptWork } from './browser-kept-work';
import { IndexedDbImportJobs } from './indexed-db-import-jobs.store';
import { keptWorkNoteKey } from './kept-work-notes';
import { LocalStorageDayMoveJournal } from './local-storage-day-move.journal';
import { LocalStorageInProgressVisits } from './local-storage-in-progress-visits.store';
import { LocalStorageVisitOutbox } from './local-storage-visit-outbox.store';
import { MemoryStorage } from './memory-storage';
import { KEPT_WORK_BOUND_MS } from './storage-keys';

const person = (id: string, name: string): Session => ({
  token: `tok-${id}`,
  user: { id, createdById: 'owner-1', name, surname: 'Lima', username: null, email: `${id}@example.com`, docId: null, phone: null, address: null, role: 'employer', activation: 'activated' },
});
const ana = person('ana-1', 'Ana');
const leo = person('leo-2', 'Leo');
const PASSWORD = 'Secret#123';

const visit = { clientId: 'client-1', ownerId: 'owner-1', visitId: 'visit-3' };
const queue: QueuedVisitAction[] = [
  { id: 'q1', kind: 'start', visit: { ...visit, userId: 'ana-1', userName: 'Ana Lima' }, queuedAt: '2026-03-02T11:00:00Z' },
  { id: 'q2', kind: 'finish', visit, taskId: null, observation: 'Portão trancado na Rua Harmonia', queuedAt: '2026-03-02T11:40:00Z' },
];
const dayMove: DayMoveRecord = {
  day: '2026-03-03',
  target: '2026-03-04',
  direction: 'forward',
  steps: [{ clientId: 'c1', clientName: 'Otávio Quintela', teamName: 'Equipe Zona Leste', visitId: 'v1', from: '2026-03-03T09:00', to: '2026-03-04T09:00', state: 'waiting' }],
};
const anImport: StoredImport = {
  job: {
    kind: 'clients',
    fileName: 'clientes-da-ana.csv',
    headers: ['Nome', 'Telefone', 'E-mail'],
    startedAt: '2026-03-02T12:00:00Z',
    rows: [{ line: 2, cells: ['Renê Tavares', '11972220003', 'rene.tavares@exemplo.com.br'], action: 'create', targetId: null, key: 'email:rene.tavares@exemplo.com.br', record: { name: 'Renê Tavares' } }],
    toFix: [],
  },
  progress: freshProgress(1),
};
/** The texts of Ana's business that her records hold. */
const ANAS_TEXTS = ['Portão trancado', 'Otávio Quintela', 'Equipe Zona Leste', 'clientes-da-ana', 'Renê Tavares', '11972220003', 'rene.tavares@exemplo.com.br', 'Ana Lima'];

const NOW = Date.UTC(2026, 11, 6, 12);
let now: number;
let database = 0;
let storage: MemoryStorage;
let sessions: MemorySessionStore;
let importsStore: UseStore;
let vaultStore: UseStore;
let kept: BrowserKeptWork;

/** The device's stores as the app makes them. */
const stores = () => ({
  outbox: new LocalStorageVisitOutbox(storage, sessions, () => now),
  inProgress: new LocalStorageInProgressVisits(storage, sessions, () => now),
  dayMoves: new LocalStorageDayMoveJournal(storage, sessions, () => now),
  imports: new IndexedDbImportJobs(sessions, () => importsStore, () => now),
});

async function signIn(session: Session, password = PASSWORD) {
  const opened = await kept.open(session.user, password);
  sessions.save(session);
  return opened;
}

/** Ana signs in and leaves work of every kind on the device. */
async function anaWorks() {
  await signIn(ana);
  const s = stores();
  s.outbox.save(queue);
  s.inProgress.save({ 'client-1': { taskId: 'task-7', visitId: 'visit-3' } });
  s.dayMoves.save(dayMove);
  await s.imports.start(anImport);
}

/** Everything on the device as text: local storage, and every IndexedDB value with its bytes read as UTF-8. */
async function everythingStored(): Promise<string> {
  const texts: string[] = [];
  for (let i = 0; i < storage.length; i += 1) texts.push(`${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
  for (const store of [importsStore, vaultStore]) {
    for (const [key, value] of await entries(store)) {
      texts.push(String(key), JSON.stringify(value, (_k, v: unknown) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? new TextDecoder().decode(v as ArrayBuffer) : v)));
    }
  }
  return texts.join('\n');
}

beforeEach(() => {
  now = NOW;
  database += 1;
  storage = new MemoryStorage();
  sessions = new MemorySessionStore();
  importsStore = createStore(`kept-imports-${database}`, 'imports');
  vaultStore = createStore(`kept-vault-${database}`, 'vault');
  kept = new BrowserKeptWork({ storage, imports: () => importsStore, vault: () => vaultStore, now: () => now, rounds: 1_000 });
});

describe('BrowserKeptWork', () => {
  it("keeps the person's key for the session, not extractable, made from their password", async () => {
    await signIn(ana);
    // Made while the session starts: the sign-in does not wait for it.
    await vi.waitFor(async () => expect(await get('key.ana-1', vaultStore)).toBeDefined());
    const key = await get<{ key: CryptoKey }>('key.ana-1', vaultStore);
    expect(key?.key.extractable).toBe(false);
    expect(key?.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it('seals everything of the person when the server ends the session: nothing of it left readable, their name included, but how many visit actions wait and until when', async () => {
    await anaWorks();
    sessions.clear();
    await kept.seal(ana.user);
    const stored = await everythingStored();
    for (const text of ANAS_TEXTS) expect(stored).not.toContain(text);
    expect(await get('key.ana-1', vaultStore)).toBeUndefined();
    expect(JSON.parse(storage.getItem(keptWorkNoteKey('ana-1'))!)).toEqual({ v: 2, visitActions: 2, until: NOW + KEPT_WORK_BOUND_MS });
    expect(stores().outbox.held()).toEqual([{ count: 2, until: NOW + KEPT_WORK_BOUND_MS }]);
  });

  it('opens the sealed work when the person signs in again with their password: every record back in place, once', async () => {
    await anaWorks();
    sessions.clear();
    await kept.seal(ana.user);
    sessions.save(leo);
    expect(stores().outbox.load()).toEqual([]);
    sessions.clear();

    expect(await signIn(ana)).toEqual({ lost: false });
    const s = stores();
    expect(s.outbox.load()).toEqual(queue);
    expect(s.inProgress.load()).toEqual({ 'client-1': { taskId: 'task-7', visitId: 'visit-3' } });
    expect(s.dayMoves.load()).toEqual(dayMove);
    expect(await s.imports.load('clients')).toEqual(anImport);
    expect(await get('sealed.ana-1', vaultStore)).toBeUndefined();
    expect(storage.getItem(keptWorkNoteKey('ana-1'))).toBeNull();
    expect(s.outbox.held()).toEqual([]);
  });

  it('cannot open work sealed under a password changed since: it says so and removes it', async () => {
    await anaWorks();
    sessions.clear();
    await kept.seal(ana.user);
    expect(await signIn(ana, 'Changed#456')).toEqual({ lost: true });
    expect(stores().outbox.load()).toEqual([]);
    expect(await get('sealed.ana-1', vaultStore)).toBeUndefined();
    expect(storage.getItem(keptWorkNoteKey('ana-1'))).toBeNull();
  });

  it("opens a person's sealed work for that person only, even under the same password", async () => {
    await anaWorks();
    sessions.clear();
    await kept.seal(ana.user);
    await set('sealed.leo-2', await get('sealed.ana-1', vaultStore), vaultStore);
    expect(await signIn(leo)).toEqual({ lost: true });
    expect(stores().outbox.load()).toEqual([]);
  });

  it('removes sealed work and its note once sealed for the bound, at the next sign-in of anyone', async () => {
    await anaWorks();
    sessions.clear();
    await kept.seal(ana.user);
    now = NOW + KEPT_WORK_BOUND_MS - 1;
    await signIn(leo);
    expect(await get('sealed.ana-1', vaultStore)).toBeDefined();
    sessions.clear();
    await kept.forget(leo.user.id);
    now = NOW + KEPT_WORK_BOUND_MS;
    expect(stores().outbox.held()).toEqual([]);
    await signIn(leo);
    expect(await get('sealed.ana-1', vaultStore)).toBeUndefined();
    expect(storage.getItem(keptWorkNoteKey('ana-1'))).toBeNull();
    sessions.clear();
    expect(await signIn(ana)).toEqual({ lost: false });
    expect(stores().outbox.load()).toEqual([]);
  });

  it("an explicit sign-out removes everything of the person's, their key first of all, and leaves nothing of their business", async () => {
    await anaWorks();
    sessions.clear();
    await kept.forget(ana.user.id);
    expect(await get('key.ana-1', vaultStore)).toBeUndefined();
    expect(await everythingStored()).toBe('');
    expect(await signIn(ana)).toEqual({ lost: false });
    expect(stores().outbox.load()).toEqual([]);
    expect(await stores().imports.load('clients')).toBeNull();
  });

  it('with no key (a session from before keys, or a browser without WebCrypto), a session the server ends loses its work rather than leave it in clear', async () => {
    sessions.save(ana);
    stores().outbox.save(queue);
    await stores().imports.start(anImport);
    sessions.clear();
    await kept.seal(ana.user);
    expect(await everythingStored()).toBe('');
  });

  it("at a sign-in, seals what someone else left in place (a sealing cut short) with their key, and deletes their key", async () => {
    await anaWorks();
    sessions.clear(); // the page closed before the sealing
    await signIn(leo);
    const stored = await everythingStored();
    for (const text of ANAS_TEXTS) expect(stored).not.toContain(text);
    expect(await get('key.ana-1', vaultStore)).toBeUndefined();
    expect(stores().outbox.held()).toEqual([{ count: 2, until: NOW + KEPT_WORK_BOUND_MS }]);
    sessions.clear();
    await kept.forget(leo.user.id);
    expect(await signIn(ana)).toEqual({ lost: false });
    expect(stores().outbox.load()).toEqual(queue);
  });

  it("seals, not only removes, the work of someone whose key is still being made when another signs in", async () => {
    // The key's derivation held while the other person's sign-in tidies the device (it must wait for it).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const subtle = globalThis.crypto.subtle;
    const slow = {
      importKey: subtle.importKey.bind(subtle),
      encrypt: subtle.encrypt.bind(subtle),
      decrypt: subtle.decrypt.bind(subtle),
      deriveKey: async (...args: Parameters<SubtleCrypto['deriveKey']>) => (await held, subtle.deriveKey(...args)),
    } as unknown as SubtleCrypto;
    kept = new BrowserKeptWork({ storage, imports: () => importsStore, vault: () => vaultStore, now: () => now, rounds: 1_000, subtle: slow });
    await anaWorks();
    sessions.clear();
    const leoSignsIn = signIn(leo);
    setTimeout(release, 50);
    await leoSignsIn;
    const stored = await everythingStored();
    for (const text of ANAS_TEXTS) expect(stored).not.toContain(text);
    expect(await get('key.ana-1', vaultStore)).toBeUndefined();
    expect(stores().outbox.held()).toEqual([{ count: 2, until: NOW + KEPT_WORK_BOUND_MS }]);
  });

  it('never throws when the browser refuses IndexedDB or has no WebCrypto', async () => {
    const refusing = new BrowserKeptWork({
      storage,
      imports: () => {
        throw new Error('refused');
      },
      vault: () => {
        throw new Error('refused');
      },
      subtle: null,
    });
    sessions.save(ana);
    stores().outbox.save(queue);
    await expect(refusing.open(ana.user, PASSWORD)).resolves.toEqual({ lost: false });
    await expect(refusing.seal(ana.user)).resolves.toBeUndefined();
    expect(storage.getItem('fieldteam.visit-outbox.ana-1')).toBeNull();
    await expect(refusing.forget(ana.user.id)).resolves.toBeUndefined();
  });
});
