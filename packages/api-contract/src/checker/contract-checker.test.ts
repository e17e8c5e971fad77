import { describe, expect, it } from 'vitest';
import { createContractChecker, documentChecker } from './contract-checker';
import { readOpenApiDocument } from './openapi-document';

const checker = documentChecker();
const find = (method: string, path: string) => {
  const match = checker.findOperation(method, path);
  if (!match) throw new Error(`no operation for ${method} ${path}`);
  return match;
};

describe('the contract checker', () => {
  // Compiling every schema takes seconds on a busy 2-core machine: its own time limit.
  it('compiles every schema of the document in strict mode', { timeout: 60_000 }, () => {
    const fresh = createContractChecker(readOpenApiDocument());
    expect(fresh.operations).toHaveLength(55);
    for (const operation of fresh.operations) {
      const match = { operation, params: {} };
      expect(() => fresh.checkRequest(match, { body: {} })).not.toThrow();
      for (const status of operation.statuses) expect(() => fresh.checkResponse(match, { status: Number(status), contentType: 'application/json', body: {} })).not.toThrow();
    }
  });

  it('finds operations by method and raw path, with decoded parameters, odd spellings and in-segment parameters', () => {
    expect(find('POST', '/change-pasword').operation.operationId).toBe('changePassword');
    expect(find('GET', '/category-pt-BR/ana%40example.com/t0k').params).toEqual({ language: 'pt-BR', email: 'ana@example.com', token: 't0k' });
    expect(find('HEAD', '/check_auth/a/b').operation.operationId).toBe('checkAuth');
    expect(find('PUT', '/company/perfil/edit/bussinessid').params).toEqual({ field: 'bussinessid' });
    expect(find('GET', '/company/clients/handle-issues/a/b/u1').operation.operationId).toBe('listPendingClients');
    expect(find('GET', '/company/clients/a/b/o1').operation.operationId).toBe('listClients');
    expect(find('GET', '/company/client/service/notify/started/a/b/c/o/u/Ana-Lima/v1').operation.operationId).toBe('startVisit');
    expect(find('GET', '/company/client/service/notify/started/a/b/c/o/u/Ana-Lima/v1/%3ATudo%20limpo').params).toMatchObject({ reportText: ':Tudo limpo' });
    expect(find('GET', '/company/client/service/notify/cancel/a/b/c1/o/c1/v1').params).toMatchObject({ clientId: 'c1', sameClientId: 'c1' });
    expect(checker.findOperation('GET', '/login')).toBeNull();
    expect(checker.findOperation('POST', '/company/clients/a/b/o1')).toBeNull();
    expect(checker.findOperation('GET', '/no/such/path')).toBeNull();
    expect(find('GET', '/check_auth/%E0%A4%A/b').params).toBeNull();
  });

  it('checks a request: parameters, a missing or wrong body, and the bearer header standing for the token', () => {
    expect(checker.checkRequest(find('POST', '/login'), { body: { email: 'a@b.co', password: 'Secret#2026' } })).toEqual([]);
    expect(checker.checkRequest(find('POST', '/login'), { body: { email: 'a@b.co' } })).toEqual(["body must have required property 'password'"]);
    expect(checker.checkRequest(find('POST', '/login'), { body: undefined })).toEqual(['the JSON body is missing']);
    expect(checker.checkRequest(find('POST', '/register'), { body: { name: 'Ana', surname: 'Lima', email: 'a@b.co', password: 'Secret#2026', docid: 123456, useterms: 'yes' } })).toEqual([
      'body/useterms must be boolean',
    ]);
    expect(checker.checkRequest(find('PUT', '/user/perfil/edit/age'), { body: { email: 'a', token: 'b', dataUpdate: 'x' } })[0]).toMatch(/^path\/field must be equal to one of the allowed values/);
    const activate = find('POST', '/account/user/active-account');
    expect(checker.checkRequest(activate, { body: { email: 'a@b.co', code: '123456' } })).toEqual(["body must have required property 'token'"]);
    expect(checker.checkRequest(activate, { body: { email: 'a@b.co', code: '123456' }, bearer: true })).toEqual([]);
    expect(checker.checkRequest(find('GET', '/company/item/budget/edit/a/b/i1/Limpeza/12%2C5'), { body: undefined })).toEqual([]);
    expect(checker.checkRequest(find('GET', '/company/item/budget/edit/a/b/i1/Limpeza/doze'), { body: undefined })[0]).toMatch(/^path\/price must match pattern/);
  });

  it('checks an answer: documented status, JSON, and the body against the status schema (no extra fields where the shape is fixed)', () => {
    const checkAuth = find('GET', '/check_auth/a/b');
    expect(checker.checkResponse(checkAuth, { status: 200, contentType: 'application/json; charset=utf-8', body: { token: 't' } })).toEqual([]);
    expect(checker.checkResponse(checkAuth, { status: 200, contentType: 'application/json', body: { token: 't', extra: 1 } })).toEqual(['body must NOT have additional properties (extra)']);
    expect(checker.checkResponse(checkAuth, { status: 200, contentType: 'text/html', body: { token: 't' } })).toEqual(['the content type is text/html, not JSON']);
    expect(checker.checkResponse(checkAuth, { status: 409, contentType: 'application/json', body: { error: 'x' } })).toEqual([
      'status 409 is not documented for checkAuth (documented: 200, 400, 401)',
    ]);
    expect(checker.checkResponse(checkAuth, { status: 401, contentType: 'application/json', body: { message: 'x' } })).toEqual(["body must have required property 'error'"]);
    expect(checker.checkResponse(null, { status: 404, contentType: 'application/json', body: { error: 'No route' } })).toEqual([]);
    expect(checker.checkResponse(null, { status: 200, contentType: 'application/json', body: { error: 'x' } })).toEqual([
      'status 200 for a path the document does not have (only 404 fits)',
    ]);
  });
});
