// Property-based API tests, for every operation of the contract: requests made bad from a valid
// one (a field dropped, a field of the wrong type, huge or unicode strings, `__proto__` keys, a
// body that is not an object, junk path values) never get a 5xx, always get `{ error }`, and never
// change the stored data. A request is bad when the contract refuses it, or when it names a record,
// a person or a session that does not exist. The app runs in strict contract mode, so an answer off
// the contract (or a bad request accepted) is a 500 and fails the property too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER, DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Data } from '../store/schema';
import { createTestContext } from '../testing/test-context';
import { documentChecker, type ContractOperation } from './contract-checker';

const RUNS = 12;
const checker = documentChecker();

let ctx: AppContext;
let server: Server;
let baseUrl: string;
let initial: Data;
/** Valid path values by parameter name, and valid bodies by operation. */
let params: Record<string, string>;
let bodies: Record<string, Record<string, unknown>>;

/** Path parameters that name something (a session, a person, a record): any other value is bad. */
const REFERENCES = new Set(['email', 'token', 'ownerId', 'userId', 'clientId', 'sameClientId', 'teamId', 'itemId', 'scheduleId', 'serviceId', 'todoId']);

beforeAll(async () => {
  ctx = await createTestContext();
  server = createServer(createApp(ctx, { strictContract: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = (await (await fetch(`${baseUrl}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_PASSWORD }) })).json()) as {
    user: { id: string; token: string };
  };
  const data = ctx.store.data;
  const ownerId = login.user.id;
  const visit = data.visits.find((v) => v.ownerId === ownerId && v.status === 'pending')!;
  const client = data.clients.find((c) => c.id === visit.clientId)!;
  const ids = {
    ownerId,
    clientId: client.id,
    visitId: visit.id,
    teamId: data.teams.find((t) => t.ownerId === ownerId)!.id,
    itemId: data.services.find((s) => s.ownerId === ownerId)!.id,
    attachedId: data.attachedServices.find((s) => s.ownerId === ownerId)!.id,
    collaboratorId: data.collaborators.find((c) => c.ownerId === ownerId)!.id,
    leaderId: data.users.find((u) => u.email === DEMO_LEADER.email)!.id,
    managerId: data.users.find((u) => u.email === DEMO_MANAGER.email)!.id,
  };
  const auth = { email: DEMO_OWNER.email, token: login.user.token };
  params = {
    email: DEMO_OWNER.email,
    token: login.user.token,
    ownerId,
    userId: ownerId,
    clientId: ids.clientId,
    sameClientId: ids.clientId,
    teamId: ids.teamId,
    itemId: ids.itemId,
    scheduleId: ids.visitId,
    serviceId: ids.attachedId,
    todoId: ids.visitId,
    todoIdReference: ids.visitId,
    itemName: 'Limpeza nova',
    price: '10.5',
    field: 'phone',
    language: 'en',
    userName: 'Carla-Mendes',
    nameSurname: 'Carla-Mendes',
    reportText: ':Tudo limpo',
  };
  const address = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65 };
  const hours = { workingHours: [{ id: '1', day: 'segunda-feira', startTime: '08:00', endTime: '18:00' }], closedDays: ['domingo'] };
  const entry = { date: '10/03/2030', hour: '09', minute: '30', meridian: 'AM' };
  const clientFields = { name: 'Cliente Novo', phone: '11999990000', clientEmail: 'novo@example.com', docId: '123456', birthday: '01/02/1990', ...address, serviceTime: '01:00' };
  const member = { name: 'Rita', surname: 'Moura', manageremail: 'rita@example.com', password: 'Secret#2026', useterms: true, createdById: ownerId };
  const collaborator = { name: 'Vera', surname: 'Luz', phone: '11944443333', ...address };
  bodies = {
    login: { email: DEMO_OWNER.email, password: DEMO_PASSWORD },
    register: { name: 'Maria', surname: 'Silva', email: 'maria@example.com', password: 'Secret#2026', docid: 12345678901, useterms: true },
    requestResetCode: { email: 'nobody@example.com' },
    changePassword: { email: DEMO_OWNER.email, newpassword: 'Secret#2026', code: 123456 },
    activateAccount: { ...auth, code: '123456' },
    setFreelancer: { ...auth, ...address, complement: null, phone: '11912345678', activity: ['Cleaning'], useterms: true },
    setEmployer: {
      ...auth,
      business_nick: 'nick.co',
      comercial_name: 'Nick Co',
      business_hours: hours,
      primaryemailbusiness: 'a@nick.co',
      secondaryemailbusiness: 'b@nick.co',
      business_id: '11222333000181',
      location_description: address.description,
      latitude: address.latitude,
      longitude: address.longitude,
      complement: null,
      phone: '11912345678',
      activitys: ['Cleaning'],
      useterms: true,
    },
    editUserField: { ...auth, dataUpdate: '11912345678' },
    editCompanyField: { ...auth, userid: ownerId, dataUpdate: '11912345678' },
    saveBusinessHours: { ...auth, userId: ownerId, business_hours: hours },
    createServices: { ...auth, createdById: ownerId, budgets: [{ id: '1', itemName: 'Lavagem', price: 10 }] },
    deleteManager: { ...auth, userid: ids.managerId },
    deleteLeader: { ...auth, userid: ids.leaderId },
    deleteCollaborator: { ...auth, userid: ids.collaboratorId },
    createManager: { ...auth, ...member },
    createLeader: { ...auth, ...member },
    createCollaborator: { ...auth, ...collaborator, createdById: ownerId },
    updateCollaborator: { ...auth, ...collaborator, colaboratorId: ids.collaboratorId },
    createTeam: { ...auth, createdById: ownerId, teamName: 'Equipe Nova', selectedEmployer: { id: ids.leaderId, name: 'Lia Santos' }, mergeColaborators: [{ id: ids.collaboratorId, name: 'x' }] },
    updateTeam: { ...auth, teamId: ids.teamId, teamName: 'Equipe X', teamLeader: { id: ids.leaderId, name: 'Lia Santos' }, colaborators: [] },
    deleteTeam: { ...auth, teamId: ids.teamId },
    updateClient: { ...auth, ...clientFields, clientId: ids.clientId },
    createClient: { ...auth, ...clientFields, team: ids.teamId, dates: [entry], checked: 'unit', createdById: ownerId },
    addVisits: { ...auth, clientId: ids.clientId, dates: [entry], checked: 'unit' },
    changeClientTeam: { ...auth, clientId: ids.clientId, team: ids.teamId },
    moveVisit: { ...auth, clientId: ids.clientId, scheduleId: ids.visitId, newSchedule: entry },
    attachServices: { ...auth, clientId: ids.clientId, createdById: ownerId, selectedItemsList: [{ id: ids.itemId, itemName: 'x', price: 1 }], discount: 10, totalPrice: 9, clietEmail: 'c@d.co' },
    finishVisit: { ...auth, clientId: ids.clientId, createdById: ownerId, todoId: ids.visitId, observation: 'ok', taskcorresponded: 'task' },
    subscribe: { ...auth, employerId: ownerId, card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }, plan: 'plus' },
  };
  initial = structuredClone(ctx.store.data) as Data;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// ---- generators of bad input

const junkText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'null', 'undefined', ' ', '%', '../../etc', 'ação ñ 中文 🙂', '\u0000', 'a'.repeat(5000), '😀'.repeat(200)),
);
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  junkText,
);

type BodyChange = { kind: 'drop'; index: number } | { kind: 'replace'; index: number; value: unknown } | { kind: 'whole'; value: unknown };
const bodyChange: fc.Arbitrary<BodyChange> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), index: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('whole' as const), value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant([]), fc.constant('')) }),
);

/** The body as JSON text, with a `__proto__` key in front when asked (a JS object literal cannot carry one). */
function bodyText(body: unknown, proto: boolean): string {
  const json = JSON.stringify(body) ?? 'null';
  if (!proto || typeof body !== 'object' || body === null || Array.isArray(body)) return json;
  const pollution = '"__proto__":{"role":"employer","isActive":"activated","polluted":true}';
  return json === '{}' ? `{${pollution}}` : `{${pollution},${json.slice(1)}`;
}

function changed(body: Record<string, unknown>, change: BodyChange): unknown {
  if (change.kind === 'whole') return change.value;
  const keys = Object.keys(body);
  const key = keys[change.index % keys.length]!;
  const copy = { ...body };
  if (change.kind === 'drop') delete copy[key];
  else copy[key] = change.value;
  return copy;
}

const pathOf = (operation: ContractOperation, values: Record<string, string>) => operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name]!);
const encoded = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

interface Outcome {
  status: number;
  body: unknown;
  storeChanged: boolean;
}

async function send(method: string, path: string, body?: string): Promise<Outcome> {
  await ctx.store.replace(structuredClone(initial));
  const before = JSON.stringify(ctx.store.data);
  const response = await fetch(`${baseUrl}${path}`, { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown, storeChanged: JSON.stringify(ctx.store.data) !== before };
}

function expectRefused(outcome: Outcome, what: string) {
  expect(outcome.status, `${what}: ${JSON.stringify(outcome.body)}`).toBeGreaterThanOrEqual(400);
  expect(outcome.status, `${what}: ${JSON.stringify(outcome.body)}`).toBeLessThan(500);
  expect(outcome.body).toEqual({ error: expect.any(String) });
  expect(outcome.storeChanged, `${what} changed the stored data`).toBe(false);
}

function expectNoServerError(outcome: Outcome, what: string) {
  expect(outcome.status, `${what}: ${JSON.stringify(outcome.body)}`).toBeLessThan(500);
  if (outcome.status >= 400) expect(outcome.body).toEqual({ error: expect.any(String) });
}

describe('bad requests, for every operation of the contract', () => {
  it('covers every operation with a valid request to start from', () => {
    for (const operation of checker.operations) {
      for (const name of operation.path.match(/\{(\w+)\}/g) ?? []) expect(params[name.slice(1, -1)], `${operation.operationId} ${name}`).toBeDefined();
      if (operation.hasBody) expect(bodies[operation.operationId], operation.operationId).toBeDefined();
      const match = checker.findOperation(operation.method, pathOf(operation, encoded(params)))!;
      expect(match.operation).toBe(operation);
      expect(checker.checkRequest(match, { body: bodies[operation.operationId] }), operation.operationId).toEqual([]);
    }
  });

  for (const operation of checker.operations.filter((o) => o.hasBody)) {
    it(`${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}): bad bodies`, async () => {
      const path = pathOf(operation, encoded(params));
      const match = checker.findOperation(operation.method, path)!;
      let bad = 0;
      await fc.assert(
        fc.asyncProperty(bodyChange, fc.boolean(), async (change, proto) => {
          const body = changed(bodies[operation.operationId]!, change);
          const outcome = await send(operation.method.toUpperCase(), path, bodyText(body, proto));
          const what = `${operation.operationId} with ${bodyText(body, proto).slice(0, 200)}`;
          if (checker.checkRequest(match, { body }).length > 0) {
            bad += 1;
            expectRefused(outcome, what);
          } else expectNoServerError(outcome, what);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      expect(bad, 'no generated body was bad').toBeGreaterThan(0);
    });
  }

  for (const operation of checker.operations.filter((o) => o.path.includes('{'))) {
    it(`${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}): bad path values`, async () => {
      const names = (operation.path.match(/\{(\w+)\}/g) ?? []).map((n) => n.slice(1, -1));
      let refusedCount = 0;
      // Every segment gets its share of junk (a generator choosing the segment favours the first).
      for (const name of names) {
        await fc.assert(
          fc.asyncProperty(junkText, fc.boolean(), async (junk, malformed) => {
            fc.pre(junk !== params[name]);
            const values = encoded(params);
            // A malformed escape reaches the server as it is; otherwise the junk is encoded as a client would.
            values[name] = malformed ? `${encodeURIComponent(junk)}%E0%A4%A` : encodeURIComponent(junk);
            const path = pathOf(operation, values);
            const body = operation.hasBody ? bodyText(bodies[operation.operationId], false) : undefined;
            const outcome = await send(operation.method.toUpperCase(), path, body);
            const match = checker.findOperation(operation.method, path);
            const bad = malformed || REFERENCES.has(name) || !match || checker.checkRequest(match, { body: bodies[operation.operationId] }).length > 0;
            const what = `${operation.operationId} with {${name}} = ${JSON.stringify(junk.slice(0, 80))}${malformed ? ' (malformed)' : ''}`;
            if (bad) {
              refusedCount += 1;
              expectRefused(outcome, what);
            } else expectNoServerError(outcome, what);
          }),
          { numRuns: Math.max(3, Math.ceil(RUNS / names.length)) },
        );
      }
      expect(refusedCount, 'no generated path was bad').toBeGreaterThan(0);
    });
  }
});
