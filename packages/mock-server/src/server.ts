// Starts the mock server on its data file: takes the file's lock, refuses an empty or corrupt
// file, seeds a missing one, and prints the address and the demo credentials.
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { readConfig } from './config';
import type { AppContext } from './context';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { buildSeed } from './seed/seed';
import { DataFileError, lockDataFile, openFileStore, readDataFile } from './store/file-store';

const log = (line: string) => console.log(`[mock-server] ${line}`);

async function main(): Promise<void> {
  const config = readConfig();
  const release = lockDataFile(config.dbFile);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      release();
      process.exit(0);
    });
  }
  process.once('exit', release);

  const seed = () => buildSeed({ scryptLogN: config.scryptLogN, now: new Date(), timeZone: config.timeZone });
  const existing = readDataFile(config.dbFile);
  const store = await openFileStore(config.dbFile, existing ?? (await seed()));
  if (!existing) log(`created ${config.dbFile} with the demo data`);

  const ctx: AppContext = { store, now: () => new Date(), log, scryptLogN: config.scryptLogN, timeZone: config.timeZone, seed };
  const server = createApp(ctx, { logRequests: true, appUrl: config.appUrl }).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    for (const account of DEMO_ACCOUNTS) log(`demo account: ${account.email} / ${account.password}`);
    log(`listening on http://${config.host}:${port} (data: ${config.dbFile})`);
  });
  server.on('error', (error) => {
    console.error(`[mock-server] cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(`[mock-server] ${error instanceof DataFileError ? error.message : (error as Error).stack}`);
  process.exit(1);
});
