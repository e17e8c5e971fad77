// Opens the data file for the server process: one process per file (a lock file next to it),
// and an empty or corrupt file stops the start instead of being overwritten.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { migrate, type Data } from './schema';
import { Store } from './store';

export class DataFileError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock on `file`; returns the function that releases it. */
export function lockDataFile(file: string): () => void {
  const lock = `${file}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataFileError(
          `Another mock server (pid ${holder}) is already using ${file}. Stop it first, or start this one with another DB_FILE.`,
        );
      }
      rmSync(lock, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new DataFileError(`Could not take the lock ${lock}.`);
}

/**
 * Reads and checks the data file. Returns null when the file does not exist yet (the caller
 * seeds it); throws DataFileError, touching nothing, when it is empty or not a data file.
 */
export function readDataFile(file: string): Data | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') {
    throw new DataFileError(`The data file ${file} is empty. Delete it or run "npm run seed -w @fieldteam/mock-server" to recreate the demo data.`);
  }
  try {
    return migrate(JSON.parse(text));
  } catch (error) {
    throw new DataFileError(
      `The data file ${file} is corrupt (${(error as Error).message}). It was left untouched; fix it, delete it, or run "npm run seed -w @fieldteam/mock-server".`,
    );
  }
}

export async function openFileStore(file: string, data: Data): Promise<Store> {
  const db = new Low<Data>(new JSONFile<Data>(file), data);
  await db.write();
  return new Store(db);
}
