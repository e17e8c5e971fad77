// The API fuzz suite: over 10,000 generated bad requests over every operation of the
// contract, plus every documented path called with methods it does not take. Bodies with fields
// dropped or of the wrong type, 1 MB strings, unicode, deeply nested JSON, prototype keys, invalid
// JSON, NaN and Infinity, wrong content types, traversal and junk in path segments, reserved
// query keys, wrong credentials. For every answer: never a 5xx, every refusal a JSON
// `{ error }`, and a refused request leaves the data file byte for byte as it was. A request the
// contract refuses must be refused. The app runs in strict contract mode, so an answer off the
// contract is a 500 and fails here too.
//
// The seed is fixed (FUZZ_SEED changes it); a failing run names its seed and the request.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openFileStore, type OpenedStore } from '../store/file-store';
import type { Data } from '../store/schema';
import type { Store } from '../store/store';
import { listen, type Answer, type ListeningApp } from '../testing/listening-app';
import { createTestContext } from '../testing/test-context';
import { REFERENCE_PARAMS, VALID_LOGIN, validRequests, type ValidRequests } from '../testing/valid-requests';
import { documentChecker, type ContractOperation } from '@fieldteam/api-contract/checker';

const SEED = Number(process.env.FUZZ_SEED ?? process.env.PROPERTY_SEED ?? 20261123);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const checker = documentChecker();
const operations = checker.operations;
const RUNS_PER_OPERATION = Math.ceil(TOTAL / operations.length);

