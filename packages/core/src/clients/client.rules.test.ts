import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { sampleClientInput } from '../testing/business-fixtures';
import type { ClientInput } from './client.entity';
import { formatDuration, parseDuration, validateClient } from './client.rules';

const input: ClientInput = { ...sampleClientInput, serviceMinutes: null };

const codes = (change: Partial<ClientInput>, options = {}) => validateClient({ ...input, ...change }, options).map((i) => i.code);

describe('validateClient', () => {
  it('accepts the required fields alone', () => expect(codes({})).toEqual([]));

  it('needs a team when adding: "Team not can be in blanc..."', () => {
    expect(codes({}, { teamId: null })).toEqual(['TEAM_REQUIRED']);
    expect(codes({}, { teamId: 't1' })).toEqual([]);
  });

  it.each([
    [{ name: 'Joa' }, 'NAME_INVALID'],
    [{ name: 'a'.repeat(51) }, 'NAME_INVALID'],
    [{ phone: '12345' }, 'PHONE_INVALID'],
    [{ phone: '(12) 345' }, 'PHONE_INVALID'],
    [{ phone: '11 3051-22AB' }, 'PHONE_INVALID'],
    [{ email: 'joana@cliente' }, 'EMAIL_INVALID'],
    [{ email: 'joana cliente@x.com' }, 'EMAIL_INVALID'],
    [{ docId: '12.3' }, 'DOCUMENT_INVALID'],
    [{ docId: '12345' }, 'DOCUMENT_INVALID'],
    [{ docId: '123456789012345' }, 'DOCUMENT_INVALID'],
    [{ docId: '12a456' }, 'DOCUMENT_INVALID'],
    [{ address: null }, 'ADDRESS_INVALID'],
    [{ serviceMinutes: 24 * 60 }, 'DURATION_INVALID'],
    [{ serviceMinutes: -1 }, 'DURATION_INVALID'],
  ])('refuses %j', (change, code) => expect(codes(change)).toEqual([code]));

  it('accepts the general e-mail pattern, a 4-letter name and the duration bounds', () => {
    expect(codes({ email: 'a.b+c@sub.example.museum', name: 'Joan', serviceMinutes: 0 })).toEqual([]);
    expect(codes({ serviceMinutes: 23 * 60 + 59 })).toEqual([]);
  });

  it('takes a phone written as people write it, as a client import does: at least 6 digits once punctuation is left out', () => {
    expect(codes({ phone: '(11) 3051-2244' })).toEqual([]);
    expect(codes({ phone: '+55 11 3051.2244' })).toEqual([]);
    expect(codes({ phone: '(12) 3456' })).toEqual([]);
  });

  it('takes a document id of 6 to 14 digits once punctuation is stripped (spec decision 17)', () => {
    expect(codes({ docId: '123456' })).toEqual([]);
    expect(codes({ docId: '12345678901234' })).toEqual([]);
    expect(codes({ docId: '529.982.247-25' })).toEqual([]);
  });

  it('refuses a birthday in the future', () => {
    const today = Temporal.PlainDate.from('2026-11-21');
    expect(codes({ birthday: Temporal.PlainDate.from('2026-11-22') }, { today })).toEqual(['BIRTHDAY_INVALID']);
    expect(codes({ birthday: Temporal.PlainDate.from('1990-02-28') }, { today })).toEqual([]);
  });
});

describe('service duration', () => {
  it('reads and writes HH:MM', () => {
    expect(parseDuration('01:30')).toBe(90);
    expect(parseDuration('23:59')).toBe(1439);
    expect(parseDuration('24:00')).toBeNull();
    expect(parseDuration('1:60')).toBeNull();
    expect(parseDuration('')).toBeNull();
    expect(formatDuration(90)).toBe('01:30');
    expect(formatDuration(5)).toBe('00:05');
  });
});
