import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readOpenApiDocument } from './checker/openapi-document';
import { answeredOperations, generateAnswerValidators, VALIDATOR_TYPES_PATH, VALIDATORS_PATH } from './generate-answer-validators';
import * as validators from './answer-validators.generated.js';

const user = {
  id: 'u1',
  name: 'Ana',
  surname: 'Lima',
  username: 'ana',
  email: 'ana@example.com',
  doc_id: null,
  phone: null,
  location_description: null,
  latitude: null,
  longitude: null,
  complement: null,
  role: 'employer',
  is_active: 'activated',
  token: 't0k3n',
  createdById: null,
};

describe('the answer validators', () => {
  it('are what the document generates (run npm run contract:validators -w @fieldteam/api-contract after changing it)', () => {
    const { code, types } = generateAnswerValidators();
    expect(readFileSync(VALIDATORS_PATH, 'utf8')).toBe(code);
    expect(readFileSync(VALIDATOR_TYPES_PATH, 'utf8')).toBe(types);
  }, 30_000);

  it('cover every operation with a 200 JSON answer, one shared function per schema', () => {
    const operations = answeredOperations(readOpenApiDocument());
    expect(operations).toHaveLength(55);
    for (const op of operations) expect(typeof (validators as Record<string, unknown>)[op.exportName], op.exportName).toBe('function');
    expect(validators.disconnectAnswer).toBe(validators.requestResetCodeAnswer);
    expect(validators.setEmployerAnswer).toBe(validators.setFreelancerAnswer);
  });

  it('import only Ajv runtime helpers, never the compiler', () => {
    const imports = [...readFileSync(VALIDATORS_PATH, 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['ajv/dist/runtime/ucs2length.js', 'ajv-formats/dist/formats.js']);
    expect(readFileSync(VALIDATORS_PATH, 'utf8')).not.toMatch(/require\(|new Ajv|ajv\/dist\/core/);
  });

  it('let through fields the document does not name (tolerant readers)', () => {
    expect(validators.loginAnswer({ user: { ...user, nickname: 'extra' }, url: '/dashboard', sessionId: 'extra' })).toBe(true);
    expect(validators.checkAuthAnswer({ token: 't', expires: 1 })).toBe(true);
  });

  it('refuse a missing required field, a wrong type, an unknown enum value, a bad pattern and a bad date-time', () => {
    const { token: _token, ...withoutToken } = user;
    expect(validators.loginAnswer({ user: withoutToken, url: '/dashboard' })).toBe(false);
    expect(validators.loginAnswer.errors?.[0]).toMatchObject({ instancePath: '/user', keyword: 'required', params: { missingProperty: 'token' } });
    expect(validators.loginAnswer({ user: { ...user, id: 7 }, url: '/dashboard' })).toBe(false);
    expect(validators.loginAnswer({ user: { ...user, role: 'admin' }, url: '/dashboard' })).toBe(false);
    expect(validators.loginAnswer({ user, url: 'dashboard' })).toBe(false);
    const report = { visitDate: null, startedTime: 'yesterday', finishedTime: null, colaborator_name: null, observation: '', todoId: null, todoIdReference: null };
    const contact = { id: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', description: 'Rua X, 1', latitude: 0, longitude: 0 };
    const reports = (r: object) => ({ combinedData: [{ client: contact, services: [], discount: 0, reports: [r] }] });
    expect(validators.getReportsAnswer(reports(report))).toBe(false);
    expect(validators.getReportsAnswer.errors?.[0]?.instancePath).toBe('/combinedData/0/reports/0/startedTime');
    expect(validators.getReportsAnswer(reports({ ...report, startedTime: '2026-03-10T12:00:00.000Z' }))).toBe(true);
  });

  it('count a text\'s length in characters, as the document means (an emoji is one)', () => {
    const report = { visitDate: null, startedTime: null, finishedTime: null, colaborator_name: null, todoId: null, todoIdReference: null };
    const contact = { id: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', description: 'Rua X, 1', latitude: 0, longitude: 0 };
    const reports = (observation: string) => ({ combinedData: [{ client: contact, services: [], discount: 0, reports: [{ ...report, observation }] }] });
    expect(validators.getReportsAnswer(reports('😀'.repeat(250)))).toBe(true);
    expect(validators.getReportsAnswer(reports('a'.repeat(251)))).toBe(false);
  });
});
