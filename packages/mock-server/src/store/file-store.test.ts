import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFileError, lockDataFile, openFileStore, readDataFile } from './file-store';
import { emptyData } from './schema';

const dir = () => mkdtempSync(join(tmpdir(), 'fieldteam-store-'));
const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

describe('readDataFile', () => {
  it('returns null for a file that does not exist yet', () => {
    expect(readDataFile(join(dir(), 'db.json'))).toBeNull();
  });

  it('refuses an empty file and leaves it untouched', () => {
    const file = join(dir(), 'db.json');
    writeFileSync(file, '');
    expect(() => readDataFile(file)).toThrow(DataFileError);
    expect(() => readDataFile(file)).toThrow(/is empty/);
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('refuses corrupt JSON and a JSON value that is not a data file', () => {
    const file = join(dir(), 'db.json');
    writeFileSync(file, '{"users": [');
    expect(() => readDataFile(file)).toThrow(/is corrupt/);
    expect(readFileSync(file, 'utf8')).toBe('{"users": [');
    writeFileSync(file, '[1,2,3]');
    expect(() => readDataFile(file)).toThrow(/is corrupt/);
  });

  it('fills in collections an older file lacks', () => {
    const file = join(dir(), 'db.json');
    writeFileSync(file, '{"users": []}');
    expect(readDataFile(file)).toEqual(emptyData());
  });
});

describe('lockDataFile', () => {
  it('refuses a second holder while the first is alive, and frees the file on release', () => {
    const file = join(dir(), 'db.json');
    const release = lockDataFile(file);
    writeFileSync(`${file}.lock`, String(process.ppid)); // a live process that is not us
    expect(() => lockDataFile(file)).toThrow(/Another mock server \(pid \d+\) is already using/);
    release();
    expect(existsSync(`${file}.lock`)).toBe(false);
    releases.push(lockDataFile(file));
  });

  it('takes over the lock of a process that is gone', async () => {
    const file = join(dir(), 'db.json');
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(`${file}.lock`, String(pid));
    releases.push(lockDataFile(file));
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
  });
});

describe('openFileStore', () => {
  it('persists every update before it resolves, and rolls back a change that throws', async () => {
    const file = join(dir(), 'db.json');
    const store = await openFileStore(file, emptyData());
    await store.update((data) => {
      data.outbox.push({ to: 'a@b.co', subject: 's', text: 't', sentAt: 'now' });
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).outbox).toHaveLength(1);
    await expect(
      store.update((data) => {
        data.outbox.push({ to: 'half@b.co', subject: 's', text: 't', sentAt: 'now' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(store.data.outbox).toHaveLength(1);
  });
});