let server: ListeningApp;
let store: Store;
let opened: OpenedStore;
let dataFile: string;
let initial: Data;
let valid: ValidRequests;
const tally = { requests: 0, refused: 0, accepted: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  const base = await createTestContext();
  dataFile = join(mkdtempSync(join(tmpdir(), 'fieldteam-fuzz-')), 'db.json');
  opened = await openFileStore(dataFile, { seed: async () => structuredClone(base.store.data) as Data, lock: false });
  store = opened.store;
  server = await listen(createApp({ ...base, store }, { strictContract: true }));
  const login = await server.send('POST', '/login', VALID_LOGIN);
  const user = (login.body as { user: { id: string; token: string } }).user;
  valid = validRequests(store.data, user);
  initial = structuredClone(store.data) as Data;
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${RUNS_PER_OPERATION} requests per operation`);
}, 30_000);

afterAll(async () => {
  await server?.close();
  await opened?.close();
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`fuzz: seed ${SEED}: ${tally.requests} requests, ${tally.refused} refused, ${tally.accepted} accepted, ${tally.serverErrors} answers 5xx (${statuses})`);
});

// ---------------------------------------------------------------- generators

const MB = 1024 * 1024;
// Deeply nested JSON travels as a marker in the generated change (so that a failure report stays
// printable) and is written out when the body text is made.
const DEEP_ARRAY = '@@deep-array@@';
const DEEP_OBJECT = '@@deep-object@@';
const DEPTH = 5000;
const withDeepValues = (text: string) =>
  text
    .replaceAll(`"${DEEP_ARRAY}"`, `${'['.repeat(DEPTH)}0${']'.repeat(DEPTH)}`)
    .replaceAll(`"${DEEP_OBJECT}"`, `${'{"n":'.repeat(DEPTH)}0${'}'.repeat(DEPTH)}`);

const junkText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x10',
    '__proto__',
    'constructor',
    'prototype',
    '../../etc/passwd',
    '..\\..\\windows',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'ação ñ 中文 🙂 עברית',
    '😀'.repeat(300),
    'a'.repeat(5000),
  ),
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: junkText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -0, 2 ** 53 + 1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT, { __proto__: null, polluted: true }, JSON.parse('{"__proto__":{"polluted":true}}'), JSON.parse('{"constructor":{"prototype":{"polluted":true}}}')),
  fc.constant('é'.repeat(400_000)), // 800 kB: under the body limit, far over every field's
  fc.constant('x'.repeat(MB)), // 1 MB: over the body limit
);

/** How a request is made bad. */
type Change =
  | { kind: 'drop'; index: number }
  | { kind: 'replace'; index: number; value: unknown }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'number-text'; index: number; literal: string }
  | { kind: 'content-type'; type: string | null }
  | { kind: 'path'; index: number; value: string; encode: boolean }
  | { kind: 'query'; query: string }
  | { kind: 'credentials'; email: string | null; token: string | null };

const RAW_BODIES = ['{', '{"email":', '{"a":1,}', "{'a':1}", 'NaN', '{"x": NaN}', '{"x": Infinity}', '{"x": -Infinity}', '[', ']', 'nul', '\uFEFF{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a":1}{"b":2}', '"just a string"', '0', 'true'];
const NUMBER_LITERALS = ['1e309', '-1e309', 'NaN', 'Infinity', '1e-400', '123456789012345678901234567890', '0x1F', '01'];
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/octet-stream', null];
const PATH_JUNK = ['..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2F', 'a%2Fb', '%5C..%5C', '%00', '%E0%A4%A', '%', '%zz', 'ação', '%F0%9F%99%82', 'x'.repeat(8000), '__proto__', 'constructor', 'NaN', '-1', '1e309', ' ', '%20'];
const QUERIES = ['__proto__=1', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[b][c]=d', 'email=other@example.com&token=x', `q=${'z'.repeat(4000)}`];

function changeFor(operation: ContractOperation): fc.Arbitrary<Change> {
  const hasParams = operation.path.includes('{');
  const options: Array<fc.WeightedArbitrary<Change>> = [
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('query' as const), query: fc.constantFrom(...QUERIES) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('credentials' as const), email: fc.constantFrom(null, 'nobody@example.com', 'manager@fieldteam.dev', 'not-an-email'), token: fc.constantFrom(null, 'forged', '', 'x'.repeat(43)) }) },
  ];
  if (operation.hasBody) {
    options.push(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }) },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), index: fc.nat(), value: wrongValue }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'token', 'role', 'isActive')), value: wrongValue }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom([], '', DEEP_ARRAY, DEEP_OBJECT)) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: fc.constantFrom(...RAW_BODIES) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('number-text' as const), index: fc.nat(), literal: fc.constantFrom(...NUMBER_LITERALS) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('content-type' as const), type: fc.constantFrom(...CONTENT_TYPES) }) },
    );
  }
  if (hasParams) {
    options.push({
      weight: operation.hasBody ? 4 : 12,
      arbitrary: fc.record({ kind: fc.constant('path' as const), index: fc.nat(), value: fc.oneof(fc.constantFrom(...PATH_JUNK), junkText), encode: fc.boolean() }),
    });
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------- building and sending

interface Built {
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly contentType: string | null;
  /** Why the request must be refused (null: it may be accepted). */
  readonly mustRefuse: string | null;
}

/**
 * A value written into the path as a careless client would: raw, except the characters an HTTP
 * request line cannot carry at all (spaces, controls, non-ASCII), which go percent-encoded.
 */
const bytesOf = (c: string) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const raw = (value: string) => [...value].map((c) => (/^[\u0021-\u007e]$/.test(c) ? c : bytesOf(c))).join('');
const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return raw(value); // a lone surrogate cannot be encoded as UTF-8
  }
};

const paramNames = (operation: ContractOperation) => (operation.path.match(/\{(\w+)\}/g) ?? []).map((n) => n.slice(1, -1));
const fillPath = (operation: ContractOperation, values: Record<string, string>) => operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name]!);
const encodedParams = () => Object.fromEntries(Object.entries(valid.params).map(([k, v]) => [k, encodeURIComponent(v)]));

function build(operation: ContractOperation, change: Change): Built {
  const method = operation.method.toUpperCase();
  const values = encodedParams();
  let body: unknown = operation.hasBody ? { ...valid.bodies[operation.operationId]! } : undefined;
  let text: string | undefined;
  let contentType: string | null = 'application/json';
  let query = '';
  let mustRefuse: string | null = null;
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const record = body as Record<string, unknown>;

  switch (change.kind) {
    case 'drop':
      delete record[keys[change.index % keys.length]!];
      break;
    case 'replace':
      record[keys[change.index % keys.length]!] = change.value;
      break;
    case 'add':
      Object.defineProperty(record, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
      break;
    case 'whole':
      body = change.value;
      break;
    case 'raw':
      text = change.text;
      mustRefuse = 'invalid JSON or not an object';
      break;
    case 'number-text': {
      const key = keys[change.index % keys.length]!;
      text = JSON.stringify({ ...record, [key]: 0 }).replace(`"${key}":0`, `"${key}":${change.literal}`);
      break;
    }
    case 'content-type':
      contentType = change.type;
      mustRefuse = 'a body that is not JSON';
      break;
    case 'path': {
      const names = paramNames(operation);
      const name = names[change.index % names.length]!;
      values[name] = change.encode ? safeEncode(change.value) : raw(change.value);
      if (REFERENCE_PARAMS.has(name) && change.value !== valid.params[name]) mustRefuse = `{${name}} names nothing`;
      break;
    }
    case 'query':
      query = `?${change.query}`;
      if (/^(__proto__|constructor)/.test(change.query)) mustRefuse = 'a reserved query key';
      break;
    case 'credentials':
      if (operation.path.includes('{email}')) {
        values.email = change.email === null ? '' : safeEncode(change.email);
        values.token = change.token === null ? '' : safeEncode(change.token);
      } else if (record && 'token' in record) {
        if (change.email === null) delete record.email;
        else record.email = change.email;
        if (change.token === null) delete record.token;
        else record.token = change.token;
      }
      if (operation.path.includes('{email}') || (record && 'token' in valid.bodies[operation.operationId]!)) mustRefuse = 'wrong credentials';
      break;
  }

  const path = fillPath(operation, values) + query;
  if (text === undefined && operation.hasBody) text = JSON.stringify(body) ?? 'null';
  if (text !== undefined) text = withDeepValues(text);
  if (mustRefuse === null && change.kind !== 'path' && change.kind !== 'query') {
    const match = checker.findOperation(operation.method, path.split('?')[0]!);
    const parsed = text === undefined ? ({ ok: true, value: undefined } as const) : safeParse(text);
    const problems = match && parsed.ok ? checker.checkRequest(match, { body: parsed.value }) : [];
    if (!match) mustRefuse = 'a path the contract does not have';
    else if (!parsed.ok) mustRefuse = 'invalid JSON';
    else if (problems.length > 0) mustRefuse = problems.join('; ');
  } else if (mustRefuse === null && change.kind === 'path') {
    // A raw '?' in the value starts the query, as the server reads it.
    const match = checker.findOperation(operation.method, path.split('?')[0]!);
    if (!match) mustRefuse = 'a path the contract does not have';
    else if (checker.checkRequest(match, { body: valid.bodies[operation.operationId] }).length > 0) mustRefuse = 'path values the contract refuses';
  }
  return { method, path, body: operation.hasBody ? text : undefined, contentType, mustRefuse };
}

function safeParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The data on disk: the snapshot and its journal. */
const fileHash = () => {
  const hash = createHash('sha256').update(readFileSync(dataFile));
  if (existsSync(`${dataFile}.journal`)) hash.update(readFileSync(`${dataFile}.journal`));
  return hash.digest('hex');
};

async function sendAndCheck(request: Built, what: string): Promise<Answer> {
  const before = fileHash();
  const headers: Record<string, string> = {};
  if (request.body !== undefined && request.contentType !== null) headers['content-type'] = request.contentType;
  const answer = await server.send(request.method, request.path, undefined, { raw: request.body, headers });
  tally.requests += 1;
  tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
  const shown = `${what}: ${request.method} ${request.path.slice(0, 300)} ${request.body?.slice(0, 300) ?? ''} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) tally.serverErrors += 1;
  expect(answer.status, shown).toBeLessThan(500);
  if (answer.status >= 400) {
    tally.refused += 1;
    expect(answer.headers['content-type'], shown).toMatch(/^application\/json/);
    expect(answer.body, shown).toEqual({ error: expect.stringMatching(/\S/) });
    expect(fileHash(), `${shown}: a refused request changed the data file`).toBe(before);
  } else {
    tally.accepted += 1;
    expect(request.mustRefuse, `${shown}: accepted, but it must be refused (${request.mustRefuse})`).toBeNull();
    // An accepted request may change the data: start the next one from the same data.
    await store.replace(structuredClone(initial));
  }
  return answer;
}

