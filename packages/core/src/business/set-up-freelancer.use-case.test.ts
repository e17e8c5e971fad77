import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import { SetUpFreelancer } from './set-up-freelancer.use-case';

const address = { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null };

describe('SetUpFreelancer', () => {
  it('stores the freelancer role, phone and address in the session', async () => {
    const store = signedInStore('default');
    const api = { setFreelancer: async () => ok({ message: 'Profile saved.', role: 'freelancer' as const }) };
    const result = await new SetUpFreelancer(api, store).execute({ address, phone: ' 11987654321 ', activities: ['Cleaning'], acceptedTerms: true });
    expect(result.ok).toBe(true);
    expect(store.session?.user).toMatchObject({ role: 'freelancer', phone: '11987654321', address });
  });

  it('needs an address picked from the suggestions, a phone, one activity and the terms', async () => {
    const api = { setFreelancer: async () => ok({ message: '', role: 'freelancer' as const }) };
    const result = await new SetUpFreelancer(api, signedInStore('default')).execute({
      address: { ...address, longitude: null },
      phone: '12345',
      activities: [],
      acceptedTerms: false,
    });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues).toEqual([
      { field: 'address', code: 'ADDRESS_INVALID' },
      { field: 'phone', code: 'PHONE_INVALID' },
      { field: 'activities', code: 'ACTIVITY_REQUIRED' },
      { field: 'acceptedTerms', code: 'TERMS_REQUIRED' },
    ]);
  });

  it("keeps the session's role when the server refuses", async () => {
    const store = signedInStore('default');
    const api = { setFreelancer: async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'Only new accounts choose a role.' }) };
    const result = await new SetUpFreelancer(api, store).execute({ address, phone: '11987654321', activities: ['Cleaning'], acceptedTerms: true });
    expect(!result.ok && result.error.code).toBe('API_REFUSED');
    expect(store.session?.user.role).toBe('default');
  });
});
