import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { emailOfLength, sampleClientInput as input } from '../testing/business-fixtures';
import { FixedClock } from '../testing/fixed-clock';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { ValidationCode } from '../validation/validation-codes';
import type { ClientInput } from './client.entity';
import type { ClientField } from './client.rules';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import { UpdateClient } from './update-client.use-case';

// 02:00 UTC on 2 March is still 1 March in São Paulo: the business's today for the birthday rule.
const clock = new FixedClock('2026-03-02T02:00:00Z', 'America/Sao_Paulo');

let api: RecordingClientsApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingClientsApi();
  cache = new MemoryCache({ [CLIENTS_CACHE_KEY]: [{ id: 'c1' }] });
});

const update = (clientId: string, changes: Partial<ClientInput>, store = signedInToBusiness('employer')) =>
  new UpdateClient(api, store, cache, clock).execute(clientId, { ...input, ...changes });

describe('UpdateClient', () => {
  it("sends the trimmed fields with the caller's credentials and clears the cached clients", async () => {
    const typed = { name: '  Joana Prado ', phone: ' 11988887777 ', email: ' joana@cliente.com ', docId: ' 529.982.247-25 ' };
    expect(await update('c1', typed, signedInToBusiness('manager'))).toEqual(ok(ACK));
    expect(api.calls).toEqual([['update', credentialsFor('manager'), 'c1', { ...input, docId: '52998224725' }]]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).toBeNull();
  });

  it('sends a phone written with punctuation as its digits, as a client import does', async () => {
    expect(await update('c1', { phone: ' (11) 3051-2244 ' })).toEqual(ok(ACK));
    expect(api.calls).toEqual([['update', credentialsFor('employer'), 'c1', { ...input, phone: '1130512244' }]]);
  });

  it.each<Partial<ClientInput>>([
    { name: 'Joan' },
    { name: 'J'.repeat(50) },
    { name: 'João 2' },
    { phone: '123456' },
    { phone: '1'.repeat(50) },
    { phone: '(12) 3456' },
    { email: 'a@b.c' },
    { email: emailOfLength(50, '@b.c') },
    { docId: '123456' },
    { docId: '1'.repeat(14) },
    { birthday: Temporal.PlainDate.from('2026-03-01') },
    { serviceMinutes: null },
    { serviceMinutes: 0 },
    { serviceMinutes: 23 * 60 + 59 },
  ])('accepts %j at the bounds of its rule', async (changes) => {
    expect((await update('c1', changes)).ok).toBe(true);
    expect(api.calls).toHaveLength(1);
  });

  it.each<[Partial<ClientInput>, ClientField, ValidationCode]>([
    [{ name: 'Joa' }, 'name', 'NAME_INVALID'],
    [{ name: '  Joa  ' }, 'name', 'NAME_INVALID'],
    [{ name: 'J'.repeat(51) }, 'name', 'NAME_INVALID'],
    [{ name: 'Joana!' }, 'name', 'NAME_INVALID'],
    [{ phone: '12345' }, 'phone', 'PHONE_INVALID'],
    [{ phone: '1'.repeat(51) }, 'phone', 'PHONE_INVALID'],
    [{ phone: '(12) 345' }, 'phone', 'PHONE_INVALID'],
    [{ phone: '11 3051-22AB' }, 'phone', 'PHONE_INVALID'],
    [{ email: 'joana@cliente' }, 'email', 'EMAIL_INVALID'],
    [{ email: emailOfLength(51, '@b.c') }, 'email', 'EMAIL_INVALID'],
    [{ docId: '12345' }, 'docId', 'DOCUMENT_INVALID'],
    [{ docId: '1'.repeat(15) }, 'docId', 'DOCUMENT_INVALID'],
    [{ docId: '12a456' }, 'docId', 'DOCUMENT_INVALID'],
    // Already 2 March in UTC, but tomorrow for the business.
    [{ birthday: Temporal.PlainDate.from('2026-03-02') }, 'birthday', 'BIRTHDAY_INVALID'],
    [{ address: null }, 'address', 'ADDRESS_INVALID'],
    [{ address: { ...input.address!, latitude: null } }, 'address', 'ADDRESS_INVALID'],
    [{ serviceMinutes: -1 }, 'serviceMinutes', 'DURATION_INVALID'],
    [{ serviceMinutes: 24 * 60 }, 'serviceMinutes', 'DURATION_INVALID'],
    [{ serviceMinutes: 1.5 }, 'serviceMinutes', 'DURATION_INVALID'],
  ])('refuses %j (%s: %s), sends nothing and keeps the cached clients', async (changes, field, code) => {
    expect(await update('c1', changes)).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field, code }] }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).not.toBeNull();
  });

  it('answers every broken rule at once', async () => {
    const result = await update('c1', { name: '', phone: '', email: '' });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.field)).toEqual(['name', 'phone', 'email']);
  });

  it('needs the id of the client, and sends nothing without one', async () => {
    expect(await update('', {})).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through and keeps the cached clients", async () => {
    api.failure = REFUSED;
    expect(await update('c1', {})).toEqual(err(REFUSED));
    expect(cache.peek(CLIENTS_CACHE_KEY)).toEqual([{ id: 'c1' }]);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await update('c1', {}, new MemorySessionStore())).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).toEqual([{ id: 'c1' }]);
  });
});
