// Every e-mail a request body carries passes core's rule, as the app's forms do:
// an account's e-mail checkEmail, a client's checkGeneralEmail. A refusal is 400 with the
// specification's message and writes nothing. (The e-mail beside a token is a credential: a wrong
// one is a 401, tested with the sessions.)
import { validationMessagesEn as M } from '@fieldteam/core';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { createTestContext } from '../testing/test-context';
import { VALID_LOGIN, validRequests, type ValidRequests } from '../testing/valid-requests';

type Method = 'post' | 'put';
/** An operation whose body carries an e-mail: its method, path, valid body (by operation id) and the e-mail's field. */
type EmailField = readonly [method: Method, path: string, operation: string, field: string];

const ACCOUNT_FIELDS: readonly EmailField[] = [
  ['post', '/login', 'login', 'email'],
  ['post', '/register', 'register', 'email'],
  ['post', '/request', 'requestResetCode', 'email'],
  ['post', '/change-pasword', 'changePassword', 'email'],
  ['post', '/set-employer', 'setEmployer', 'primaryemailbusiness'],
  ['post', '/set-employer', 'setEmployer', 'secondaryemailbusiness'],
  ['put', '/user/perfil/edit/email', 'editUserField', 'dataUpdate'],
  ['put', '/company/perfil/edit/primaryemailbusiness', 'editCompanyField', 'dataUpdate'],
  ['put', '/company/perfil/edit/secondaryemailbusiness', 'editCompanyField', 'dataUpdate'],
  ['post', '/company/cadastre/manager', 'createManager', 'manageremail'],
  ['post', '/company/cadastre/leader', 'createLeader', 'manageremail'],
];

const CLIENT_FIELDS: readonly EmailField[] = [
  ['post', '/company/clients/cadastre', 'createClient', 'clientEmail'],
  ['post', '/company/clients/update/user', 'updateClient', 'clientEmail'],
  ['post', '/company/clients/client/services/add', 'attachServices', 'clietEmail'],
];

/** Refused everywhere: each would add a recipient or a mailto: parameter, or is no address at all. */
const NEVER = [
  'a@b.co?bcc=x@y.z',
  'a@b.co?bcc=evil%40x.io&subject=hi',
  'a&b@c.de',
  '<a@b.co>',
  'a b@c.de',
  `${'a'.repeat(45)}@b.com`, // 51 characters
  'ana@example',
  'ana@-example.com',
  'ana@example-.com',
];

/** 50 characters: the longest address any field takes. */
const LONGEST = `${'a'.repeat(38)}@example.com`;
/** A client's address, but not an account's (000's pattern has no apostrophe or plus). */
const CLIENT_ONLY = "o'brien+visitas@cliente.com.br";

let ctx: AppContext;
let valid: ValidRequests;

async function freshApp() {
  ctx = await createTestContext();
  const app = createApp(ctx);
  const login = await request(app).post('/login').send(VALID_LOGIN).expect(200);
  valid = validRequests(ctx.store.data, login.body.user as { id: string; token: string });
  return app;
}

const send = (app: ReturnType<typeof createApp>, [method, path, operation, field]: EmailField, email: string) =>
  request(app)[method](path).send({ ...valid.bodies[operation], [field]: email });

describe('an e-mail the rule refuses: 400 with the specification\'s message, nothing written', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    app = await freshApp();
  });

  const cases = [...ACCOUNT_FIELDS, ...CLIENT_FIELDS].flatMap((target) => NEVER.map((email) => [target[1], target[3], email, target] as const));
  it.each(cases)('%s %s = %j', async (_path, _field, email, target) => {
    const before = JSON.stringify(ctx.store.data);
    const res = await send(app, target, email);
    expect([res.status, res.body]).toEqual([400, { error: M.EMAIL_INVALID }]);
    expect(JSON.stringify(ctx.store.data)).toBe(before);
  });

  it.each(ACCOUNT_FIELDS.map((target) => [target[1], target[3], target] as const))('%s %s refuses an address outside 000\'s pattern', async (_path, _field, target) => {
    const res = await send(app, target, CLIENT_ONLY);
    expect([res.status, res.body]).toEqual([400, { error: M.EMAIL_INVALID }]);
  });
});

describe('an e-mail the rule takes', () => {
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    app = await freshApp();
  });

  it.each(CLIENT_FIELDS.flatMap((target) => [LONGEST, CLIENT_ONLY].map((email) => [target[1], email, target] as const)))('%s takes the client e-mail %j', async (_path, email, target) => {
    expect((await send(app, target, email)).status).toBe(200);
  });

  it('stores a client\'s address with an apostrophe and a plus as sent', async () => {
    await send(app, CLIENT_FIELDS[0]!, CLIENT_ONLY).expect(200);
    expect(ctx.store.data.clients.find((c) => c.name === valid.bodies.createClient!.name)!.email).toBe(CLIENT_ONLY);
  });

  it.each([
    ['a new manager', ACCOUNT_FIELDS.find(([, path]) => path.endsWith('/manager'))!],
    ['a new leader', ACCOUNT_FIELDS.find(([, path]) => path.endsWith('/leader'))!],
    ["the company's primary e-mail", ACCOUNT_FIELDS.find(([, path]) => path.endsWith('/primaryemailbusiness'))!],
  ])('takes a 50-character account e-mail for %s', async (_what, target) => {
    expect((await send(app, target, LONGEST)).status).toBe(200);
  });
});
