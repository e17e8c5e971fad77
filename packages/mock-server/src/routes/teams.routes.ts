// The teams calls of 000 section 7: teams, the merged pickers list, create, update, delete.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { absent, CreateTeamBody, DeleteTeamBody, refId, UpdateTeamBody, type PersonRef } from '../dto/business.dto';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { ownRecord, requireBusiness, requireSameBusiness } from '../services/access';
import { personName, toWireTeam } from '../services/business.wire';
import type { Data, PersonRefRecord } from '../store/schema';

/** Resolves references to the business's people (leaders, managers, collaborators) by id, with current names. */
function resolvePeople(data: Readonly<Data>, ownerId: string, refs: readonly PersonRef[]): PersonRefRecord[] {
  const people = new Map<string, string>();
  for (const u of data.users) if (u.createdById === ownerId && (u.role === 'leader' || u.role === 'manager')) people.set(u.id, personName(u));
  for (const c of data.collaborators) if (c.ownerId === ownerId) people.set(c.id, personName(c));
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

function resolveLeader(data: Readonly<Data>, ownerId: string, ref: PersonRef): PersonRefRecord {
  // The documented body calls the leader "selectedEmployer": any of the business's users
  // (leaders or managers) may lead a team; collaborators do not sign in, so they cannot.
  const leader = data.users.find((u) => u.id === refId(ref) && u.createdById === ownerId && (u.role === 'leader' || u.role === 'manager'));
  if (!leader) throw badRequest('The team leader must be one of the business\'s leaders or managers.');
  return { id: leader.id, name: personName(leader) };
}

export function teamsRoutes(ctx: RouteContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/company/team/get/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const teams = store.data.teams
      .filter((t) => t.ownerId === ownerId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(toWireTeam);
    res.json({ teams });
  });

  router.get('/company/employers/:email/:token/:ownerId', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, req.params.ownerId);
    const users = store.data.users
      .filter((u) => u.createdById === ownerId && (u.role === 'leader' || u.role === 'manager'))
      .map((u) => ({ id: u.id, name: u.name, surname: u.surname, role: u.role }));
    const colaborators = store.data.collaborators.filter((c) => c.ownerId === ownerId).map((c) => ({ id: c.id, name: c.name, surname: c.surname }));
    res.json({ users, colaborators });
  });

  router.post('/company/team/create', async (req, res) => {
    const body = await readBody(CreateTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const ownerId = requireSameBusiness(caller, String(body.createdById));
    const leader = resolveLeader(store.data, ownerId, body.selectedEmployer);
    const members = resolvePeople(store.data, ownerId, body.mergeColaborators ?? []).filter((m) => m.id !== leader.id);
    await store.update((data) =>
      data.teams.push({ id: randomUUID(), ownerId, name: body.teamName.trim(), leader, colaborators: members, createdAt: ctx.now().toISOString() }),
    );
    res.json({ message: 'The team has been created.' });
  });

  router.post('/company/teams/team/update', async (req, res) => {
    const body = await readBody(UpdateTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const team = ownRecord(store.data.teams, (t) => t.id === String(body.teamId), caller, 'Team');
    const ownerId = requireBusiness(caller);
    // What the edit leaves out (or blank) keeps its current value.
    const name = absent(body.teamName) ? team.name : body.teamName.trim();
    const leader = absent(body.teamLeader) ? team.leader : resolveLeader(store.data, ownerId, body.teamLeader);
    const members = (body.colaborators ? resolvePeople(store.data, ownerId, body.colaborators) : team.colaborators).filter((m) => m.id !== leader?.id);
    await store.update(() => Object.assign(team, { name, leader, colaborators: members }));
    res.json({ message: 'The team has been updated.' });
  });

  router.post('/company/teams/team/delete', async (req, res) => {
    const body = await readBody(DeleteTeamBody, req.body);
    const caller = ctx.auth.authenticate(req);
    const team = ownRecord(store.data.teams, (t) => t.id === String(body.teamId), caller, 'Team');
    await store.update((data) => {
      data.teams = data.teams.filter((t) => t !== team);
    });
    res.json({ message: 'The team has been deleted.' });
  });

  return router;
}
