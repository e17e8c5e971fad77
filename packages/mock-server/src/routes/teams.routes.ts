// The teams calls of 000 section 7: teams, the merged pickers list, create, update, delete.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { absent, CreateTeamBody, DeleteTeamBody, refId, UpdateTeamBody, type PersonRef } from '../dto/business.dto';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { ownRecord, requireBusiness, requireSameBusiness } from '../services/access';
import { personName, toWireTeam } from '../services/business.wire';
import type { PersonRefRecord } from '../store/schema';
import type { Store } from '../store/store';

/** Resolves references to the business's people (leaders, managers, collaborators) by id, with current names. */
function resolvePeople(store: Store, ownerId: string, refs: readonly PersonRef[]): PersonRefRecord[] {
  const people = new Map<string, string>();
  for (const u of store.users.staffOf(ownerId)) if (u.role === 'leader' || u.role === 'manager') people.set(u.id, personName(u));
  for (const c of store.collaborators.where('owner', ownerId)) people.set(c.id, personName(c));
  const seen = new Set<string>();
  const resolved: PersonRefRecord[] = [];
  for (const ref of refs) {
    const id = refId(ref);
    const name = people.get(id);
    if (!name) throw badRequest('A chosen person is not part of this business.');
    if (!seen.has(id)) resolved.push({ id, name });
    seen.add(id);
  }
  return resolved;
}

function resolveLeader(store: Store, ownerId: string, ref: PersonRef): PersonRefRecord {
  // The documented body calls the leader "selectedEmployer": any of the business's users
  // (leaders or managers) may lead a team; collaborators do not sign in, so they cannot.
  const candidate = store.users.get(refId(ref));
  const leader = candidate && candidate.createdById === ownerId && (candidate.role === 'leader' || candidate.role === 'manager') ? candidate : undefined;
  if (!leader) throw badRequest('The team leader must be one of the business\'s leaders or managers.');
  return { id: leader.id, name: personName(leader) };
}

const collator = new Intl.Collator('pt-BR', { numeric: true });

export function teamsRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/company/team/get/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const teams = store.teams
      .where('owner', ownerId)
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(toWireTeam);
    res.json({ teams });
  });

  router.get('/company/employers/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const users = store.users
      .staffOf(ownerId)
      .filter((u) => u.role === 'leader' || u.role === 'manager')
      .map((u) => ({ id: u.id, name: u.name, surname: u.surname, role: u.role }));
    const colaborators = store.collaborators.where('owner', ownerId).map((c) => ({ id: c.id, name: c.name, surname: c.surname }));
    res.json({ users, colaborators });
  });

  router.post('/company/team/create', async (req, res) => {
    const body = await readBody(CreateTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    const leader = resolveLeader(store, ownerId, body.selectedEmployer);
    const members = resolvePeople(store, ownerId, body.mergeColaborators ?? []).filter((m) => m.id !== leader.id);
    await store.transact(() => store.teams.insert({ id: randomUUID(), ownerId, name: body.teamName.trim(), leader, colaborators: members, createdAt: ctx.now().toISOString() }));
    res.json({ message: 'The team has been created.' });
  });

  router.post('/company/teams/team/update', async (req, res) => {
    const body = await readBody(UpdateTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const team = ownRecord(store.teams, body.teamId, caller, 'Team');
    const ownerId = requireBusiness(caller);
    // What the edit leaves out (or blank) keeps its current value.
    const name = absent(body.teamName) ? team.name : body.teamName.trim();
    const leader = absent(body.teamLeader) ? team.leader : resolveLeader(store, ownerId, body.teamLeader);
    const members = (body.colaborators ? resolvePeople(store, ownerId, body.colaborators) : team.colaborators).filter((m) => m.id !== leader?.id);
    await store.transact(() => store.teams.update(team.id, { name, leader, colaborators: members }));
    res.json({ message: 'The team has been updated.' });
  });

  router.post('/company/teams/team/delete', async (req, res) => {
    const body = await readBody(DeleteTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const team = ownRecord(store.teams, body.teamId, caller, 'Team');
    await store.transact(() => store.teams.remove(team.id));
    res.json({ message: 'The team has been deleted.' });
  });

  return router;
}
