// The server's settings from the environment.
import { fileURLToPath } from 'node:url';
import { scryptLogN } from './security/passwords';

export interface ServerConfig {
  port: number;
  host: string;
  dbFile: string;
  scryptLogN: number;
  /** The web app's address, used in e-mails. */
  appUrl: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dbFile: env.DB_FILE ?? fileURLToPath(new URL('../.data/db.json', import.meta.url)),
    scryptLogN: scryptLogN(env),
    appUrl: (env.APP_URL ?? 'http://127.0.0.1:5173').replace(/\/+$/, ''),
  };
}
