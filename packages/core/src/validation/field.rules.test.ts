import { describe, expect, it } from 'vitest';
import {
  checkActivationCode,
  checkAddress,
  checkBusinessId,
  checkDocumentId,
  checkEmail,
  checkGeneralEmail,
  checkNewPassword,
  checkPassword,
  checkPersonName,
  checkPhone,
  checkTypedPhone,
  phoneDigits,
  checkResetCode,
  checkTerms,
  checkText,
  checkUsername,
} from './field.rules';

const repeat = (n: number, ch = 'a') => ch.repeat(n);

describe('checkText (every input: required, 3 to 50)', () => {
  it.each([
    ['', 'FIELD_INVALID'],
    ['ab', 'FIELD_INVALID'],
    ['abc', null],
    [repeat(50), null],
    [repeat(51), 'FIELD_INVALID'],
    ['   ', 'FIELD_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkText(value)).toBe(expected));

  it('reports the caller-chosen code', () => expect(checkText('x', 'BUSINESS_NAME_INVALID')).toBe('BUSINESS_NAME_INVALID'));
});

// Addresses every e-mail field refuses: each would change a mailto: link or a recipient, or is no address.
const NEVER_AN_EMAIL = [
  'a@b.co?bcc=x@y.z',
  'a@b.co?bcc=evil%40x.io&subject=hi',
  'a&b@c.de',
  'a?b@c.de',
  'a=b@c.de',
  'a#b@c.de',
  'a%b@c.de',
  'a/b@c.de',
  '<a@b.co>',
  'Ana <a@b.co>',
  'a<b@c.de',
  'a b@c.de',
  'a\tb@c.de',
  'a@b.co\nbcc: x@y.z',
  'a@b c.de',
  'a@b.co,c@d.de',
  'a@b.co;c@d.de',
  'a@b@c.de',
  '"a"@c.de',
  'a(b)@c.de',
  'joão@exemplo.com.br',
  'ana@exémplo.com',
  '',
  'ana',
  'ana@',
  '@example.com',
  'ana@example',
  'ana@example.',
  'ana@.example.com',
  'ana@example..com',
  'ana@-example.com',
  'ana@example-.com',
  'ana@mail.-example.com',
  'ana@example.com-',
  'ana@example.com.',
  'ana@exa_mple.com',
];

describe('checkGeneralEmail (every e-mail; the whole rule of a client\'s)', () => {
  it.each([
    'ana@example.com',
    'a.b_c-d@mail.example.io',
    'x@y.br',
    'a@b.co',
    "o'brien+visits!x$y*z^w`q{r|s}t~u@cliente.com.br",
    'a.b+c@sub.example.museum',
    'Ana.Silva@Example.COM',
    'a@x-y.co',
    'a@x--y.co',
    'a@1.2',
    'a@b.c',
    '  ana@example.com  ',
  ])('accepts %j', (v) => expect(checkGeneralEmail(v)).toBeNull());

  it.each(NEVER_AN_EMAIL)('refuses %j', (v) => expect(checkGeneralEmail(v)).toBe('EMAIL_INVALID'));

  it('allows 50 characters and refuses 51, blanks around not counted', () => {
    const at50 = `${repeat(44)}@b.com`;
    expect(at50).toHaveLength(50);
    expect(checkGeneralEmail(at50)).toBeNull();
    expect(checkGeneralEmail(` ${at50} `)).toBeNull();
    expect(checkGeneralEmail(`a${at50}`)).toBe('EMAIL_INVALID');
  });
});

describe('checkEmail (accounts: every e-mail\'s rule and 000\'s basic pattern)', () => {
  it.each(['ana@example.com', 'a.b_c-d@mail.example.io', 'x@y.br', 'first.last@host.info', 'a@b.co', 'a@x-y.info'])('accepts %s', (v) =>
    expect(checkEmail(v)).toBeNull(),
  );
  it.each([
    ...NEVER_AN_EMAIL,
    'ana@example.c',
    'ana@example.comes',
    'an a@example.com',
    'ana+x@example.com',
    "o'brien@example.com",
    'ana@1.2',
    'ana@example.c0m',
  ])('refuses %j', (v) => expect(checkEmail(v)).toBe('EMAIL_INVALID'));
  it('allows 50 characters and refuses 51', () => {
    const at50 = `${repeat(38)}@example.com`;
    expect(at50).toHaveLength(50);
    expect(checkEmail(at50)).toBeNull();
    expect(checkEmail(`a${at50}`)).toBe('EMAIL_INVALID');
  });
});

describe('checkPassword (sign-in)', () => {
  it.each([
    ['abcdefg', 'PASSWORD_INVALID'],
    ['abcdefgh', null],
    ['12345678', null],
    ['@!#$%^&*()/\\', null],
    [repeat(50), null],
    [repeat(51), 'PASSWORD_INVALID'],
    ['abcd efgh', 'PASSWORD_INVALID'],
    ['abcdefg?', 'PASSWORD_INVALID'],
    ['abcdéfgh', 'PASSWORD_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkPassword(value)).toBe(expected));
});

describe('checkNewPassword (register, reset, new staff)', () => {
  it.each([
    ['Abcdefg', 'PASSWORD_INVALID'],
    ['Abcdefgh', null],
    ['abcdefgh', 'PASSWORD_INVALID'],
    ['ABCDEFGH', 'PASSWORD_INVALID'],
    ['12345678', 'PASSWORD_INVALID'],
    ['Secret#2026', null],
    [`A${repeat(49)}`, null],
    [`A${repeat(50)}`, 'PASSWORD_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkNewPassword(value)).toBe(expected));
});

describe('checkPersonName', () => {
  it.each([
    ['Ana', 'NAME_INVALID'],
    ['Anne', null],
    ['José Álvaro', null],
    ['Zoë 2', null],
    [repeat(50), null],
    [repeat(51), 'NAME_INVALID'],
    ['Ana-Maria', 'NAME_INVALID'],
    ["O'Neil", 'NAME_INVALID'],
    ['', 'NAME_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkPersonName(value)).toBe(expected));
  it('reports the surname code for the surname', () => expect(checkPersonName('Li', 'SURNAME_INVALID')).toBe('SURNAME_INVALID'));
});

describe('checkDocumentId and checkBusinessId (digits after stripping punctuation, 6 to 14)', () => {
  it.each([
    ['12345', 'DOCUMENT_INVALID'],
    ['123456', null],
    ['123.456.789-01', null],
    ['12345678901234', null],
    ['123456789012345', 'DOCUMENT_INVALID'],
    ['12345a', 'DOCUMENT_INVALID'],
    ['', 'DOCUMENT_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkDocumentId(value)).toBe(expected));
  it('accepts a CNPJ with punctuation', () => expect(checkBusinessId('12.345.678/0001-95')).toBeNull());
  it('refuses a short business id with its own code', () => expect(checkBusinessId('1234')).toBe('BUSINESS_ID_INVALID'));
});

describe('checkUsername', () => {
  it.each([
    ['ab', 'USERNAME_INVALID'],
    ['abc', null],
    ['ana.souza_2-x', null],
    [repeat(50), null],
    [repeat(51), 'USERNAME_INVALID'],
    ['ana souza', 'USERNAME_INVALID'],
    ['ana@x', 'USERNAME_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkUsername(value)).toBe(expected));
});

describe('codes', () => {
  it.each([
    ['', 'CODE_INVALID'],
    ['1', null],
    ['123456', null],
    ['1234567', 'CODE_INVALID'],
    ['12a456', 'CODE_INVALID'],
  ])('reset code %j -> %s', (value, expected) => expect(checkResetCode(value)).toBe(expected));
  it.each([
    ['12345', 'CODE_INVALID'],
    ['123456', null],
    ['12345678', null],
    ['123456789', 'CODE_INVALID'],
  ])('activation code %j -> %s', (value, expected) => expect(checkActivationCode(value)).toBe(expected));
});

describe('checkAddress (6 to 150; letters, digits, spaces, dot, comma, hyphen)', () => {
  it.each([
    ['Rua 1', 'ADDRESS_INVALID'],
    ['Rua 12', null],
    ['Av. Paulista, 1000 - Bela Vista, São Paulo', null],
    [repeat(150), null],
    [repeat(151), 'ADDRESS_INVALID'],
    ['Rua #12', 'ADDRESS_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkAddress(value)).toBe(expected));
});

describe('checkPhone (numeric, at least 6)', () => {
  it.each([
    ['12345', 'PHONE_INVALID'],
    ['123456', null],
    [repeat(50, '9'), null],
    [repeat(51, '9'), 'PHONE_INVALID'],
    ['11 9999-9999', 'PHONE_INVALID'],
  ])('%j -> %s', (value, expected) => expect(checkPhone(value)).toBe(expected));
});

describe('checkTypedPhone and phoneDigits (a phone as people write it, sent as its digits)', () => {
  it.each([
    ['(11) 3051-2244', '1130512244', null],
    ['+55 (11) 3051.2244', '551130512244', null],
    [' 11 3051/2244 ', '1130512244', null],
    // At least 6 digits, whatever the punctuation around them.
    ['(12) 345', '12345', 'PHONE_INVALID'],
    ['(12) 3456', '123456', null],
    ['1-2-3-4-5', '12345', 'PHONE_INVALID'],
    ['1-2-3-4-5-6', '123456', null],
    [`(${repeat(2, '9')}) ${repeat(48, '9')}`, repeat(50, '9'), null],
    [`(${repeat(2, '9')}) ${repeat(49, '9')}`, repeat(51, '9'), 'PHONE_INVALID'],
    // Letters, and a + anywhere but first, are no phone.
    ['11 3051-22AB', '11305122AB', 'PHONE_INVALID'],
    ['ramal 123456', 'ramal123456', 'PHONE_INVALID'],
    ['11+3051-2244', '11+30512244', 'PHONE_INVALID'],
    ['(  ) --', '', 'PHONE_INVALID'],
  ])('%j -> %j, %s', (typed, digits, expected) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(checkTypedPhone(typed)).toBe(expected);
  });
});

describe('checkTerms', () => {
  it('requires acceptance', () => {
    expect(checkTerms(false)).toBe('TERMS_REQUIRED');
    expect(checkTerms(true)).toBeNull();
  });
});