// ---------------------------------------------------------------- the suite

/** A seed per operation, from the run's seed, so that one operation's failure repeats on its own. */
const seedOf = (operationId: string) => [...operationId].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, SEED);

describe(`API fuzz, seed ${SEED} (set FUZZ_SEED to change it)`, () => {
  it('starts from a valid request for every operation', async () => {
    for (const operation of operations) {
      const path = fillPath(operation, encodedParams());
      const match = checker.findOperation(operation.method, path)!;
      expect(match.operation, operation.operationId).toBe(operation);
      expect(checker.checkRequest(match, { body: valid.bodies[operation.operationId] }), operation.operationId).toEqual([]);
    }
    // Each operation's checks are compiled on first use: seconds of work, more on a loaded machine.
  }, 60_000);

  for (const operation of operations) {
    it(`${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`, async () => {
      await fc.assert(
        fc.asyncProperty(changeFor(operation), async (change) => {
          await sendAndCheck(build(operation, change), `${operation.operationId} with ${JSON.stringify(change, (_k, v: unknown) => (typeof v === 'string' && v.length > 120 ? `${v.slice(0, 120)}... (${v.length} chars)` : v)).slice(0, 400)}`);
        }),
        { seed: seedOf(operation.operationId), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }, 120_000);
  }

  it('answers every documented path called with a method it does not take with 405 { error } and Allow', async () => {
    const paths = [...new Set(operations.map((o) => o.path))];
    for (const template of paths) {
      const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(valid.params[name]!));
      // A literal path may also fit another operation's template (GET /company/clients/{email}/{token}/{ownerId}).
      const taken = new Set(checker.methodsOf(path).map((m) => m.toUpperCase()));
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !taken.has(m))) {
        const answer = await sendAndCheck({ method, path, body: method === 'GET' ? undefined : '{}', contentType: 'application/json', mustRefuse: 'a method the path does not take' }, 'wrong method');
        expect(answer.status, `${method} ${template}`).toBe(405);
        expect(answer.headers.allow, `${method} ${template}`).toBeDefined();
      }
    }
  });

  it(`sent at least ${TOTAL} requests, and no answer was a 5xx`, () => {
    expect(tally.requests).toBeGreaterThanOrEqual(TOTAL);
    expect(tally.serverErrors).toBe(0);
  });
});
