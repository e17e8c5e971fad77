// npm run seed -w @fieldteam/mock-server [-- --clients N] [--road-stops M]: rewrites the data file
// with the demo data, and with N more clients for the demo business when asked (a business at
// scale: see seed/bulk-clients.seed.ts), and today's road of exactly M stops when asked (see
// seed/road-day.seed.ts). The server must be stopped: the file's lock says so otherwise.
import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { Low } from 'lowdb';
import { readConfig } from '../config';
import { SnapshotFile } from '../store/file-store';
import { lockDataFile, realPathOf } from '../store/process-lock';
import { addBulkClients } from './bulk-clients.seed';
import { DEMO_OWNER } from './demo-accounts';
import { setRoadDay } from './road-day.seed';
import { buildSeed } from './seed';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '0' }, 'road-stops': { type: 'string' } } });
const clients = Number(values.clients);
if (!Number.isInteger(clients) || clients < 0 || clients > 1_000_000) {
  console.error('[mock-server] --clients takes a whole number from 0 to 1000000');
  process.exit(1);
}
const roadStops = values['road-stops'] === undefined ? null : Number(values['road-stops']);
if (roadStops !== null && (!Number.isInteger(roadStops) || roadStops < 0 || roadStops > 100_000)) {
  console.error('[mock-server] --road-stops takes a whole number from 0 to 100000');
  process.exit(1);
}

const config = readConfig();
try {
  mkdirSync(dirname(config.dbFile), { recursive: true });
  const release = await lockDataFile(config.dbFile);
  try {
    const started = performance.now();
    const now = new Date();
    const data = await buildSeed({ scryptLogN: config.scryptLogN, now, timeZone: config.timeZone });
    const ownerId = data.users.find((u) => u.email === DEMO_OWNER.email)!.id;
    if (clients > 0) addBulkClients(data, ownerId, { clients, now, timeZone: config.timeZone });
    const road = roadStops === null ? null : setRoadDay(data, ownerId, { stops: roadStops, now, timeZone: config.timeZone });
    const path = realPathOf(config.dbFile);
    await new Low(new SnapshotFile(path), { ...data, journalSeq: 0 }).write();
    for (const journal of [`${path}.journal`, `${path}.journal.old`]) if (existsSync(journal)) unlinkSync(journal);
    const counts = `${data.clients.length} clients, ${data.visits.length} visits, ${data.reports.length} reports${road ? `, ${road.stops} stops on today's road` : ''}`;
    console.log(`[mock-server] wrote the demo data to ${path} (${counts}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await release();
  }
} catch (error) {
  console.error(`[mock-server] ${(error as Error).message}`);
  process.exit(1);
}
