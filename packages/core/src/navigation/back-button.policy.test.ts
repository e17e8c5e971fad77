import { describe, expect, it } from 'vitest';
import { showsBackButton } from './back-button.policy';

describe('showsBackButton', () => {
  it.each([
    ['/dashboard', false],
    ['/dashboard/user/account/active', false],
    ['/dashboard/user/account/role', false],
    ['/login', true],
    ['/business-clients', true],
    ['/', true],
  ])('%s -> %s', (path, expected) => expect(showsBackButton(path)).toBe(expected));
});
