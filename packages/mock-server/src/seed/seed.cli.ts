// npm run seed -w @fieldteam/mock-server: rewrites the data file with the demo data.
import { writeFileSync } from 'node:fs';
import { readConfig } from '../config';
import { lockDataFile } from '../store/file-store';
import { buildSeed } from './seed';

const config = readConfig();
try {
  const release = lockDataFile(config.dbFile);
  try {
    const data = await buildSeed({ scryptLogN: config.scryptLogN, now: new Date() });
    writeFileSync(config.dbFile, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`[mock-server] wrote the demo data to ${config.dbFile}`);
  } finally {
    release();
  }
} catch (error) {
  console.error(`[mock-server] ${(error as Error).message}`);
  process.exit(1);
}
