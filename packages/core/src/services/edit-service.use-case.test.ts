import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingServicesApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { EditService } from './edit-service.use-case';

let api: RecordingServicesApi;
const store = signedInToBusiness('manager');

beforeEach(() => {
  api = new RecordingServicesApi();
});

const refusal = (...issues: Array<[field: string, code: string]>) => err({ code: 'VALIDATION_FAILED', issues: issues.map(([field, code]) => ({ field, code })) });

describe('EditService', () => {
  it("sends the trimmed name and the price read as a number, with the caller's credentials", async () => {
    expect(await new EditService(api, store).execute({ id: 's1', name: '  Limpeza pesada ', price: ' 150,5 ' })).toEqual(ok(ACK));
    expect(api.calls).toEqual([['edit', credentialsFor('manager'), { id: 's1', name: 'Limpeza pesada', price: 150.5 }]]);
  });

  it.each([
    ['Abc', '0', 0],
    ['A'.repeat(50), '9999999', 9999999],
    ['Lavagem', '12.5', 12.5],
    ['Lavagem', '12,05', 12.05],
    ['Lavagem', '7.25', 7.25],
  ])('accepts name %j and price %j at the bounds (price %d)', async (name, price, value) => {
    expect((await new EditService(api, store).execute({ id: 's1', name, price })).ok).toBe(true);
    expect(api.calls).toEqual([['edit', credentialsFor('manager'), { id: 's1', name, price: value }]]);
  });

  it.each([
    ['Ab', '10', [['name', 'FIELD_INVALID']]],
    ['  Ab  ', '10', [['name', 'FIELD_INVALID']]],
    ['A'.repeat(51), '10', [['name', 'FIELD_INVALID']]],
    ['Lavagem\ncompleta', '10', [['name', 'CONTROL_CHARACTERS']]],
    ['Lavagem\t', '10', [['name', 'CONTROL_CHARACTERS']]],
    ['Lavagem', '10000000', [['price', 'PRICE_INVALID']]],
    ['Lavagem', '12.505', [['price', 'PRICE_INVALID']]],
    ['Lavagem', '-1', [['price', 'PRICE_INVALID']]],
    ['Lavagem', '', [['price', 'PRICE_INVALID']]],
    ['', 'ten', [['name', 'FIELD_INVALID'], ['price', 'PRICE_INVALID']]],
  ] as Array<[string, string, Array<[string, string]>]>)('refuses name %j and price %j, and sends nothing', async (name, price, issues) => {
    expect(await new EditService(api, store).execute({ id: 's1', name, price })).toEqual(refusal(...issues));
    expect(api.calls).toEqual([]);
  });

  it('needs the id of the service before anything else', async () => {
    expect(await new EditService(api, store).execute({ id: '', name: '', price: '' })).toEqual(refusal(['id', 'ID_MISSING']));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new EditService(api, new MemorySessionStore()).execute({ id: 's1', name: 'Lavagem', price: '10' })).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new EditService(api, store).execute({ id: 's1', name: 'Lavagem', price: '10' })).toEqual(err(REFUSED));
  });
});
