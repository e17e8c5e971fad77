// The server's settings from the environment.
import { fileURLToPath } from 'node:url';
import { HEAVY_READS } from './http/heavy-reads';
import { readAllowedOrigins } from './http/methods-and-origins';
import { devRoutesAllowed } from './routes/dev.routes';
import { scryptLogN } from './security/passwords';
import { DEFAULT_TIME_ZONE, isTimeZone } from './services/visit-time';

interface ServerConfig {
  port: number;
  host: string;
  dbFile: string;
  scryptLogN: number;
  /** The web app's address, used in e-mails. */
  appUrl: string;
  /** The businesses' time zone (BUSINESS_TIME_ZONE), for "today" of the visits. */
  timeZone: string;
  /** The /__dev/* routes: on when NODE_ENV is unset, "development" or "test". */
  devRoutes: boolean;
  /** Browser origins allowed to call from another origin (CORS_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** A business's large answers being sent at once (HEAVY_READS_PER_BUSINESS; 0 turns their budget off). */
  heavyReadsPerBusiness: number;
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
    timeZone: businessTimeZone(env),
    devRoutes: devRoutesAllowed(env.NODE_ENV),
    allowedOrigins: readAllowedOrigins(env.CORS_ORIGINS),
    heavyReadsPerBusiness: heavyReadsPerBusiness(env),
  };
}

function heavyReadsPerBusiness(env: NodeJS.ProcessEnv): number {
  const text = env.HEAVY_READS_PER_BUSINESS?.trim();
  if (!text) return HEAVY_READS.perBusiness;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`HEAVY_READS_PER_BUSINESS must be a whole number (0 for no bound), got "${text}".`);
  return limit;
}

function businessTimeZone(env: NodeJS.ProcessEnv): string {
  const zone = env.BUSINESS_TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(`BUSINESS_TIME_ZONE must be an IANA time zone such as America/Sao_Paulo, got "${zone}".`);
  return zone;
}
