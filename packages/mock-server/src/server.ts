// Starts the mock server on its data file: takes the file's lock, refuses an empty or corrupt
// file, seeds a missing one, and prints the address and the demo accounts (their password only in
// development and tests). Every line goes through the escaping logger (security/log-lines.ts).
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createHttpServer } from './http/http-server';
import { readConfig } from './config';
import type { AppContext } from './context';
import { isLoopbackHost } from './routes/dev.routes';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { buildSeed } from './seed/seed';
import { DataFileError, openFileStore } from './store/file-store';
import { LockRefused } from './store/process-lock';
import { releaseStartUpHeap } from './store/start-up-heap';
import { batchedLines, safeLog } from './security/log-lines';

/** A setting that must not be run with: the start stops with its message. */
class RefusedStart extends Error {}

// A line per request: written a turn of the event loop at a time, not one write each.
const out = batchedLines((text) => process.stdout.write(text));
const log = safeLog((line) => out(`[mock-server] ${line}`));
const logError = safeLog((line) => console.error(`[mock-server] ${line}`));

async function main(): Promise<void> {
  const config = readConfig();
  if (config.devRoutes && !isLoopbackHost(config.host)) {
    throw new RefusedStart(
      `Refusing to listen on ${config.host}: the development routes (/__dev/outbox hands out every account's codes, /__dev/reset wipes the data) are on because NODE_ENV is "${process.env.NODE_ENV ?? ''}". Listen on 127.0.0.1, or set NODE_ENV=production.`,
    );
  }
  const seed = () => buildSeed({ scryptLogN: config.scryptLogN, now: new Date(), timeZone: config.timeZone });
  // The business data (nine-tenths of a large file) is read after the server begins answering;
  // sign-in needs none of it. A bad record found then stops the server as one found before would.
  const staged = {
    later: ['services', 'collaborators', 'teams', 'clients', 'visits', 'attachedServices', 'reports'] as const,
    failed: (error: unknown) => {
      out.flush();
      logError(error instanceof DataFileError ? error.message : String((error as Error).stack));
      process.exit(1);
    },
  };
  const opened = await openFileStore(config.dbFile, { seed, journal: { log }, staged });
  for (const note of opened.notes) log(note);
  const store = opened.store;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      // Every acknowledged change is already on disk; this only lets the last appends finish.
      void opened.close().finally(() => {
        out.flush();
        process.exit(0);
      });
    });
  }

  const ctx: AppContext = { store, now: () => new Date(), log, scryptLogN: config.scryptLogN, timeZone: config.timeZone, seed };
  const app = createApp(ctx, { logRequests: true, appUrl: config.appUrl, devRoutes: config.devRoutes, allowedOrigins: config.allowedOrigins, heavyReads: { perBusiness: config.heavyReadsPerBusiness } });
  const server = createHttpServer(app).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    // The demo password opens every demo account: printed only where the development routes are on.
    for (const account of DEMO_ACCOUNTS) log(config.devRoutes ? `demo account: ${account.email} / ${account.password}` : `demo account: ${account.email}`);
    if (!config.devRoutes) log('demo passwords are printed only in development and tests');
    log(`listening on http://${config.host}:${port} (data: ${config.dbFile})`);
    log(config.devRoutes ? 'development routes on: /__dev/outbox, /__dev/reset' : 'development routes off (NODE_ENV is not development or test)');
    // What the start left out (the collections read later, records frozen, indexes), a slice per tick, with
    // requests answered between; then the start's heap is given back, its garbage and the copies
    // of the strings now shared included.
    const finishLoading = () => {
      if (store.finishLoadingSome()) setImmediate(finishLoading);
      else releaseStartUpHeap();
    };
    setImmediate(finishLoading);
  });
  server.on('error', (error) => {
    out.flush();
    logError(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  out.flush();
  logError(error instanceof DataFileError || error instanceof RefusedStart || error instanceof LockRefused ? error.message : String((error as Error).stack));
  process.exit(1);
});
