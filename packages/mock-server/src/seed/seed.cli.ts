// npm run seed -w @fieldteam/mock-server: rewrites the data file with the demo data (the server
// must be stopped: the file's lock says so otherwise).
import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { readConfig } from '../config';
import { SnapshotFile } from '../store/file-store';
import { lockDataFile, realPathOf } from '../store/process-lock';
import { buildSeed } from './seed';

const config = readConfig();
try {
  mkdirSync(dirname(config.dbFile), { recursive: true });
  const release = await lockDataFile(config.dbFile);
  try {
    const data = await buildSeed({ scryptLogN: config.scryptLogN, now: new Date(), timeZone: config.timeZone });
    const path = realPathOf(config.dbFile);
    await new Low(new SnapshotFile(path), { ...data, journalSeq: 0 }).write();
    for (const journal of [`${path}.journal`, `${path}.journal.old`]) if (existsSync(journal)) unlinkSync(journal);
    console.log(`[mock-server] wrote the demo data to ${path}`);
  } finally {
    await release();
  }
} catch (error) {
  console.error(`[mock-server] ${(error as Error).message}`);
  process.exit(1);
}
