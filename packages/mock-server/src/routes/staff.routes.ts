// The people calls of 000 section 7: managers and leaders (who sign in) and collaborators.
// Managers are owner-only; plan limits apply to every kind (DECISIONS 6).
import { randomUUID } from 'node:crypto';
import { checkStaffLimit, isPlan, planLimitMessageEn, type StaffKind } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { DeleteUserBody, NewCollaboratorBody, NewMemberBody, UpdateCollaboratorBody } from '../dto/business.dto';
import { badRequest, forbidden } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { hashPassword } from '../security/passwords';
import { ownRecord, requireBusiness, requireOwner, requireSameBusiness } from '../services/access';
import { findUserByEmail, type Caller } from '../services/auth';
import { personName, toWireCollaborator, toWireMember } from '../services/business.wire';
import { sendMail } from '../services/outbox';
import type { Data, UserRecord } from '../store/schema';
import { uniqueUsername } from './account.routes';

type MemberKind = 'manager' | 'leader';
const PLURAL = { manager: 'managers', leader: 'leaders' } as const;
const LABEL = { manager: 'Manager', leader: 'Leader' } as const;

export function staffRoutes(ctx: RouteContext, options: { appUrl: string }): Router {
  const router = Router();
  const { store } = ctx;

  const guard = (caller: Caller, kind: MemberKind) => (kind === 'manager' ? requireOwner(caller) : requireBusiness(caller));

  const enforcePlan = (data: Readonly<Data>, ownerId: string, kind: StaffKind, current: number) => {
    const plan = data.users.find((u) => u.id === ownerId)?.plan;
    const limit = checkStaffLimit(isPlan(plan) ? plan : 'free', kind, current);
    if (!limit.ok) throw forbidden(planLimitMessageEn(limit.error));
  };

  for (const kind of ['manager', 'leader'] as const) {
    router.get(`/company/${PLURAL[kind]}/:email/:token/:ownerId`, (req, res) => {
      const caller = ctx.auth.authenticate(req);
      guard(caller, kind);
      const ownerId = requireSameBusiness(caller, req.params.ownerId);
      const members = store.data.users
        .filter((u) => u.createdById === ownerId && u.role === kind)
        .sort((a, b) => personName(a).localeCompare(personName(b)))
        .map(toWireMember);
      res.json({ [PLURAL[kind]]: members });
    });

    router.post(`/company/${PLURAL[kind]}/delete/user`, async (req, res) => {
      const body = await readBody(DeleteUserBody, req.body);
      const caller = ctx.auth.authenticate(req);
      guard(caller, kind);
      const ownerId = requireBusiness(caller);
      const member = store.data.users.find((u) => u.id === String(body.userid) && u.role === kind);
      if (!member) throw badRequest(`${LABEL[kind]} not found.`);
      if (member.createdById !== ownerId) throw forbidden('You do not have access to this business.');
      if (member.id === caller.user.id) throw forbidden('You cannot delete your own account here.');
      if (store.data.teams.some((t) => t.leader?.id === member.id)) throw badRequest('This person leads a team. Choose another leader for that team first.');
      await store.update((data) => {
        data.users = data.users.filter((u) => u !== member);
        data.sessions = data.sessions.filter((s) => s.userId !== member.id);
        for (const team of data.teams) team.colaborators = team.colaborators.filter((c) => c.id !== member.id);
      });
      res.json({ message: `${LABEL[kind]} deleted successfully.` });
    });

    router.post(`/company/cadastre/${kind}`, async (req, res) => {
      const body = await readBody(NewMemberBody, req.body);
      const caller = ctx.auth.authenticate(req);
      guard(caller, kind);
      const ownerId = requireSameBusiness(caller, String(body.createdById));
      const email = body.manageremail.trim().toLowerCase();
      if (findUserByEmail(store.data, email)) throw badRequest('An account with this e-mail already exists.');
      enforcePlan(store.data, ownerId, kind, store.data.users.filter((u) => u.createdById === ownerId && u.role === kind).length);
      const passwordHash = await hashPassword(body.password, ctx.scryptLogN);
      const company = store.data.companies.find((c) => c.ownerId === ownerId);
      await store.update((data) => {
        if (findUserByEmail(data, email)) throw badRequest('An account with this e-mail already exists.');
        enforcePlan(data, ownerId, kind, data.users.filter((u) => u.createdById === ownerId && u.role === kind).length);
        const now = ctx.now();
        const member: UserRecord = {
          id: randomUUID(),
          createdById: ownerId,
          name: body.name.trim(),
          surname: body.surname.trim(),
          username: uniqueUsername(data, email),
          email,
          docId: null,
          phone: null,
          locationDescription: null,
          latitude: null,
          longitude: null,
          complement: null,
          role: kind,
          isActive: 'activated',
          passwordHash,
          acceptedTerms: true,
          createdAt: now.toISOString(),
        };
        data.users.push(member);
        const business = company?.commercialName ?? 'your company';
        sendMail(
          data,
          {
            to: email,
            subject: `Welcome to Fieldteam, ${member.name}`,
            text: `${business} added you to Fieldteam as a ${kind}. Sign in at ${options.appUrl}/login with this e-mail address and the password your company gave you.`,
          },
          now,
          ctx.log,
        );
      });
      res.json({ message: `${LABEL[kind]} added. We sent them a welcome e-mail with the sign-in address.` });
    });
  }

  router.get('/company/colaborators/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const colaborators = store.data.collaborators
      .filter((c) => c.ownerId === ownerId)
      .sort((a, b) => personName(a).localeCompare(personName(b)))
      .map(toWireCollaborator);
    res.json({ colaborators });
  });

  router.post('/company/colaborators/delete/user', async (req, res) => {
    const body = await readBody(DeleteUserBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const collaborator = ownRecord(store.data.collaborators, (c) => c.id === String(body.userid), caller, 'Collaborator');
    await store.update((data) => {
      data.collaborators = data.collaborators.filter((c) => c !== collaborator);
      for (const team of data.teams) team.colaborators = team.colaborators.filter((c) => c.id !== collaborator.id);
    });
    res.json({ message: 'Collaborator deleted successfully.' });
  });

  router.post('/company/cadastre/colaborator', async (req, res) => {
    const body = await readBody(NewCollaboratorBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    await store.update((data) => {
      enforcePlan(data, ownerId, 'collaborator', data.collaborators.filter((c) => c.ownerId === ownerId).length);
      data.collaborators.push({
        id: randomUUID(),
        ownerId,
        name: body.name.trim(),
        surname: body.surname.trim(),
        phone: body.phone.trim(),
        description: body.description.trim(),
        latitude: body.latitude,
        longitude: body.longitude,
        createdAt: ctx.now().toISOString(),
      });
    });
    res.json({ message: 'Collaborator added.' });
  });

  router.post('/company/colaborators/update/user', async (req, res) => {
    const body = await readBody(UpdateCollaboratorBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const collaborator = ownRecord(store.data.collaborators, (c) => c.id === String(body.colaboratorId), caller, 'Collaborator');
    await store.update((data) => {
      Object.assign(collaborator, {
        name: body.name.trim(),
        surname: body.surname.trim(),
        phone: body.phone.trim(),
        description: body.description.trim(),
        latitude: body.latitude,
        longitude: body.longitude,
      });
      const name = personName(collaborator);
      for (const team of data.teams) for (const ref of team.colaborators) if (ref.id === collaborator.id) ref.name = name;
    });
    res.json({ message: 'Collaborator updated.' });
  });

  return router;
}
