import { beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '../account/user.entity';
import { err, ok } from '../shared/result';
import { emailOfLength as email, sampleCompany } from '../testing/business-fixtures';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingProfileApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { ValidationCode } from '../validation/validation-codes';
import { COMPANY_CACHE_KEY } from './company-cache';
import { EditCompanyField } from './edit-company-field.use-case';
import type { CompanyEdit } from './profile.port';

const at = (description: string, latitude: number | null = -23.56, longitude: number | null = -46.65): CompanyEdit => ({
  field: 'address',
  address: { description, latitude, longitude, complement: null } satisfies Address,
});

let api: RecordingProfileApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingProfileApi();
  cache = new MemoryCache({ [COMPANY_CACHE_KEY]: sampleCompany });
});

const edit = (change: CompanyEdit, store = signedInToBusiness('employer')) => new EditCompanyField(api, store, cache).execute(change);

describe('EditCompanyField', () => {
  it.each(BUSINESS_ROLES)("%s: sends the edit for the owner's company and clears the cached company", async (role) => {
    expect(await edit({ field: 'name', value: 'Brilho Limpeza' }, signedInToBusiness(role, 'owner-1'))).toEqual(ok(ACK));
    expect(api.calls).toEqual([['editCompanyField', credentialsFor(role), 'owner-1', { field: 'name', value: 'Brilho Limpeza' }]]);
    expect(cache.peek(COMPANY_CACHE_KEY)).toBeNull();
  });

  it.each<[CompanyEdit, CompanyEdit]>([
    [{ field: 'name', value: '  Brilho Limpeza ' }, { field: 'name', value: 'Brilho Limpeza' }],
    [{ field: 'nick', value: ' brilho.limpeza ' }, { field: 'nick', value: 'brilho.limpeza' }],
    [{ field: 'phone', value: ' 11987654321 ' }, { field: 'phone', value: '11987654321' }],
    [{ field: 'primaryemailbusiness', value: ' contato@brilho.com ' }, { field: 'primaryemailbusiness', value: 'contato@brilho.com' }],
    [{ field: 'bussinessid', value: ' 12.345.678/0001-95 ' }, { field: 'bussinessid', value: '12345678000195' }],
    [at(' Avenida Paulista, 1000 '), at(' Avenida Paulista, 1000 ')],
    [{ field: 'activity', activities: ['Cleaning', 'Ironing'] }, { field: 'activity', activities: ['Cleaning', 'Ironing'] }],
  ])('sends %j as %j', async (typed, sent) => {
    expect((await edit(typed)).ok).toBe(true);
    expect(api.calls.map(([, , , change]) => change)).toEqual([sent]);
  });

  it.each<CompanyEdit>([
    { field: 'nick', value: 'abc' },
    { field: 'nick', value: 'a'.repeat(50) },
    { field: 'nick', value: 'brilho_limpeza-2.sp' },
    { field: 'name', value: 'Bri' },
    { field: 'name', value: 'B'.repeat(50) },
    { field: 'bussinessid', value: '123456' },
    { field: 'bussinessid', value: '1'.repeat(14) },
    { field: 'phone', value: '123456' },
    { field: 'phone', value: '1'.repeat(50) },
    { field: 'primaryemailbusiness', value: 'a@b.co' },
    { field: 'primaryemailbusiness', value: 'a@b.info' },
    { field: 'secondaryemailbusiness', value: email(50) },
    at('Rua 12'),
    at('R'.repeat(150)),
    at('Polo Norte', 90, 180),
    at('Polo Sul', -90, -180),
    { field: 'activity', activities: ['Cleaning'] },
  ])('accepts %j at the bounds of its rule', async (change) => {
    expect((await edit(change)).ok).toBe(true);
    expect(api.calls).toHaveLength(1);
  });

  it.each<[CompanyEdit, ValidationCode]>([
    [{ field: 'nick', value: 'ab' }, 'BUSINESS_NICK_INVALID'],
    [{ field: 'nick', value: 'a'.repeat(51) }, 'BUSINESS_NICK_INVALID'],
    [{ field: 'nick', value: 'brilho limpeza' }, 'BUSINESS_NICK_INVALID'],
    [{ field: 'name', value: 'Br' }, 'BUSINESS_NAME_INVALID'],
    [{ field: 'name', value: '  Br  ' }, 'BUSINESS_NAME_INVALID'],
    [{ field: 'name', value: 'B'.repeat(51) }, 'BUSINESS_NAME_INVALID'],
    [{ field: 'bussinessid', value: '12345' }, 'BUSINESS_ID_INVALID'],
    [{ field: 'bussinessid', value: '1'.repeat(15) }, 'BUSINESS_ID_INVALID'],
    [{ field: 'bussinessid', value: '12a456' }, 'BUSINESS_ID_INVALID'],
    [{ field: 'phone', value: '12345' }, 'PHONE_INVALID'],
    [{ field: 'phone', value: '1'.repeat(51) }, 'PHONE_INVALID'],
    [{ field: 'phone', value: '11 98765' }, 'PHONE_INVALID'],
    [{ field: 'primaryemailbusiness', value: 'a@b.c' }, 'EMAIL_INVALID'],
    [{ field: 'primaryemailbusiness', value: 'a@b.infos' }, 'EMAIL_INVALID'],
    [{ field: 'secondaryemailbusiness', value: email(51) }, 'EMAIL_INVALID'],
    [{ field: 'secondaryemailbusiness', value: 'financeiro' }, 'EMAIL_INVALID'],
    [at('Rua 1'), 'ADDRESS_INVALID'],
    [at('R'.repeat(151)), 'ADDRESS_INVALID'],
    [at('Avenida Paulista', null), 'ADDRESS_INVALID'],
    [at('Avenida Paulista', 90.5), 'ADDRESS_INVALID'],
    [at('Avenida Paulista', -23.56, -180.5), 'ADDRESS_INVALID'],
    [{ field: 'activity', activities: [] }, 'ACTIVITY_REQUIRED'],
    [{ field: 'activity', activities: ['Cleaning', 'Pools\nand gardens'] }, 'CONTROL_CHARACTERS'],
    [{ field: 'name', value: 'Brilho\r\nLimpeza' }, 'CONTROL_CHARACTERS'],
    [{ field: 'name', value: 'Brilho Limpeza\u2028' }, 'CONTROL_CHARACTERS'],
  ])('refuses %j with %s, sends nothing and keeps the cached company', async (change, code) => {
    expect(await edit(change)).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'value', code }] }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(sampleCompany);
  });

  it("passes the server's refusal through and keeps the cached company", async () => {
    api.failure = REFUSED;
    expect(await edit({ field: 'name', value: 'Brilho Limpeza' })).toEqual(err(REFUSED));
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(sampleCompany);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await edit({ field: 'name', value: 'Brilho Limpeza' }, new MemorySessionStore())).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(sampleCompany);
  });
});
