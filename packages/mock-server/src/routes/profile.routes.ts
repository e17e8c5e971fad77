// Profile and company calls of 000 section 7: a person's own fields, the company, its fields and
// its working hours.
import { checkBusinessId, checkEmail, checkPhone, checkText, checkUserField, checkUsername, validationMessagesEn as M } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { CompanyFieldBody, HoursBody, UserFieldBody } from '../dto/business.dto';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { findUserByEmail } from '../services/auth';
import { requireOwner, requireSameBusiness } from '../services/access';
import { readWireHours, toWireHours } from '../services/business-hours.wire';
import { toWireCompany } from '../services/business.wire';
import type { CompanyRecord, UserRecord } from '../store/schema';

/** The editable fields of a person, each checked with the app's own rule (core's checkUserField). */
const USER_FIELDS = { nick: true, name: true, surname: true, email: true, phone: true, docid: true } as const;

const COMPANY_TEXT_FIELDS = {
  nick: { check: (v: string) => (checkUsername(v, 'BUSINESS_NICK_INVALID') ? M.BUSINESS_NICK_INVALID : null), apply: (c: CompanyRecord, v: string) => (c.businessNick = v) },
  name: { check: (v: string) => (checkText(v) ? M.BUSINESS_NAME_INVALID : null), apply: (c: CompanyRecord, v: string) => (c.commercialName = v) },
  bussinessid: { check: (v: string) => (checkBusinessId(v) ? M.BUSINESS_ID_INVALID : null), apply: (c: CompanyRecord, v: string) => (c.businessId = v.replace(/\D/g, '')) },
  phone: { check: (v: string) => (checkPhone(v) ? M.PHONE_INVALID : null), apply: (c: CompanyRecord, v: string) => (c.phone = v) },
  primaryemailbusiness: { check: (v: string) => (checkEmail(v) ? M.EMAIL_INVALID : null), apply: (c: CompanyRecord, v: string) => (c.primaryEmail = v.toLowerCase()) },
  secondaryemailbusiness: { check: (v: string) => (checkEmail(v) ? M.EMAIL_INVALID : null), apply: (c: CompanyRecord, v: string) => (c.secondaryEmail = v.toLowerCase()) },
} as const;

const isKey = <T extends object>(object: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(object, key);

export function profileRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;
  const companyOf = (ownerId: string) => store.data.companies.find((c) => c.ownerId === ownerId);
  const ownerPlan = (ownerId: string) => store.data.users.find((u) => u.id === ownerId)?.plan ?? 'free';

  router.put('/user/perfil/edit/:field', async (req, res) => {
    const field = String(req.params.field);
    if (!isKey(USER_FIELDS, field)) throw badRequest('Unknown profile field. Use nick, name, surname, email, phone or docid.');
    const body = await readBody(UserFieldBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const value = String(body.dataUpdate).trim();
    const problem = checkUserField(field, value);
    if (problem) throw badRequest(M[problem]);
    if (field === 'email' && value.toLowerCase() !== caller.user.email) {
      if (findUserByEmail(store.data, value)) throw badRequest('An account with this e-mail already exists.');
    }
    if (field === 'nick' && store.data.users.some((u) => u.username === value && u.id !== caller.user.id)) throw badRequest('This username is taken.');
    await store.update(() => {
      const user: UserRecord = caller.user;
      if (field === 'nick') user.username = value;
      else if (field === 'name') user.name = value;
      else if (field === 'surname') user.surname = value;
      else if (field === 'email') user.email = value.toLowerCase();
      else if (field === 'phone') user.phone = value;
      else user.docId = value.replace(/\D/g, '');
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
      const value = typeof body.dataUpdate === 'string' ? body.dataUpdate.trim() : '';
      const problem = COMPANY_TEXT_FIELDS[field].check(value);
      if (problem) throw badRequest(problem);
      if (field === 'bussinessid' && store.data.companies.some((c) => c !== company && c.businessId === value.replace(/\D/g, ''))) {
        throw badRequest('A business with this business id is already registered.');
      }
      await store.update(() => COMPANY_TEXT_FIELDS[field].apply(company, value));
    } else if (field === 'activity') {
      if (!body.newactivity) throw badRequest(M.ACTIVITY_REQUIRED);
      const activities = [...body.newactivity];
      await store.update(() => (company.activities = activities));
    } else {
      if (body.location_description === undefined || body.latitude === undefined || body.longitude === undefined) throw badRequest(M.ADDRESS_INVALID);
      const { location_description, latitude, longitude } = body;
      await store.update(() => Object.assign(company, { locationDescription: location_description.trim(), latitude, longitude }));
    }
    res.json({ message: 'The company has been updated.' });
  });

  router.get('/company/perfil/hours/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    res.json({ workHours: companyOf(ownerId)?.openingHours ?? null });
  });

  router.post('/company/perfil/hours/edit', async (req, res) => {
    const body = await readBody(HoursBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.userId));
    const company = companyOf(ownerId);
    if (!company) throw badRequest('Set up your business first.');
    const hours = readWireHours(body.business_hours);
    if (!hours.ok) throw badRequest(hours.message);
    await store.update(() => (company.openingHours = toWireHours(hours.hours)));
    res.json({ message: 'The working hours have been saved.' });
  });

  return router;
}
