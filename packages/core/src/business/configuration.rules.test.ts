import { describe, expect, it } from 'vitest';
import { ROLES } from '../account/user.entity';
import { canOpen } from '../navigation/access.policy';
import { mayChangeConfiguration } from './configuration.rules';

describe('mayChangeConfiguration', () => {
  it('is the owner alone', () => {
    expect(ROLES.filter(mayChangeConfiguration)).toEqual(['employer']);
  });

  it('managers and leaders still open /business-work-days, to read the hours', () => {
    for (const role of ['manager', 'leader'] as const) {
      expect(canOpen({ role, activation: 'activated' }, '/business-work-days')).toBe(true);
      expect(mayChangeConfiguration(role)).toBe(false);
    }
  });
});
