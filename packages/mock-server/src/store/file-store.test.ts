import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSONFile } from 'lowdb/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stat } from 'node:fs/promises';
import { DataFileError, openFileStore, SnapshotFile } from './file-store';
import { readLaidOut } from './laid-out-snapshot';
import { LockRefused, realPathOf } from './process-lock';
import { emptyData, type Data, type ServiceRecord } from './schema';

type OpenOptions = Parameters<typeof openFileStore>[1];
type OpenedStore = Awaited<ReturnType<typeof openFileStore>>;

/** The journal's size in bytes (0 when there is none). */
async function journalSize(dbFile: string): Promise<number> {
  const file = `${realPathOf(dbFile)}.journal`;
  return existsSync(file) ? (await stat(file)).size : 0;
}

const dir = () => mkdtempSync(join(tmpdir(), 'fieldteam-store-'));
const opened: OpenedStore[] = [];
afterEach(async () => {
  for (const o of opened.splice(0)) await o.close().catch(() => undefined);
});

const service = (n: number): ServiceRecord => ({ id: `s${n}`, ownerId: 'o1', itemName: `Service ${n}`, price: n, createdAt: '2026-01-01T00:00:00.000Z' });
const seeded = (data: Data = emptyData()): OpenOptions['seed'] => async () => structuredClone(data);

async function open(file: string, options: Partial<OpenOptions> = {}): Promise<OpenedStore> {
  const o = await openFileStore(file, { seed: seeded(), ...options });
  opened.push(o);
  return o;
}

async function reopen(o: OpenedStore, file: string, options: Partial<OpenOptions> = {}): Promise<OpenedStore> {
  await o.close();
  opened.splice(opened.indexOf(o), 1);
  return open(file, options);
}

