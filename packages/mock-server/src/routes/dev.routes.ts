// Development-only helpers: the outbox that tests read codes from, and a reset to the demo data.
// They hand out every account's codes and wipe the data, so they exist only when the server runs
// for development or tests, and only on a loopback address.
import { isIP } from 'node:net';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { badRequest } from '../http/http-error';

/** Development or tests: NODE_ENV unset (Express's own default is development), "development" or "test". */
export const devRoutesAllowed = (nodeEnv: string | undefined): boolean => nodeEnv === undefined || nodeEnv === '' || nodeEnv === 'development' || nodeEnv === 'test';

/** Whether a listening host is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^::ffff:127\./.test(name);
  return false;
}

export function devRoutes(ctx: RouteContext): Router {
  const router = Router();

  router.get('/__dev/outbox', (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email.trim().toLowerCase() : undefined;
    if (req.query.email !== undefined && !email) throw badRequest('The "email" query parameter must be an address.');
    const mails = ctx.store.data.outbox
      .filter((m) => !email || m.to === email)
      .slice()
      .reverse()
      .map(({ to, subject, text, code, sentAt }) => ({ to, subject, text, ...(code ? { code } : {}), sentAt }));
    res.json(mails);
  });

  router.post('/__dev/reset', async (_req, res) => {
    await ctx.store.replace(await ctx.seed());
    // A fresh server: no session, attempt count or code try of the data before.
    ctx.auth.clear();
    ctx.limits.clear();
    ctx.codes.clear();
    res.json({ message: 'The demo data has been restored.' });
  });

  return router;
}
