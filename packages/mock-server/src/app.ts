// createApp(context) builds the Express app and never listens: server.ts picks the file-backed
// store and calls listen; tests run the same app on an in-memory store.
import express from 'express';
import type { AppContext } from './context';
import { documentChecker } from './contract/contract-checker';
import { readOpenApiDocument } from './contract/openapi-document';
import { isUndocumentedPath } from './contract/undocumented-routes';
import { contractValidation } from './http/contract-validation';
import { errorHandler, unknownRoute } from './http/error-handler';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { accountRoutes } from './routes/account.routes';
import { billingRoutes } from './routes/billing.routes';
import { clientsRoutes } from './routes/clients.routes';
import { devRoutes } from './routes/dev.routes';
import { docsRoutes } from './routes/docs.routes';
import { profileRoutes } from './routes/profile.routes';
import { roleSetupRoutes } from './routes/role-setup.routes';
import { servicesRoutes } from './routes/services.routes';
import { staffRoutes } from './routes/staff.routes';
import { teamsRoutes } from './routes/teams.routes';
import { visitsRoutes } from './routes/visits.routes';
import { credentialsFirst } from './services/auth';

export interface AppOptions {
  readonly logRequests?: boolean;
  /** The web app's address, for links in e-mails. */
  readonly appUrl?: string;
  /**
   * An answer off the API contract (packages/adapters-http/contract/openapi.yaml) becomes a 500
   * naming the breach, instead of a logged warning. Default: on when NODE_ENV is "test".
   */
  readonly strictContract?: boolean;
}

export function createApp(ctx: AppContext, options: AppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (options.logRequests) app.use(requestLog(ctx.log));
  app.use(securityHeaders);
  const contract = contractValidation({
    checker: documentChecker(),
    strict: options.strictContract ?? process.env.NODE_ENV === 'test',
    log: ctx.log,
    isException: isUndocumentedPath,
  });
  app.use(contract.answers);
  app.use(express.json({ limit: '1mb' }));
  app.use(contract.requests);
  app.use(credentialsFirst(() => ctx.store.data));
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
  app.use(devRoutes(ctx));
  app.use(unknownRoute);
  app.use(errorHandler(ctx.log));
  return app;
}
