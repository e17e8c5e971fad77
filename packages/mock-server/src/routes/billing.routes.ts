// /criar-assinatura (001 section 7, spec decisions 5 and 18): the owner subscribes to the basic or plus
// plan by card. Payments are simulated: a Luhn-valid card that has not expired is charged, except
// 4000000000000002, which is declined. The plan is recorded on the owner and the staff limits
// follow it at once; of the card only the brand and the last four digits are kept. The number
// and the security code are never stored, logged or repeated in an answer.
import { Router } from 'express';
import type { RouteContext } from '../context';
import { BILLING_MESSAGES, DECLINED_CARD, planOf, readCard, SubscriptionBody } from '../dto/billing.dto';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { requireOwner, requireSameBusiness } from '../services/access';
import { localDateOf } from '../services/visit-time';

export function billingRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;

  router.post('/criar-assinatura', async (req, res) => {
    const body = await readBody(SubscriptionBody, req.body);
    const card = readCard(body.card, localDateOf(ctx.now(), ctx.timeZone));
    const plan = planOf(body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireOwner(caller);
    requireSameBusiness(caller, String(body.employerId));
    if (card.digits === DECLINED_CARD) throw badRequest(BILLING_MESSAGES.declined);
    const subscribedAt = ctx.now().toISOString();
    await store.transact(() => store.users.update(ownerId, { plan, subscription: { brand: card.brand, last4: card.last4, plan, subscribedAt } }));
    ctx.log(`[billing] the business ${ownerId} subscribed to the ${plan} plan (${card.brand} ending in ${card.last4})`);
    res.json({ message: `Payment processed. Your plan is now ${plan}.` });
  });

  return router;
}
