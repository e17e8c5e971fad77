import { describe, expect, it } from 'vitest';
import { createMemoryStore, type Store } from '../store/store';
import { OneTimeCodes } from './one-time-codes';

/** How long a code is good for, and how many wrong tries void it. */
const TEN_MINUTES = 10 * 60 * 1000;
const TRIES = 5;

const t0 = new Date('2026-03-02T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const issue = (codes: OneTimeCodes, store: Store, purpose: 'activation' | 'reset' = 'reset') => store.transact(() => codes.issue(store, 'u1', purpose, t0));

describe('one-time codes', () => {
  it('issues 6 digits, stored only as a hash', async () => {
    const data = createMemoryStore();
    const code = await issue(new OneTimeCodes(), data, 'activation');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(data.data)).not.toContain(`"${code}"`);
  });

  it('is valid once, within 10 minutes', async () => {
    const codes = new OneTimeCodes();
    const data = createMemoryStore();
    const code = await issue(codes, data, 'reset');
    expect(codes.check(data, 'u1', 'reset', code, later(TEN_MINUTES - 1))).toBe('valid');
    await data.transact(() => codes.use(data, 'u1', 'reset'));
    expect(codes.check(data, 'u1', 'reset', code, later(TEN_MINUTES - 1))).toBe('missing');
    const next = await issue(codes, data, 'reset');
    expect(codes.check(data, 'u1', 'reset', next, later(TEN_MINUTES))).toBe('missing');
  });

  it('is taken by the first right check: a parallel check with the same code is refused until it is handed back', async () => {
    const codes = new OneTimeCodes();
    const data = createMemoryStore();
    const code = await issue(codes, data, 'reset');
    expect(codes.check(data, 'u1', 'reset', code, t0)).toBe('valid');
    expect(codes.check(data, 'u1', 'reset', code, t0)).toBe('missing');
    codes.untake(data, 'u1', 'reset');
    expect(codes.check(data, 'u1', 'reset', code, t0)).toBe('valid');
  });

  it(`is void after ${TRIES} wrong tries, counted without writing the data`, async () => {
    const codes = new OneTimeCodes();
    const data = createMemoryStore();
    const code = await issue(codes, data, 'activation');
    const before = JSON.stringify(data.data);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < TRIES; i += 1) expect(codes.check(data, 'u1', 'activation', wrong, t0)).toBe('wrong');
    expect(codes.check(data, 'u1', 'activation', wrong, t0)).toBe('exhausted');
    expect(codes.check(data, 'u1', 'activation', code, t0)).toBe('missing');
    expect(codes.hasLive(data, 'u1', 'activation', t0)).toBe(false);
    expect(JSON.stringify(data.data)).toBe(before);
  });

  it('keeps activation and reset codes apart, and a new code replaces the old one (and its tries)', async () => {
    const codes = new OneTimeCodes();
    const data = createMemoryStore();
    const activation = await issue(codes, data, 'activation');
    const first = await issue(codes, data, 'reset');
    const second = await issue(codes, data, 'reset');
    if (first !== second) expect(codes.check(data, 'u1', 'reset', first, t0)).toBe('wrong');
    expect(codes.check(data, 'u1', 'reset', second, t0)).toBe('valid');
    expect(codes.check(data, 'u1', 'activation', activation, t0)).toBe('valid');
  });

  it('answers missing for an unknown address, whatever the code', async () => {
    const codes = new OneTimeCodes();
    const data = createMemoryStore();
    const code = await issue(codes, data, 'reset');
    expect(codes.check(data, undefined, 'reset', code, t0)).toBe('missing');
  });

  it('accepts a code that lost its leading zeros on the wire', async () => {
    const codes = new OneTimeCodes();
    const data = createMemoryStore();
    let code = await issue(codes, data, 'reset');
    while (!code.startsWith('0')) code = await issue(codes, data, 'reset');
    expect(codes.check(data, 'u1', 'reset', Number(code), t0)).toBe('valid');
  });
});
