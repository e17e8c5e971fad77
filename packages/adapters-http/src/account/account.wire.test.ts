import { describe, expect, it } from 'vitest';
import { readLoginAnswer, toWireChangePassword, toWireRegistration } from './account.wire';

const wireUser = {
  id: 7,
  name: 'Ana',
  surname: 'Lima',
  email: 'ana@example.com',
  doc_id: 12345678901,
  phone: null,
  location_description: 'Rua Augusta, 100',
  latitude: '-23.55',
  longitude: -46.65,
  complement: '',
  role: 'manager',
  is_active: 'activated',
  token: 't0k3n',
  createdById: 3,
};

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

  it('also reads a flat record beside url (DECISIONS 23)', () => {
    const result = readLoginAnswer({ ...wireUser, url: '/dashboard' });
    expect(result.ok && result.value.session.user.createdById).toBe('3');
  });

  it('refuses an answer without a token or with an unknown role', () => {
    expect(readLoginAnswer({ user: { ...wireUser, token: undefined } }).ok).toBe(false);
    expect(readLoginAnswer({ user: { ...wireUser, role: 'admin' } }).ok).toBe(false);
    expect(readLoginAnswer('nope').ok).toBe(false);
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
