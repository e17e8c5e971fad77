// createApp(context) builds the Express app and never listens: server.ts picks the file-backed
// store and calls listen; tests run the same app on an in-memory store.
import compression from 'compression';
import express from 'express';
import type { AppContext, RouteContext } from './context';
import { documentChecker } from '@fieldteam/api-contract/checker';
import { readOpenApiDocument } from '@fieldteam/api-contract/checker';
import { isUndocumentedPath, UNDOCUMENTED_ROUTES } from './contract/undocumented-routes';
import { contractValidation } from './http/contract-validation';
import { errorHandler } from './http/error-handler';
import { HeavyReads, type HeavyReadSettings } from './http/heavy-reads';
import { crossOrigin, DEFAULT_ALLOWED_ORIGINS, noRoute, optionsAnswer } from './http/methods-and-origins';
import { requestLog } from './http/request-log';
import { waitForTheData } from './http/while-loading';
import { refuseReservedNames } from './http/reserved-names';
import { securityHeaders } from './http/security-headers';
import { accountRoutes } from './routes/account.routes';
import { billingRoutes } from './routes/billing.routes';
import { clientsRoutes } from './routes/clients.routes';
import { devRoutes, devRoutesAllowed } from './routes/dev.routes';
import { docsRoutes } from './routes/docs.routes';
import { profileRoutes } from './routes/profile.routes';
import { roleSetupRoutes } from './routes/role-setup.routes';
import { servicesRoutes } from './routes/services.routes';
import { staffRoutes } from './routes/staff.routes';
import { teamsRoutes } from './routes/teams.routes';
import { visitsRoutes } from './routes/visits.routes';
import { AccountLimits, DEFAULT_ACCOUNT_LIMITS, type AccountLimitSettings } from './security/account-limits';
import { Authenticator, credentialsFirst, SESSION_POLICY, type SessionPolicy } from './services/auth';
import { safeLog } from './security/log-lines';
import { OneTimeCodes } from './services/one-time-codes';
import { Outbox } from './services/outbox';

export interface AppOptions {
  readonly logRequests?: boolean;
  /** The web app's address, for links in e-mails. */
  readonly appUrl?: string;
  /**
   * An answer off the API contract (packages/api-contract/src/openapi.yaml) becomes a 500
   * naming the breach, instead of a logged warning. Default: on when NODE_ENV is "test".
   */
  readonly strictContract?: boolean;
  /**
   * How answers are checked against the contract: "strict" (a breach is a 500), "log" (a breach is
   * logged), "sample" (one answer in 20, logged) or "off". Default: strict when NODE_ENV is "test",
   * else CONTRACT_CHECK, else off: the check is never in the hot path by default.
   */
  readonly contractCheck?: ContractCheck;
  /**
   * Development and tests: the /__dev/* routes (outbox, reset), and the one-time codes and full
   * addresses in the outbox's log lines and in the request log's paths. Default: only when NODE_ENV is unset, "development" or "test".
   */
  readonly devRoutes?: boolean;
  /** Browser origins allowed to call the API from another origin (CORS). */
  readonly allowedOrigins?: readonly string[];
  /** The account calls' limits (per hour); tests lower them. */
  readonly limits?: Partial<AccountLimitSettings>;
  readonly sessions?: SessionPolicy;
  /** The budget each business's large answers share (http/heavy-reads.ts): its settings, or one made already (tests watch it). */
  readonly heavyReads?: Partial<HeavyReadSettings> | HeavyReads;
}

export type ContractCheck = 'strict' | 'log' | 'sample' | 'off';

export function contractCheckOf(options: AppOptions, env: NodeJS.ProcessEnv = process.env): ContractCheck {
  if (options.contractCheck) return options.contractCheck;
  if (options.strictContract !== undefined) return options.strictContract ? 'strict' : 'log';
  if (env.NODE_ENV === 'test') return 'strict';
  const chosen = env.CONTRACT_CHECK?.trim().toLowerCase();
  return chosen === 'strict' || chosen === 'log' || chosen === 'sample' ? chosen : 'off';
}

