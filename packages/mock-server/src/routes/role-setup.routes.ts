// Role choice calls of 000 section 7: categories per language, set-freelancer and set-employer.
import { Router } from 'express';
import type { RouteContext } from '../context';
import { SetEmployerBody, SetFreelancerBody } from '../dto/business.dto';
import { badRequest, forbidden } from '../http/http-error';
import { readBody } from '../http/validate-body';
import type { Caller } from '../services/auth';
import { readWireHours, toWireHours } from '../services/business-hours.wire';
import { categoriesIn } from '../services/categories';

function requireRoleChoice(caller: Caller): void {
  if (caller.user.isActive !== 'activated') throw forbidden('Activate your account before choosing a role.');
  if (caller.user.role !== 'default') throw badRequest('This account already has a role.');
}

export function roleSetupRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/category-:language/:email/:token', (req, res) => {
    ctx.auth.authenticate(req);
    const results = categoriesIn(String(req.params.language));
    if (!results) throw badRequest('Unknown language. Use en, pt-BR, es-MX or fr.');
    res.json({ results });
  });

  router.post('/set-freelancer', async (req, res) => {
    const body = await readBody(SetFreelancerBody, req.body);
    const caller = ctx.auth.authenticate(req);
    requireRoleChoice(caller);
    await store.transact(() => {
      requireRoleChoice({ ...caller, user: store.users.get(caller.user.id) ?? caller.user });
      store.users.update(caller.user.id, {
        role: 'freelancer',
        phone: body.phone.trim(),
        locationDescription: body.description.trim(),
        latitude: body.latitude,
        longitude: body.longitude,
        complement: body.complement ?? null,
        activities: [...body.activity],
      });
    });
    res.json({ message: 'Your freelancer profile is ready.', role: 'freelancer' });
  });

  router.post('/set-employer', async (req, res) => {
    const body = await readBody(SetEmployerBody, req.body);
    const caller = ctx.auth.authenticate(req);
    requireRoleChoice(caller);
    const hours = readWireHours(body.business_hours);
    if (!hours.ok) throw badRequest(hours.message);
    const businessId = String(body.business_id).replace(/\D/g, '');
    const taken = () => store.companies.count('businessId', businessId) > 0;
    if (taken()) throw badRequest('A business with this business id is already registered.');
    await store.transact(() => {
      // Checked again inside the change: a parallel set-up may have landed since.
      requireRoleChoice({ ...caller, user: store.users.get(caller.user.id) ?? caller.user });
      if (taken()) throw badRequest('A business with this business id is already registered.');
      store.users.update(caller.user.id, { role: 'employer', plan: 'free' });
      store.companies.insert({
        ownerId: caller.user.id,
        businessId,
        businessNick: body.business_nick.trim(),
        commercialName: body.comercial_name.trim(),
        primaryEmail: body.primaryemailbusiness.trim().toLowerCase(),
        secondaryEmail: body.secondaryemailbusiness.trim().toLowerCase(),
        phone: body.phone.trim(),
        locationDescription: body.location_description.trim(),
        latitude: body.latitude,
        longitude: body.longitude,
        complement: body.complement ?? null,
        activities: [...body.activitys],
        openingHours: toWireHours(hours.hours),
        createdAt: ctx.now().toISOString(),
      });
    });
    res.json({ message: 'Your business is registered.', role: 'employer' });
  });

  return router;
}
