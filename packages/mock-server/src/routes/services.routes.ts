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

export function servicesRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/company/items/budget/show/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const budgets = store.data.services
      .filter((s) => s.ownerId === ownerId)
      .sort((a, b) => a.itemName.localeCompare(b.itemName))
      .map(toWireService);
    res.json({ budgets });
  });

  router.post('/company/items/budget/create', async (req, res) => {
    const body = await readBody(CreateServicesBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    const createdAt = ctx.now().toISOString();
    const items = body.budgets.map((item) => ({ id: randomUUID(), ownerId, itemName: item.itemName.trim(), price: readPrice(item.price)!, createdAt }));
    await store.update((data) => data.services.push(...items));
    res.json({ message: items.length === 1 ? 'The service has been saved.' : `${items.length} services have been saved.` });
  });

  router.get('/company/item/budget/delete/:email/:token/:itemId', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const service = ownRecord(store.data.services, (s) => s.id === req.params.itemId, caller, 'Service');
    await store.update((data) => {
      data.services = data.services.filter((s) => s !== service);
    });
    res.json({ message: 'The service has been deleted.' });
  });

  router.get('/company/item/budget/edit/:email/:token/:itemId/:itemName/:price', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const itemName = String(req.params.itemName).trim();
    const price = readPrice(String(req.params.price));
    if (checkText(itemName)) throw badRequest(M.FIELD_INVALID);
    if (price === null) throw badRequest(M.PRICE_INVALID);
    const service = ownRecord(store.data.services, (s) => s.id === req.params.itemId, caller, 'Service');
    await store.update(() => Object.assign(service, { itemName, price }));
    res.json({ message: 'The service has been updated.' });
  });

  return router;
}
