import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import { EditProfileField } from './edit-profile-field.use-case';
import type { UserField } from './profile.port';

const api = () => {
  const calls: Array<[UserField, string]> = [];
  return { calls, editUserField: async (_c: unknown, field: UserField, value: string) => (calls.push([field, value]), ok({ message: 'Updated.' })) };
};

describe('EditProfileField', () => {
  it.each([
    ['nick', 'ana.lima2', { username: 'ana.lima2' }],
    ['name', 'Anabela', { name: 'Anabela' }],
    ['name', 'Joã0', { name: 'Joã0' }],
    ['name', 'A'.repeat(50), { name: 'A'.repeat(50) }],
    ['surname', 'Souza', { surname: 'Souza' }],
    ['email', 'new@example.com', { email: 'new@example.com' }],
    ['phone', '11912345678', { phone: '11912345678' }],
    ['docid', '529.982.247-25', { docId: '52998224725' }],
  ] as const)('updates %s on the server and in the stored record', async (field, value, expected) => {
    const store = signedInStore('freelancer');
    const fake = api();
    const result = await new EditProfileField(fake, store).execute({ field, value });
    expect(result.ok).toBe(true);
    expect(store.session?.user).toMatchObject(expected);
    expect(fake.calls).toHaveLength(1);
  });

  it('gives the general alert when no field was chosen', async () => {
    const result = await new EditProfileField(api(), signedInStore('employer')).execute({ field: null, value: 'x' });
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'value', code: 'NOTHING_CHOSEN' }] });
  });

  it.each([
    ['phone', '', 'PHONE_INVALID'],
    ['docid', '', 'DOCUMENT_INVALID'],
    ['email', 'ana@', 'EMAIL_INVALID'],
    ['nick', 'a b', 'USERNAME_INVALID'],
    ['name', 'Ana', 'NAME_INVALID'],
    ['name', 'J@na', 'NAME_INVALID'],
    ['name', 'A'.repeat(51), 'NAME_INVALID'],
    ['surname', 'Sá!', 'SURNAME_INVALID'],
  ] as const)('refuses %s %j', async (field, value, code) => {
    const fake = api();
    const result = await new EditProfileField(fake, signedInStore('employer')).execute({ field, value });
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'value', code }] });
    expect(fake.calls).toEqual([]);
  });
});
