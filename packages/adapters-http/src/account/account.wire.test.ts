import { describe, expect, it } from 'vitest';
import { readLoginAnswer, toWireChangePassword, toWireRegistration } from './account.wire';

const wireUser = {
  id: '7',
  name: 'Ana',
  surname: 'Lima',
  username: '',
  email: 'ana@example.com',
  doc_id: '12345678901',
  phone: null,
  location_description: 'Rua Augusta, 100',
  latitude: -23.55,
  longitude: -46.65,
  complement: '',
  role: 'manager',
  is_active: 'activated',
  token: 't0k3n',
  createdById: '3',
};
const badAnswer = { ok: false, error: { code: 'API_BAD_ANSWER' } };

describe('account wire mapping', () => {
  it('reads the nested { user, url } login answer into a session', () => {
    const result = readLoginAnswer({ user: wireUser, url: '/dashboard' });
    expect(result).toEqual({
      ok: true,
      value: {
        next: '/dashboard',
        session: {
          token: 't0k3n',
          user: {
            id: '7',
            createdById: '3',
            name: 'Ana',
            surname: 'Lima',
            username: null,
            email: 'ana@example.com',
            docId: '12345678901',
            phone: null,
            address: { description: 'Rua Augusta, 100', latitude: -23.55, longitude: -46.65, complement: null },
            role: 'manager',
            activation: 'activated',
          },
        },
      },
    });
  });

  it('lets through fields the contract does not name', () => {
    const result = readLoginAnswer({ user: { ...wireUser, nickname: 'ana' }, url: '/dashboard', expiresIn: 3600 });
    expect(result.ok && result.value.session.user.createdById).toBe('3');
  });

  it('refuses a flat record beside url: the contract nests it under user', () => {
    expect(readLoginAnswer({ ...wireUser, url: '/dashboard' })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: "login: the answer must have required property 'user'" } });
  });

  it('refuses numeric ids and document and coordinates sent as text: the contract types them', () => {
    expect(readLoginAnswer({ user: { ...wireUser, id: 7 }, url: '/dashboard' })).toEqual({ ok: false, error: { code: 'API_BAD_ANSWER', detail: 'login: /user/id must be string' } });
    expect(readLoginAnswer({ user: { ...wireUser, createdById: 3 }, url: '/dashboard' })).toMatchObject(badAnswer);
    expect(readLoginAnswer({ user: { ...wireUser, doc_id: 12345678901 }, url: '/dashboard' })).toMatchObject(badAnswer);
    expect(readLoginAnswer({ user: { ...wireUser, latitude: '-23.55' }, url: '/dashboard' })).toMatchObject(badAnswer);
  });

  it('refuses an answer without a token or with an unknown role', () => {
    expect(readLoginAnswer({ user: { ...wireUser, token: undefined }, url: '/dashboard' })).toMatchObject(badAnswer);
    expect(readLoginAnswer({ user: { ...wireUser, role: 'admin' }, url: '/dashboard' })).toEqual({
      ok: false,
      error: { code: 'API_BAD_ANSWER', detail: 'login: /user/role must be equal to one of the allowed values (default, freelancer, employer, manager, leader)' },
    });
    expect(readLoginAnswer('nope')).toMatchObject(badAnswer);
  });

  it('sends the document as an integer and the reset code as a number under the documented names', () => {
    expect(toWireRegistration({ name: 'A', surname: 'B', email: 'e', password: 'p', docId: '00123456', acceptedTerms: true })).toEqual({
      name: 'A',
      surname: 'B',
      email: 'e',
      password: 'p',
      docid: 123456,
      useterms: true,
    });
    expect(toWireChangePassword({ email: 'e', newPassword: 'N', code: '012345' })).toEqual({ email: 'e', newpassword: 'N', code: 12345 });
  });
});
