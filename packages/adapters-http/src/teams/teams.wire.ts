// The teams group's wire shapes: teams with leaderTeam and colaborators, the employers answer
// (users and colaborators), create with selectedEmployer / mergeColaborators and update with
// teamLeader / colaborators.
import { ok, type ApiFailure, type PersonRef, type Result, type Team, type TeamCandidates } from '@fieldteam/core';
import { badAnswer, isObject, text } from '../wire-guards';

const ref = (value: unknown): PersonRef | null => {
  if (!isObject(value)) return null;
  const id = text(value.id);
  return id ? { id, name: [text(value.name), text(value.surname)].filter(Boolean).join(' ') } : null;
};

export function readTeams(body: unknown): Result<readonly Team[], ApiFailure> {
  if (!isObject(body) || !Array.isArray(body.teams)) return badAnswer('teams: no list');
  return ok(
    body.teams.filter(isObject).map((t) => ({
      id: text(t.id) ?? '',
      name: text(t.name) ?? '',
      leader: ref(t.leaderTeam),
      members: (Array.isArray(t.colaborators) ? t.colaborators : []).map(ref).filter((r): r is PersonRef => r !== null),
    })),
  );
}

export function readCandidates(body: unknown): Result<TeamCandidates, ApiFailure> {
  if (!isObject(body)) return badAnswer('employers: not an object');
  const users = (Array.isArray(body.users) ? body.users : []).filter(isObject).flatMap((u) => {
    const person = ref(u);
    const role = u.role === 'manager' || u.role === 'leader' ? u.role : 'leader';
    return person ? [{ ...person, role } as const] : [];
  });
  const collaborators = (Array.isArray(body.colaborators) ? body.colaborators : []).map(ref).filter((r): r is PersonRef => r !== null);
  return ok({ users, collaborators });
}
