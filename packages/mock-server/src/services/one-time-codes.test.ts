import { describe, expect, it } from 'vitest';
import { emptyData } from '../store/schema';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, OneTimeCodes } from './one-time-codes';

const t0 = new Date('2026-03-02T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('one-time codes', () => {
  it('issues 6 digits, stored only as a hash', () => {
    const data = emptyData();
    const code = new OneTimeCodes().issue(data, 'u1', 'activation', t0);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(data)).not.toContain(`"${code}"`);
  });

  it('is valid once, within 10 minutes', () => {
    const codes = new OneTimeCodes();
    const data = emptyData();
    const code = codes.issue(data, 'u1', 'reset', t0);
    expect(codes.check(data, 'u1', 'reset', code, later(CODE_TTL_MS - 1))).toBe('valid');
    codes.use(data, 'u1', 'reset');
    expect(codes.check(data, 'u1', 'reset', code, later(CODE_TTL_MS - 1))).toBe('missing');
    const next = codes.issue(data, 'u1', 'reset', t0);
    expect(codes.check(data, 'u1', 'reset', next, later(CODE_TTL_MS))).toBe('missing');
  });

  it('is taken by the first right check: a parallel check with the same code is refused until it is handed back', () => {
    const codes = new OneTimeCodes();
    const data = emptyData();
    const code = codes.issue(data, 'u1', 'reset', t0);
    expect(codes.check(data, 'u1', 'reset', code, t0)).toBe('valid');
    expect(codes.check(data, 'u1', 'reset', code, t0)).toBe('missing');
    codes.untake(data, 'u1', 'reset');
    expect(codes.check(data, 'u1', 'reset', code, t0)).toBe('valid');
  });

  it(`is void after ${CODE_MAX_ATTEMPTS} wrong tries, counted without writing the data`, () => {
    const codes = new OneTimeCodes();
    const data = emptyData();
    const code = codes.issue(data, 'u1', 'activation', t0);
    const before = JSON.stringify(data);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) expect(codes.check(data, 'u1', 'activation', wrong, t0)).toBe('wrong');
    expect(codes.check(data, 'u1', 'activation', wrong, t0)).toBe('exhausted');
    expect(codes.check(data, 'u1', 'activation', code, t0)).toBe('missing');
    expect(codes.hasLive(data, 'u1', 'activation', t0)).toBe(false);
    expect(JSON.stringify(data)).toBe(before);
  });

  it('keeps activation and reset codes apart, and a new code replaces the old one (and its tries)', () => {
    const codes = new OneTimeCodes();
    const data = emptyData();
    const activation = codes.issue(data, 'u1', 'activation', t0);
    const first = codes.issue(data, 'u1', 'reset', t0);
    const second = codes.issue(data, 'u1', 'reset', t0);
    if (first !== second) expect(codes.check(data, 'u1', 'reset', first, t0)).toBe('wrong');
    expect(codes.check(data, 'u1', 'reset', second, t0)).toBe('valid');
    expect(codes.check(data, 'u1', 'activation', activation, t0)).toBe('valid');
  });

  it('answers missing for an unknown address, whatever the code', () => {
    const codes = new OneTimeCodes();
    const data = emptyData();
    const code = codes.issue(data, 'u1', 'reset', t0);
    expect(codes.check(data, undefined, 'reset', code, t0)).toBe('missing');
  });

  it('accepts a code that lost its leading zeros on the wire', () => {
    const codes = new OneTimeCodes();
    const data = emptyData();
    let code = codes.issue(data, 'u1', 'reset', t0);
    while (!code.startsWith('0')) code = codes.issue(data, 'u1', 'reset', t0);
    expect(codes.check(data, 'u1', 'reset', Number(code), t0)).toBe('valid');
  });
});