describe('the data file at start', () => {
  it('seeds a file that does not exist, as a readable lowdb JSON document', async () => {
    const file = join(dir(), 'db.json');
    const o = await open(file, { seed: seeded({ ...emptyData(), services: [service(1)] }) });
    expect(o.notes.join('\n')).toContain('created');
    const read = await new JSONFile<Data>(file).read();
    expect(read?.services).toEqual([service(1)]);
  });

  it.each([
    ['an empty file', '', /is empty/],
    ['corrupt JSON', '{"users": [', /is corrupt/],
    ['a JSON value that is not a data file', '[1,2,3]', /is corrupt/],
  ])('refuses %s and leaves it untouched', async (_what, content, message) => {
    const file = join(dir(), 'db.json');
    writeFileSync(file, content);
    await expect(open(file)).rejects.toThrow(message);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it.each([
    ['a user that is null', { users: [null] }, /users\[0\]: the record must be object/],
    ['a team whose colaborators is null', { teams: [{ id: 't', ownerId: 'o', name: 'T', leader: null, colaborators: null, createdAt: 'x' }] }, /teams\[0\]: field "colaborators" must be array/],
    ['a client without a name', { clients: [{ id: 'c' }] }, /clients\[0\]: field "ownerId" is missing/],
    ['a visit on a date that is not a date', { visits: [{ id: 'v', ownerId: 'o', clientId: 'c', date: '01/02/2030', time: '08:00', status: 'pending' }] }, /visits\[0\]: field "date" must match/],
  ])('refuses %s, naming the collection, the index and the field, and rewrites nothing', async (_what, bad, message) => {
    const file = join(dir(), 'db.json');
    const content = JSON.stringify({ ...emptyData(), ...bad });
    writeFileSync(file, content);
    const refusal = open(file);
    await expect(refusal).rejects.toThrow(DataFileError);
    await expect(refusal).rejects.toThrow(message);
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(existsSync(`${file}.journal`)).toBe(false);
  });

  it('reads a user without the failedLogins of older files', async () => {
    const file = join(dir(), 'db.json');
    const o = await open(file, { seed: seeded() });
    expect(o.store.data.users).toEqual([]);
  });
});

describe('the snapshot read in slices', () => {
  /** A snapshot with records of every kind the file holds: empty collections, text beyond ASCII, nested lists. */
  const sample = (): Data => ({
    ...emptyData(),
    services: Array.from({ length: 40 }, (_, i) => ({ ...service(i), itemName: `Serviço ${i} — São Paulo, "aspas" e \\ barra` })),
    teams: [{ id: 't1', ownerId: 'o1', name: 'Equipe 1', leader: null, colaborators: [{ id: 'a', name: 'Ana' }], createdAt: '2026-01-01T00:00:00.000Z' }],
  });
  // Slices far smaller than a line and batches of a few lines: every record crosses a boundary somewhere.
  const tiny = { chunk: 37, batch: 150 };

  it('reads a file laid out by write() back as the same data, with boundaries anywhere', async () => {
    const file = join(dir(), 'db.json');
    const data = { ...sample(), journalSeq: 7 };
    await new SnapshotFile(file).write(data);
    const whole = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    expect(whole).toEqual(data);
    expect(await readLaidOut(file, tiny)).toEqual(whole);
    expect(await readLaidOut(file)).toEqual(whole);
    expect(await new SnapshotFile(file).read()).toEqual(whole);
  });

  it('takes any other layout (a file edited by hand) for what it is: read whole, the same data', async () => {
    const file = join(dir(), 'db.json');
    const data = sample();
    for (const content of [JSON.stringify(data, null, 2), JSON.stringify(data), `{\n  "services": [\n    ${JSON.stringify(service(1))}, ${JSON.stringify(service(2))}\n  ],\n  "version": 1\n}\n`]) {
      writeFileSync(file, content);
      expect(await readLaidOut(file, tiny)).toBeNull();
      expect(await new SnapshotFile(file).read()).toEqual(JSON.parse(content));
    }
  });

  it.each([
    ['cut short inside a record', (text: string) => text.slice(0, text.indexOf('"Serviço 20')), /is corrupt/],
    ['cut short between two collections', (text: string) => text.slice(0, text.indexOf('  "collaborators"')), /is corrupt/],
    ['without its closing brace', (text: string) => text.slice(0, text.lastIndexOf('}')), /is corrupt/],
    ['with a record line broken in the middle', (text: string) => text.replace('"Serviço 3 ', '"Serviço 3 \n'), /is corrupt/],
    ['with the comma between two records lost', (text: string) => text.replace(/("Serviço 5 [^\n]*\}),\n/, '$1\n'), /is corrupt/],
    ['with a comma after the last record', (text: string) => text.replace(/("Serviço 39 [^\n]*\})\n/, '$1,\n'), /is corrupt/],
    ['with two top-level values without a comma between', (text: string) => text.replace('"version": 1,', '"version": 1'), /is corrupt/],
  ])('refuses a laid-out file %s with the clear message, and leaves it untouched', async (_what, damage, message) => {
    const file = join(dir(), 'db.json');
    await new SnapshotFile(file).write({ ...sample(), journalSeq: 0 });
    const damaged = damage(readFileSync(file, 'utf8'));
    writeFileSync(file, damaged);
    expect(await readLaidOut(file, tiny)).toBeNull();
    await expect(open(file)).rejects.toThrow(DataFileError);
    await expect(open(file)).rejects.toThrow(message);
    expect(readFileSync(file, 'utf8')).toBe(damaged);
  });
});

describe('acknowledged changes', () => {
  it('are on disk when transact resolves: a start reads them back from the journal', async () => {
    const file = join(dir(), 'db.json');
    let o = await open(file);
    await o.store.transact(() => o.store.services.insert(service(1)));
    const journal = readFileSync(`${file}.journal`, 'utf8');
    expect(journal.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(journal)).toEqual({ seq: 1, ops: [{ c: 'services', k: 's1', r: service(1) }] });
    o = await reopen(o, file);
    expect(o.notes.join('\n')).toContain('replayed 1 change');
    expect(o.store.services.get('s1')).toEqual(service(1));
    // The start folded the journal into the snapshot.
    expect((await new JSONFile<Data & { journalSeq: number }>(file).read())?.journalSeq).toBe(1);
    expect(await journalSize(file)).toBe(0);
  });

  it('go to disk together: the changes of one tick are one append and one fsync', async () => {
    const file = join(dir(), 'db.json');
    const flushes: number[] = [];
    const o = await open(file, { journal: { onFlush: (n) => flushes.push(n) } });
    await Promise.all(Array.from({ length: 25 }, (_, i) => o.store.transact(() => o.store.services.insert(service(i)))));
    expect(flushes).toEqual([25]);
    await o.store.transact(() => o.store.services.remove('s0'));
    expect(flushes).toEqual([25, 1]);
  });

  it('lose nothing when a torn last line is left by a crash: it is dropped and reported', async () => {
    const file = join(dir(), 'db.json');
    let o = await open(file);
    await o.store.transact(() => o.store.services.insert(service(1)));
    appendFileSync(`${file}.journal`, '{"seq":2,"ops":[{"c":"services","k":"s2","r":{"id":"s2","own');
    o = await reopen(o, file);
    expect(o.notes.join('\n')).toMatch(/dropped a torn last line/);
    expect(o.store.services.get('s1')).toEqual(service(1));
    expect(o.store.services.get('s2')).toBeUndefined();
    await o.store.transact(() => o.store.services.insert(service(3)));
    o = await reopen(o, file);
    expect([...o.store.services.all()].map((s) => s.id)).toEqual(['s1', 's3']);
  });

  it('refuse to start on a journal broken before its last line, and leave it untouched', async () => {
    const file = join(dir(), 'db.json');
    const o = await open(file);
    await o.store.transact(() => o.store.services.insert(service(1)));
    await o.close();
    opened.splice(0);
    writeFileSync(`${file}.journal`, 'not json\n{"seq":2,"ops":[]}\n');
    await expect(open(file)).rejects.toThrow(/journal .* is corrupt at line 1/);
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('not json\n{"seq":2,"ops":[]}\n');
  });
});

describe('a staged start (the server\'s)', () => {
  const LATER = ['services', 'collaborators', 'teams', 'clients', 'visits', 'attachedServices', 'reports'] as const;
  // Batches of a line or two: many steps.
  const staged = (failures: unknown[] = []): OpenOptions['staged'] => ({ later: LATER, failed: (error) => failures.push(error), sizes: { chunk: 64, batch: 120 } });
  const session = { tokenHash: 'h1', userId: 'u1', createdAt: '2026-01-01T00:00:00.000Z' };
  async function fileOf(services: unknown[]): Promise<string> {
    const file = join(dir(), 'db.json');
    await new SnapshotFile(file).write({ ...emptyData(), services: services as ServiceRecord[], journalSeq: 0 });
    return file;
  }
  const forty = () => Array.from({ length: 40 }, (_, i) => service(i));

  it('opens before the later collections are read; a read of one loads the rest first, never part of it', async () => {
    const o = await open(await fileOf(forty()), { staged: staged() });
    expect(o.store.whenLoaded()).not.toBeNull();
    expect(o.store.finishLoadingSome()).toBe(true);
    expect(o.store.whenLoaded()).not.toBeNull();
    expect(o.store.services.size).toBe(40);
    expect(o.store.whenLoaded()).toBeNull();
    expect([...o.store.services.all()]).toEqual(forty());
  });

  it('reads the rest a batch per step; whenLoaded resolves once everything is in', async () => {
    const o = await open(await fileOf(forty()), { staged: staged() });
    const loaded = o.store.whenLoaded()!;
    let steps = 0;
    while (o.store.finishLoadingSome()) steps += 1;
    await loaded;
    expect(steps).toBeGreaterThan(20);
    expect([...o.store.services.all()]).toEqual(forty());
  });

  it('acknowledges a change made during the load once it is on disk: a start after a crash reads it back', async () => {
    const file = await fileOf(forty());
    const o = await open(file, { staged: staged() });
    o.store.finishLoadingSome();
    // A sign-in's session (read first) and a service (still loading): both journalled.
    await o.store.transact(() => o.store.sessions.insert(session));
    await o.store.transact(() => o.store.services.insert(service(99)));
    // No close: the process died. Another opens the file (no lock, as after a SIGKILL).
    const after = await open(file, { staged: staged(), lock: false });
    expect(after.notes.join('\n')).toContain('replayed 2 changes');
    expect(after.store.sessions.get('h1')).toEqual(session);
    expect(after.store.services.size).toBe(41);
  });

  it('compacts during the load with every record, not the part read so far', async () => {
    const file = await fileOf(forty());
    const o = await open(file, { staged: staged(), journal: { compactAt: 1 } });
    await o.store.transact(() => o.store.sessions.insert(session));
    // The compaction runs in the background: wait until the snapshot holds the change.
    const snapshot = await vi.waitFor(
      async () => {
        const read = (await new JSONFile<Data & { journalSeq: number }>(file).read())!;
        expect(read.journalSeq).toBe(1);
        return read;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(snapshot.services).toEqual(forty());
    expect(snapshot.sessions).toEqual([session]);
  });

  it('stops on a bad record of a later collection with the message of a start that reads everything first', async () => {
    const file = await fileOf([...forty().slice(0, 30), { id: 's30' }, ...forty().slice(31)]);
    const refusal = await open(file).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refusal?.message).toMatch(/services\[30\]: field "ownerId" is missing/);
    const failures: unknown[] = [];
    const o = await open(file, { staged: staged(failures), lock: false });
    while (o.store.finishLoadingSome());
    expect(failures.map((error) => (error as Error).message)).toEqual([refusal!.message]);
    expect(failures[0]).toBeInstanceOf(DataFileError);
  });

  it('reads everything before opening when the journal has changes to replay', async () => {
    const file = await fileOf(forty());
    const o = await open(file, { staged: staged() });
    await o.store.transact(() => o.store.sessions.insert(session));
    const after = await open(file, { staged: staged(), lock: false });
    expect(after.store.whenLoaded()).toBeNull();
    expect(after.store.sessions.get('h1')).toEqual(session);
  });

  it('reads the rest of a file edited by hand past its first collections whole, the same data', async () => {
    const file = await fileOf(forty());
    // A record indented by hand: not the layout the server writes.
    writeFileSync(file, readFileSync(file, 'utf8').replace('\n    {"id":"s20"', '\n  {"id":"s20"'));
    expect(await readLaidOut(file)).toBeNull();
    const o = await open(file, { staged: staged() });
    expect(o.store.whenLoaded()).not.toBeNull();
    while (o.store.finishLoadingSome());
    expect([...o.store.services.all()]).toEqual(forty());
  });
});

describe('compaction', () => {
  it('folds a grown journal into the snapshot in the background, while changes go on', async () => {
    const file = join(dir(), 'db.json');
    let o = await open(file, { journal: { compactAt: 2_000 } });
    for (let i = 0; i < 60; i += 1) await o.store.transact(() => o.store.services.insert(service(i)));
    // The compaction runs in the background: wait until it has folded the journal (however slow the machine).
    await o.store.transact(() => o.store.services.remove('s0'));
    await vi.waitFor(
      async () => {
        expect(existsSync(`${file}.journal.old`)).toBe(false);
        expect(await journalSize(file)).toBeLessThan(2_000 + 400);
      },
      { timeout: 10_000, interval: 20 },
    );
    const snapshot = (await new JSONFile<Data & { journalSeq: number }>(file).read())!;
    expect(snapshot.journalSeq).toBeGreaterThan(0);
    expect(snapshot.services.length).toBeGreaterThan(0);
    o = await reopen(o, file);
    expect(o.store.services.size).toBe(59);
    expect(o.store.services.get('s0')).toBeUndefined();
  });

  it('reads the set-aside journal of a compaction cut short by a crash', async () => {
    const file = join(dir(), 'db.json');
    let o = await open(file);
    await o.store.transact(() => o.store.services.insert(service(1)));
    await o.store.transact(() => o.store.services.insert(service(2)));
    await o.close();
    opened.splice(0);
    // As if the process died after setting the journal aside, before the snapshot was written.
    renameSync(`${file}.journal`, `${file}.journal.old`);
    writeFileSync(`${file}.journal`, '{"seq":3,"ops":[{"c":"services","k":"s1","r":null}]}\n');
    o = await open(file);
    expect([...o.store.services.all()].map((s) => s.id)).toEqual(['s2']);
    expect(existsSync(`${file}.journal.old`)).toBe(false);
  });
});

describe('one process per data file', () => {
  it('refuses a second opening of the same file, through a symlink too, and frees it on close', async () => {
    const folder = dir();
    const file = join(folder, 'db.json');
    const first = await open(file);
    symlinkSync(file, join(folder, 'link.json'));
    await expect(openFileStore(file, { seed: seeded() })).rejects.toThrow(LockRefused);
    await expect(openFileStore(join(folder, 'link.json'), { seed: seeded() })).rejects.toThrow(/Another mock server \(pid \d+\) is already using .*db\.json/);
    await reopen(first, join(folder, 'link.json'));
    // Writing through the link writes the real file: the link stays a link.
    expect(readFileSync(join(folder, 'link.json'), 'utf8')).toBe(readFileSync(file, 'utf8'));
  });

  it('opens at once after the holder was killed with SIGKILL', async () => {
    const file = join(dir(), 'db.json');
    const lock = fileURLToPath(new URL('./process-lock.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', `import('${lock}').then(m => m.lockDataFile('${file}')).then(() => { console.log('locked'); setInterval(() => {}, 1000); })`]);
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
    await expect(openFileStore(file, { seed: seeded() })).rejects.toThrow(new RegExp(`pid ${child.pid}`));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    await open(file);
  }, 30_000);
});
