import { describe, expect, it } from 'vitest';
import { newToken } from '../security/tokens';
import { redactPath } from './request-log';

describe('redactPath', () => {
  it('removes token-like segments and keeps the rest', () => {
    const token = newToken();
    expect(redactPath(`/check_auth/ana@example.com/${token}`)).toBe('/check_auth/ana@example.com/[redacted]');
    expect(redactPath(`/company/clients/ana@example.com/${token}/4f1c2a`)).toBe('/company/clients/ana@example.com/[redacted]/4f1c2a');
    expect(redactPath('/login')).toBe('/login');
  });
});
