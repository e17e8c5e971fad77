import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as account from './answers/account.generated.js';
import * as billing from './answers/billing.generated.js';
import * as clients from './answers/clients.generated.js';
import * as profile from './answers/profile.generated.js';
import * as roleSetup from './answers/role-setup.generated.js';
import * as services from './answers/services.generated.js';
import * as staff from './answers/staff.generated.js';
import * as teams from './answers/teams.generated.js';
import * as visits from './answers/visits.generated.js';
import { readOpenApiDocument } from './checker/openapi-document';
import { answeredOperations, generateAnswerValidators, validatorFiles, VALIDATORS_DIR } from './generate-answer-validators';

const groups: Record<string, Record<string, unknown>> = { account, 'role-setup': roleSetup, profile, services, staff, teams, clients, visits, billing };

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
  it('are what the document generates, one module per API group and no other (run npm run contract:validators -w @fieldteam/api-contract after changing it)', () => {
    const generated = generateAnswerValidators();
    expect([...generated.keys()]).toEqual(['account', 'role-setup', 'profile', 'services', 'staff', 'teams', 'clients', 'visits', 'billing']);
    const expected = [...generated.keys()].flatMap((group) => [validatorFiles(group).code, validatorFiles(group).types]);
    expect(readdirSync(VALIDATORS_DIR).sort()).toEqual(expected.sort());
    for (const [group, { code, types }] of generated) {
      expect(readFileSync(join(VALIDATORS_DIR, validatorFiles(group).code), 'utf8'), group).toBe(code);
      expect(readFileSync(join(VALIDATORS_DIR, validatorFiles(group).types), 'utf8'), group).toBe(types);
    }
  }, 30_000);

  it("cover every operation with a 200 JSON answer, in its group's module, one shared function per schema", () => {
    const operations = answeredOperations(readOpenApiDocument());
    expect(operations).toHaveLength(55);
    for (const op of operations) expect(typeof groups[op.group]?.[op.exportName], `${op.group}: ${op.exportName}`).toBe('function');
    expect(Object.values(groups).reduce((count, group) => count + Object.keys(group).length, 0)).toBe(55);
    expect(account.disconnectAnswer).toBe(account.requestResetCodeAnswer);
    expect(roleSetup.setEmployerAnswer).toBe(roleSetup.setFreelancerAnswer);
  });

  it('refuse an operation without exactly one declared tag, its group', () => {
    const document = readOpenApiDocument();
    const login = document.paths['/login']!.post!;
    const withTags = (tags: string[] | undefined) => ({ ...document, paths: { '/login': { post: { ...login, tags } } } });
    expect(() => answeredOperations(withTags(undefined))).toThrow('login: an operation needs exactly one tag');
    expect(() => answeredOperations(withTags(['account', 'profile']))).toThrow('login: an operation needs exactly one tag');
    expect(() => answeredOperations(withTags(['accounts']))).toThrow('login: the tag accounts is not declared');
  });

  it('import only Ajv runtime helpers, never the compiler', () => {
    for (const group of Object.keys(groups)) {
      const code = readFileSync(join(VALIDATORS_DIR, validatorFiles(group).code), 'utf8');
      const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
      for (const specifier of imports) expect(['ajv/dist/runtime/ucs2length.js', 'ajv-formats/dist/formats.js'], `${group}: ${specifier}`).toContain(specifier);
      expect(code, group).not.toMatch(/require\(|new Ajv|ajv\/dist\/core/);
    }
  });

  it('let through fields the document does not name (tolerant readers)', () => {
    expect(account.loginAnswer({ user: { ...user, nickname: 'extra' }, url: '/dashboard', sessionId: 'extra' })).toBe(true);
    expect(account.checkAuthAnswer({ token: 't', expires: 1 })).toBe(true);
  });

  it('refuse a missing required field, a wrong type, an unknown enum value, a bad pattern and a bad date-time', () => {
    const { token: _token, ...withoutToken } = user;
    expect(account.loginAnswer({ user: withoutToken, url: '/dashboard' })).toBe(false);
    expect(account.loginAnswer.errors?.[0]).toMatchObject({ instancePath: '/user', keyword: 'required', params: { missingProperty: 'token' } });
    expect(account.loginAnswer({ user: { ...user, id: 7 }, url: '/dashboard' })).toBe(false);
    expect(account.loginAnswer({ user: { ...user, role: 'admin' }, url: '/dashboard' })).toBe(false);
    expect(account.loginAnswer({ user, url: 'dashboard' })).toBe(false);
    const report = { visitDate: null, startedTime: 'yesterday', finishedTime: null, colaborator_name: null, observation: '', todoId: null, todoIdReference: null };
    const contact = { id: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', description: 'Rua X, 1', latitude: 0, longitude: 0 };
    const reports = (r: object) => ({ combinedData: [{ client: contact, services: [], discount: 0, reports: [r] }] });
    expect(clients.getReportsAnswer(reports(report))).toBe(false);
    expect(clients.getReportsAnswer.errors?.[0]?.instancePath).toBe('/combinedData/0/reports/0/startedTime');
    expect(clients.getReportsAnswer(reports({ ...report, startedTime: '2026-03-10T12:00:00.000Z' }))).toBe(true);
  });

  it('count a text\'s length in characters, as the document means (an emoji is one)', () => {
    const report = { visitDate: null, startedTime: null, finishedTime: null, colaborator_name: null, todoId: null, todoIdReference: null };
    const contact = { id: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', description: 'Rua X, 1', latitude: 0, longitude: 0 };
    const reports = (observation: string) => ({ combinedData: [{ client: contact, services: [], discount: 0, reports: [{ ...report, observation }] }] });
    expect(clients.getReportsAnswer(reports('😀'.repeat(250)))).toBe(true);
    expect(clients.getReportsAnswer(reports('a'.repeat(251)))).toBe(false);
  });
});
