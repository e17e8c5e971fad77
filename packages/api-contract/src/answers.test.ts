import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { checkAnswer, describeAnswerError, type AnswerError } from './answers';
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

  it("words each keyword the generated validators check (they carry no messages) as Ajv's own messages do", () => {
    const ajv = new Ajv({ allErrors: false, allowUnionTypes: true });
    addFormats(ajv, ['date-time']);
    const cases: [object, unknown][] = [
      [{ type: 'string' }, 7],
      [{ type: ['string', 'null'] }, 7],
      [{ type: 'object', required: ['id'] }, {}],
      [{ enum: ['a', 'b'] }, 'c'],
      [{ type: 'string', pattern: '^([01]\\d|2[0-3]):00$' }, '24:00'],
      [{ type: 'string', format: 'date-time' }, 'yesterday'],
      [{ type: 'string', minLength: 1 }, ''],
      [{ type: 'string', maxLength: 250 }, 'x'.repeat(251)],
      [{ type: 'array', minItems: 1 }, []],
      [{ type: 'array', maxItems: 1 }, [1, 2]],
      [{ type: 'number', minimum: 0 }, -1],
      [{ type: 'number', maximum: 100 }, 101],
      [{ oneOf: [{ type: 'string' }, { type: 'number' }] }, null],
    ];
    for (const [schema, value] of cases) {
      const validate = ajv.compile(schema);
      expect(validate(value), JSON.stringify(schema)).toBe(false);
      const error = validate.errors![0] as AnswerError;
      expect(error.message).toBeDefined();
      expect(describeAnswerError({ ...error, message: undefined }), JSON.stringify(schema)).toBe(describeAnswerError(error));
    }
    expect(describeAnswerError({ instancePath: '/x', keyword: 'multipleOf', params: {} })).toBe('/x fails multipleOf');
  });
});
