// Development-only helpers: the outbox that tests read codes from, and a reset to the demo data.
import { Router } from 'express';
import type { AppContext } from '../context';
import { badRequest } from '../http/http-error';

export function devRoutes(ctx: AppContext): Router {
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
    res.json({ message: 'The demo data has been restored.' });
  });

  return router;
}
