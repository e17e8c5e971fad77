// The services (budget items) calls of 000 section 7.
import { randomUUID } from 'node:crypto';
import { checkText, validationMessagesEn as M } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { CreateServicesBody, readPrice } from '../dto/business.dto';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { ownRecord, requireSameBusiness } from '../services/access';
import { toWireService } from '../services/business.wire';

const collator = new Intl.Collator('pt-BR', { numeric: true });

export function servicesRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/company/items/budget/show/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const budgets = store.services
      .where('owner', ownerId)
      .sort((a, b) => collator.compare(a.itemName, b.itemName))
      .map(toWireService);
    res.json({ budgets });
  });

  router.post('/company/items/budget/create', async (req, res) => {
    const body = await readBody(CreateServicesBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    const createdAt = ctx.now().toISOString();
    const items = body.budgets.map((item) => ({ id: randomUUID(), ownerId, itemName: item.itemName.trim(), price: readPrice(item.price)!, createdAt }));
    await store.transact(() => items.forEach((item) => store.services.insert(item)));
    res.json({ message: items.length === 1 ? 'The service has been saved.' : `${items.length} services have been saved.` });
  });

  router.get('/company/item/budget/delete/:email/:token/:itemId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const service = ownRecord(store.services, req.params.itemId, caller, 'Service');
    await store.transact(() => store.services.remove(service.id));
    res.json({ message: 'The service has been deleted.' });
  });

  router.get('/company/item/budget/edit/:email/:token/:itemId/:itemName/:price', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const sentName = String(req.params.itemName);
    const itemName = sentName.trim();
    const price = readPrice(String(req.params.price));
    // Checked as sent: a control character is refused wherever it stands, even where trimming would drop it.
    const nameProblem = checkText(sentName);
    if (nameProblem) throw badRequest(M[nameProblem]);
    if (price === null) throw badRequest(M.PRICE_INVALID);
    const service = ownRecord(store.services, req.params.itemId, caller, 'Service');
    await store.transact(() => store.services.update(service.id, { itemName, price }));
    res.json({ message: 'The service has been updated.' });
  });

  return router;
}
