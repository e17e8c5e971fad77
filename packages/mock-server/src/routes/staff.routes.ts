// The people calls of 000 section 7: managers and leaders (who sign in) and collaborators.
// Managers are owner-only; plan limits apply to every kind (spec decision 6).
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
import { renameInTeams } from '../services/team-people';
import type { UserRecord } from '../store/schema';
import { uniqueUsername } from './account.routes';

type MemberKind = 'manager' | 'leader';
const collator = new Intl.Collator('pt-BR', { numeric: true });
const PLURAL = { manager: 'managers', leader: 'leaders' } as const;
const LABEL = { manager: 'Manager', leader: 'Leader' } as const;

export function staffRoutes(ctx: RouteContext, options: { appUrl: string }): Router {
  const router = Router();
  const { store } = ctx;

  /** Takes a person out of every team of the business that has them as a member (inside a change). */
  const removeFromTeams = (ownerId: string, personId: string) => {
    for (const team of store.teams.where('owner', ownerId)) {
      if (team.colaborators.some((c) => c.id === personId)) store.teams.update(team.id, { colaborators: team.colaborators.filter((c) => c.id !== personId) });
    }
  };

  const guard = (caller: Caller, kind: MemberKind) => (kind === 'manager' ? requireOwner(caller) : requireBusiness(caller));

  const enforcePlan = (ownerId: string, kind: StaffKind, current: number) => {
    const plan = store.users.get(ownerId)?.plan;
    const limit = checkStaffLimit(isPlan(plan) ? plan : 'free', kind, current);
    if (!limit.ok) throw forbidden(planLimitMessageEn(limit.error));
  };

  for (const kind of ['manager', 'leader'] as const) {
    router.get(`/company/${PLURAL[kind]}/:email/:token/:ownerId`, (req, res) => {
      const caller = ctx.auth.authenticate(req);
      guard(caller, kind);
      const ownerId = requireSameBusiness(caller, req.params.ownerId);
      const members = store.users
        .staffOf(ownerId, kind)
        .sort((a, b) => collator.compare(personName(a), personName(b)))
        .map(toWireMember);
      res.json({ [PLURAL[kind]]: members });
    });

    router.post(`/company/${PLURAL[kind]}/delete/user`, async (req, res) => {
      const body = await readBody(DeleteUserBody, req.body);
      const caller = ctx.auth.authenticate(req);
      guard(caller, kind);
      const ownerId = requireBusiness(caller);
      const candidate = store.users.get(String(body.userid));
      const member = candidate?.role === kind ? candidate : undefined;
      if (!member) throw badRequest(`${LABEL[kind]} not found.`);
      if (member.createdById !== ownerId) throw forbidden('You do not have access to this business.');
      if (member.id === caller.user.id) throw forbidden('You cannot delete your own account here.');
      const leads = () => store.teams.where('owner', ownerId).some((t) => t.leader?.id === member.id);
      if (leads()) throw badRequest('This person leads a team. Choose another leader for that team first.');
      const gone = await store.transact(() => {
        if (leads()) throw badRequest('This person leads a team. Choose another leader for that team first.');
        store.users.remove(member.id);
        const sessions = store.sessions.where('user', member.id).map((s) => s.tokenHash);
        store.sessions.removeWhere('user', member.id);
        removeFromTeams(ownerId, member.id);
        return sessions;
      });
      ctx.auth.ended(gone);
      res.json({ message: `${LABEL[kind]} deleted successfully.` });
    });

    router.post(`/company/cadastre/${kind}`, async (req, res) => {
      const body = await readBody(NewMemberBody, req.body);
      const caller = ctx.auth.authenticate(req);
      guard(caller, kind);
      const ownerId = requireSameBusiness(caller, String(body.createdById));
      const email = body.manageremail.trim().toLowerCase();
      if (findUserByEmail(store, email)) throw badRequest('An account with this e-mail already exists.');
      enforcePlan(ownerId, kind, store.users.staffOf(ownerId, kind).length);
      const passwordHash = await hashPassword(body.password, ctx.scryptLogN, ctx.passwords);
      const company = store.companies.get(ownerId);
      await store.transact(() => {
        // Checked again: a parallel request may have added this e-mail or reached the limit during the hash.
        if (findUserByEmail(store, email)) throw badRequest('An account with this e-mail already exists.');
        enforcePlan(ownerId, kind, store.users.staffOf(ownerId, kind).length);
        const now = ctx.now();
        const member: UserRecord = {
          id: randomUUID(),
          createdById: ownerId,
          name: body.name.trim(),
          surname: body.surname.trim(),
          username: uniqueUsername(store, email),
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
        store.users.insert(member);
        const business = company?.commercialName ?? 'your company';
        ctx.outbox.send(
          store,
          {
            to: email,
            subject: `Welcome to Fieldteam, ${member.name}`,
            text: `${business} added you to Fieldteam as a ${kind}. Sign in at ${options.appUrl}/login with this e-mail address and the password your company gave you.`,
          },
          now,
        );
      });
      res.json({ message: `${LABEL[kind]} added. We sent them a welcome e-mail with the sign-in address.` });
    });
  }

  router.get('/company/colaborators/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const colaborators = store.collaborators
      .where('owner', ownerId)
      .sort((a, b) => collator.compare(personName(a), personName(b)))
      .map(toWireCollaborator);
    res.json({ colaborators });
  });

  router.post('/company/colaborators/delete/user', async (req, res) => {
    const body = await readBody(DeleteUserBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const collaborator = ownRecord(store.collaborators, body.userid, caller, 'Collaborator');
    await store.transact(() => {
      store.collaborators.remove(collaborator.id);
      removeFromTeams(collaborator.ownerId, collaborator.id);
    });
    res.json({ message: 'Collaborator deleted successfully.' });
  });

  router.post('/company/cadastre/colaborator', async (req, res) => {
    const body = await readBody(NewCollaboratorBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    await store.transact(() => {
      enforcePlan(ownerId, 'collaborator', store.collaborators.count('owner', ownerId));
      store.collaborators.insert({
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
    const collaborator = ownRecord(store.collaborators, body.colaboratorId, caller, 'Collaborator');
    await store.transact(() => {
      const updated = store.collaborators.update(collaborator.id, {
        name: body.name.trim(),
        surname: body.surname.trim(),
        phone: body.phone.trim(),
        description: body.description.trim(),
        latitude: body.latitude,
        longitude: body.longitude,
      });
      renameInTeams(store, updated.ownerId, updated);
    });
    res.json({ message: 'Collaborator updated.' });
  });

  return router;
}
