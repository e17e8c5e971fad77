// The teams group's wire shapes: teams with leaderTeam and colaborators, the employers answer
// (users and colaborators), create with selectedEmployer / mergeColaborators and update with
// teamLeader / colaborators.
import { type WireSchema } from '@fieldteam/api-contract';
import { listTeamCandidatesAnswer, listTeamsAnswer } from '@fieldteam/api-contract/answers/teams';
import { ok, type ApiFailure, type PersonRef, type Result, type Team, type TeamCandidates } from '@fieldteam/core';
import { checkedAnswer } from '../wire-guards';

const ref = (person: WireSchema<'PersonRef'>): PersonRef => ({ id: person.id, name: person.name });

/** A candidate's name in full: name and surname, either left out when empty. */
const fullName = (person: { readonly name: string; readonly surname: string }): string => [person.name, person.surname].filter(Boolean).join(' ');

export function readTeams(body: unknown): Result<readonly Team[], ApiFailure> {
  const answer = checkedAnswer(listTeamsAnswer, body, 'listTeams');
  if (!answer.ok) return answer;
  return ok(answer.value.teams.map((t) => ({ id: t.id, name: t.name, leader: t.leaderTeam === null ? null : ref(t.leaderTeam), members: t.colaborators.map(ref) })));
}

export function readCandidates(body: unknown): Result<TeamCandidates, ApiFailure> {
  const answer = checkedAnswer(listTeamCandidatesAnswer, body, 'listTeamCandidates');
  if (!answer.ok) return answer;
  return ok({
    users: answer.value.users.map((u) => ({ id: u.id, name: fullName(u), role: u.role })),
    collaborators: answer.value.colaborators.map((c) => ({ id: c.id, name: fullName(c) })),
  });
}
