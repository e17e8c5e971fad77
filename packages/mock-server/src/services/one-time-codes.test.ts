import { describe, expect, it } from 'vitest';
import { emptyData } from '../store/schema';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, consumeCode, hasLiveCode, issueCode } from './one-time-codes';

const t0 = new Date('2026-03-02T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('one-time codes', () => {
  it('issues 6 digits, stored only as a hash', () => {
    const data = emptyData();
    const code = issueCode(data, 'u1', 'activation', t0);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(data)).not.toContain(`"${code}"`);
  });

  it('is valid once, within 10 minutes', () => {
    const data = emptyData();
    const code = issueCode(data, 'u1', 'reset', t0);
    expect(consumeCode(data, 'u1', 'reset', code, later(CODE_TTL_MS - 1))).toBe('valid');
    expect(consumeCode(data, 'u1', 'reset', code, later(CODE_TTL_MS - 1))).toBe('missing');
    const next = issueCode(data, 'u1', 'reset', t0);
    expect(consumeCode(data, 'u1', 'reset', next, later(CODE_TTL_MS))).toBe('missing');
  });

  it(`is void after ${CODE_MAX_ATTEMPTS} wrong tries`, () => {
    const data = emptyData();
    const code = issueCode(data, 'u1', 'activation', t0);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) expect(consumeCode(data, 'u1', 'activation', wrong, t0)).toBe('wrong');
    expect(consumeCode(data, 'u1', 'activation', wrong, t0)).toBe('exhausted');
    expect(consumeCode(data, 'u1', 'activation', code, t0)).toBe('missing');
    expect(hasLiveCode(data, 'u1', 'activation', t0)).toBe(false);
  });

  it('keeps activation and reset codes apart, and a new code replaces the old one', () => {
    const data = emptyData();
    const activation = issueCode(data, 'u1', 'activation', t0);
    const first = issueCode(data, 'u1', 'reset', t0);
    const second = issueCode(data, 'u1', 'reset', t0);
    if (first !== second) expect(consumeCode(data, 'u1', 'reset', first, t0)).toBe('wrong');
    expect(consumeCode(data, 'u1', 'reset', second, t0)).toBe('valid');
    expect(consumeCode(data, 'u1', 'activation', activation, t0)).toBe('valid');
  });

  it('accepts a code that lost its leading zeros on the wire', () => {
    const data = emptyData();
    let code = issueCode(data, 'u1', 'reset', t0);
    while (!code.startsWith('0')) code = issueCode(data, 'u1', 'reset', t0);
    expect(consumeCode(data, 'u1', 'reset', Number(code), t0)).toBe('valid');
  });
});
