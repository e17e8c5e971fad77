import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers';
import { listTeamCandidatesAnswer } from './answers/teams.generated.js';
import { listRoadClientsAnswer, startVisitAnswer } from './answers/visits.generated.js';

describe('checkAnswer', () => {
  it('gives the answer typed as the contract describes it', () => {
    const checked = checkAnswer(startVisitAnswer, { id: 'task-1', message: 'ok', extra: true });
    expect(checked).toEqual({ ok: true, value: { id: 'task-1', message: 'ok', extra: true } });
    if (checked.ok) expect(checked.value.id).toBe('task-1');
  });

  it('says where the answer is off the contract and how', () => {
    expect(checkAnswer(startVisitAnswer, { message: 'ok' })).toEqual({ ok: false, problem: "the answer must have required property 'id'" });
    expect(checkAnswer(startVisitAnswer, 'nope')).toEqual({ ok: false, problem: 'the answer must be object' });
    expect(checkAnswer(listRoadClientsAnswer, { clientsWithTodos: [{}] })).toEqual({ ok: false, problem: "/clientsWithTodos/0 must have required property 'clientId'" });
  });

  it('names the allowed values of an enum', () => {
    expect(checkAnswer(startVisitAnswer, { id: 'x', message: 1 })).toEqual({ ok: false, problem: '/message must be string' });
    const candidates = { users: [{ id: 'u1', name: 'Ana', surname: 'Lima', role: 'owner' }], colaborators: [] };
    expect(checkAnswer(listTeamCandidatesAnswer, candidates)).toEqual({ ok: false, problem: '/users/0/role must be equal to one of the allowed values (manager, leader)' });
  });
});