export function createApp(appContext: AppContext, options: AppOptions = {}): express.Express {
  const withDevRoutes = options.devRoutes ?? devRoutesAllowed(process.env.NODE_ENV);
  // Every line of the app goes through here: no route, handler or service can forget to escape it.
  const log = safeLog(appContext.log);
  const ctx: RouteContext = {
    ...appContext,
    log,
    auth: new Authenticator(appContext.store, appContext.now, options.sessions ?? SESSION_POLICY),
    limits: new AccountLimits(() => appContext.now().getTime(), { ...DEFAULT_ACCOUNT_LIMITS, ...options.limits }),
    codes: new OneTimeCodes(),
    outbox: new Outbox(log, withDevRoutes),
    heavyReads: options.heavyReads instanceof HeavyReads ? options.heavyReads : new HeavyReads(options.heavyReads),
  };
  const checker = documentChecker();
  const undocumented = UNDOCUMENTED_ROUTES.filter((route) => withDevRoutes || !route.path.startsWith('/__dev/'));
  /** Every method the server answers on a path, in upper case (HEAD with GET). */
  const methodsOf = (path: string): string[] => {
    const methods = new Set<string>(checker.methodsOf(path));
    for (const route of undocumented) if (path === route.path || path === `${route.path}/`) methods.add(route.method);
    if (path.startsWith('/docs/')) methods.add('get');
    if (methods.has('get')) methods.add('head');
    return ['get', 'head', 'post', 'put', 'delete', 'patch'].filter((m) => methods.has(m)).map((m) => m.toUpperCase());
  };
  /**
   * Whether the document has the operation, kept for the paths met lately: a signed-in POST asks
   * it on every call, and its path is the same every time (the router's match is a tenth of a
   * millisecond). Bounded: paths that carry tokens are many.
   */
  const operations = new Map<string, boolean>();
  const isOperation = (method: string, path: string) => {
    const key = `${method} ${path}`;
    let known = operations.get(key);
    if (known === undefined) {
      if (operations.size >= 1000) operations.clear();
      known = checker.findOperation(method, path) !== null;
      operations.set(key, known);
    }
    return known;
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (options.logRequests) app.use(requestLog(ctx.log, { maskEmails: !withDevRoutes }));
  app.use(securityHeaders);
  // JSON answers compressed for a client that accepts it, as an API behind any gateway is: a
  // business's lists run to megabytes and shrink to a fraction. Below 1 kB it is not
  // worth it; Server-Sent Events and the like are not served here. Answers cached with their
  // compressed forms (http/cached-answer.ts) are sent as they are.
  // Reads only: a write's answer is a sentence, under that kilobyte, and the middleware's state for
  // each request, held while the write waits for the disk, outlived the young generation and made
  // the major collections that slowed writes on a large heap.
  const compress = compression({ filter: (req, res) => res.locals.encoded !== true && compression.filter(req, res) });
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next()));
  app.use(crossOrigin(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS));
  app.use(optionsAnswer(methodsOf));
  app.use(waitForTheData(appContext.store));
  const check = contractCheckOf(options);
  const contract =
    check === 'off'
      ? null
      : contractValidation({ checker, strict: check === 'strict', sampleEvery: check === 'sample' ? 20 : 1, log: ctx.log, isException: isUndocumentedPath });
  if (contract) app.use(contract.answers);
  app.use(express.json({ limit: '1mb' }));
  app.use(refuseReservedNames((path) => methodsOf(path).length > 0));
  if (contract) app.use(contract.requests);
  app.use(credentialsFirst(ctx.auth, isOperation));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(docsRoutes(readOpenApiDocument()));
  app.use(accountRoutes(ctx));
  app.use(roleSetupRoutes(ctx));
  app.use(profileRoutes(ctx));
  app.use(servicesRoutes(ctx));
  app.use(staffRoutes(ctx, { appUrl: options.appUrl ?? 'http://127.0.0.1:5173' }));
  app.use(teamsRoutes(ctx));
  app.use(clientsRoutes(ctx));
  app.use(visitsRoutes(ctx));
  app.use(billingRoutes(ctx));
  if (withDevRoutes) app.use(devRoutes(ctx));
  app.use(noRoute(methodsOf));
  app.use(errorHandler(ctx.log));
  return app;
}
