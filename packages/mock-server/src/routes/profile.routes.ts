// Profile and company calls of 000 section 7: a person's own fields, the company, its fields and
// its working hours. The company's fields and hours are changed by the owner only.
import { checkBusinessId, checkEmail, checkPhone, checkText, checkUserField, checkUsername, validationMessagesEn as M, type ValidationCode } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { CompanyFieldBody, HoursBody, UserFieldBody } from '../dto/business.dto';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { requireOwner, requireSameBusiness } from '../services/access';
import { readWireHours, toWireHours } from '../services/business-hours.wire';
import { toWireCompany } from '../services/business.wire';
import { renameInTeams } from '../services/team-people';
import type { CompanyRecord, UserRecord } from '../store/schema';

/** The editable fields of a person, each checked with the app's own rule (core's checkUserField). */
const USER_FIELDS = { nick: true, name: true, surname: true, email: true, phone: true, docid: true } as const;

/** The text of a core rule's answer; null when the value passed. */
const textOf = (code: ValidationCode | null): string | null => (code ? M[code] : null);

const COMPANY_TEXT_FIELDS = {
  nick: { check: (v: string) => textOf(checkUsername(v, 'BUSINESS_NICK_INVALID')), apply: (v: string): Partial<CompanyRecord> => ({ businessNick: v }) },
  name: { check: (v: string) => textOf(checkText(v, 'BUSINESS_NAME_INVALID')), apply: (v: string): Partial<CompanyRecord> => ({ commercialName: v }) },
  bussinessid: { check: (v: string) => (checkBusinessId(v) ? M.BUSINESS_ID_INVALID : null), apply: (v: string): Partial<CompanyRecord> => ({ businessId: v.replace(/\D/g, '') }) },
  phone: { check: (v: string) => (checkPhone(v) ? M.PHONE_INVALID : null), apply: (v: string): Partial<CompanyRecord> => ({ phone: v }) },
  primaryemailbusiness: { check: (v: string) => (checkEmail(v) ? M.EMAIL_INVALID : null), apply: (v: string): Partial<CompanyRecord> => ({ primaryEmail: v.toLowerCase() }) },
  secondaryemailbusiness: { check: (v: string) => (checkEmail(v) ? M.EMAIL_INVALID : null), apply: (v: string): Partial<CompanyRecord> => ({ secondaryEmail: v.toLowerCase() }) },
} as const;

const isKey = <T extends object>(object: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(object, key);

export function profileRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;
  const companyOf = (ownerId: string) => store.companies.get(ownerId);
  const ownerPlan = (ownerId: string) => store.users.get(ownerId)?.plan ?? 'free';

  router.put('/user/perfil/edit/:field', async (req, res) => {
    const field = String(req.params.field);
    if (!isKey(USER_FIELDS, field)) throw badRequest('Unknown profile field. Use nick, name, surname, email, phone or docid.');
    const body = await readBody(UserFieldBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const value = String(body.dataUpdate).trim();
    const problem = checkUserField(field, value);
    if (problem) throw badRequest(M[problem]);
    const userId = caller.user.id;
    const emailTaken = () => field === 'email' && store.users.where('email', value.toLowerCase()).some((u) => u.id !== userId);
    const nickTaken = () => field === 'nick' && store.users.where('username', value.toLowerCase()).some((u) => u.id !== userId);
    if (emailTaken()) throw badRequest('An account with this e-mail already exists.');
    if (nickTaken()) throw badRequest('This username is taken.');
    const change: Partial<UserRecord> =
      field === 'nick'
        ? { username: value }
        : field === 'name'
          ? { name: value }
          : field === 'surname'
            ? { surname: value }
            : field === 'email'
              ? { email: value.toLowerCase() }
              : field === 'phone'
                ? { phone: value }
                : { docId: value.replace(/\D/g, '') };
    await store.transact(() => {
      if (emailTaken()) throw badRequest('An account with this e-mail already exists.');
      if (nickTaken()) throw badRequest('This username is taken.');
      const updated = store.users.update(userId, change);
      if (field === 'name' || field === 'surname') renameInTeams(store, updated.createdById ?? updated.id, updated);
    });
    res.json({ message: 'Your profile has been updated.' });
  });

  router.get('/company/perfil/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const company = companyOf(ownerId);
    res.json({ company: company ? toWireCompany(company, ownerPlan(ownerId)) : null });
  });

  router.put('/company/perfil/edit/:field', async (req, res) => {
    const field = String(req.params.field);
    const known = isKey(COMPANY_TEXT_FIELDS, field) || field === 'address' || field === 'activity';
    if (!known) throw badRequest('Unknown company field. Use nick, name, bussinessid, phone, primaryemailbusiness, secondaryemailbusiness, address or activity.');
    const body = await readBody(CompanyFieldBody, req.body);
    const caller = ctx.auth.authenticate(req);
    requireOwner(caller);
    const ownerId = requireSameBusiness(caller, String(body.userid));
    const company = companyOf(ownerId);
    if (!company) throw badRequest('Set up your business first.');
    if (isKey(COMPANY_TEXT_FIELDS, field)) {
      const sent = typeof body.dataUpdate === 'string' ? body.dataUpdate : '';
      const value = sent.trim();
      // Checked as sent, as the app checks it (each rule trims): a control character is refused wherever it stands.
      const problem = COMPANY_TEXT_FIELDS[field].check(sent);
      if (problem) throw badRequest(problem);
      const idTaken = () => field === 'bussinessid' && store.companies.where('businessId', value.replace(/\D/g, '')).some((c) => c.ownerId !== ownerId);
      if (idTaken()) throw badRequest('A business with this business id is already registered.');
      const change = COMPANY_TEXT_FIELDS[field].apply(value);
      await store.transact(() => {
        if (idTaken()) throw badRequest('A business with this business id is already registered.');
        store.companies.update(ownerId, change);
      });
    } else if (field === 'activity') {
      if (!body.newactivity) throw badRequest(M.ACTIVITY_REQUIRED);
      const activities = [...body.newactivity];
      await store.transact(() => store.companies.update(ownerId, { activities }));
    } else {
      if (body.location_description === undefined || body.latitude === undefined || body.longitude === undefined) throw badRequest(M.ADDRESS_INVALID);
      const { location_description, latitude, longitude } = body;
      await store.transact(() => store.companies.update(ownerId, { locationDescription: location_description.trim(), latitude, longitude }));
    }
    res.json({ message: 'The company has been updated.' });
  });

  router.get('/company/perfil/hours/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    res.json({ workHours: companyOf(ownerId)?.openingHours ?? null });
  });

  // Managers and leaders may open /business-work-days and read the hours; saving them is the
  // owner's, as all configuration is (000 section 6).
  router.post('/company/perfil/hours/edit', async (req, res) => {
    const body = await readBody(HoursBody, req.body);
    const caller = ctx.auth.authenticate(req);
    requireOwner(caller);
    const ownerId = requireSameBusiness(caller, String(body.userId));
    const company = companyOf(ownerId);
    if (!company) throw badRequest('Set up your business first.');
    const hours = readWireHours(body.business_hours);
    if (!hours.ok) throw badRequest(hours.message);
    const openingHours = toWireHours(hours.hours);
    await store.transact(() => store.companies.update(ownerId, { openingHours }));
    res.json({ message: 'The working hours have been saved.' });
  });

  return router;
}
