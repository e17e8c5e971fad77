import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { sampleBusinessSetup } from '../testing/business-fixtures';
import { signedInStore } from '../testing/sessions';
import type { BusinessSetup } from './company.entity';
import type { RoleSetupApi } from './role-setup.port';
import { SetUpBusiness } from './set-up-business.use-case';

const setup = sampleBusinessSetup;

const recordingApi = () => {
  const sent: BusinessSetup[] = [];
  const api: Pick<RoleSetupApi, 'setEmployer'> = {
    setEmployer: async (_c, s) => {
      sent.push(s);
      return ok({ message: 'Business registered.', role: 'employer' });
    },
  };
  return { api, sent };
};

describe('SetUpBusiness', () => {
  it('sends the cleaned set-up and stores the employer role in the session', async () => {
    const { api, sent } = recordingApi();
    const store = signedInStore('default');
    const result = await new SetUpBusiness(api, store).execute(setup);
    expect(result).toEqual({ ok: true, value: { message: 'Business registered.', role: 'employer' } });
    expect(sent[0]?.businessId).toBe('12345678000195');
    expect(store.session?.user.role).toBe('employer');
  });

  it('names every missing piece with its own message code, without calling', async () => {
    const { api, sent } = recordingApi();
    const result = await new SetUpBusiness(api, signedInStore('default')).execute({
      ...setup,
      businessId: '123',
      nick: 'a b',
      commercialName: 'X',
      primaryEmail: 'x',
      secondaryEmail: 'y@',
      phone: '123',
      address: { ...setup.address, latitude: null },
      activities: [],
      hours: { workingHours: [], closedDays: [] },
      acceptedTerms: false,
    });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual([
      'BUSINESS_ID_INVALID',
      'ADDRESS_INVALID',
      'BUSINESS_NICK_INVALID',
      'BUSINESS_NAME_INVALID',
      'EMAIL_INVALID',
      'EMAIL_INVALID',
      'PHONE_INVALID',
      'ACTIVITY_REQUIRED',
      'WORKING_HOURS_REQUIRED',
      'TERMS_REQUIRED',
    ]);
    expect(sent).toEqual([]);
  });
});
