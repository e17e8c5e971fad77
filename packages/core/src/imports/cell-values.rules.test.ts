import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dateOrderOf, oneLineAddress, phoneDigits, readDate, readDuration, readFirstVisit, readRecurrence, readTime, sameTextKey } from './cell-values.rules';

describe('phoneDigits', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765.4321', '5511987654321'],
    [' 11 3333 4444 ', '1133334444'],
    ['11-3333/4444', '1133334444'],
    ['ramal 12', 'ramal12'],
  ])('%j -> %j', (typed, digits) => expect(phoneDigits(typed)).toBe(digits));
});

it('oneLineAddress joins the lines of a cell', () => {
  expect(oneLineAddress('Rua Augusta, 500\r\nConsolação\n\nSão Paulo ')).toBe('Rua Augusta, 500, Consolação, São Paulo');
});

describe('dates', () => {
  it('reads the column as day first when a day is above 12, month first when a month is', () => {
    expect(dateOrderOf(['01/02/1990', '13/02/1990'], 'en')).toBe('dmy');
    expect(dateOrderOf(['01/02/1990', '02/13/1990'], 'pt-BR')).toBe('mdy');
  });
  it('follows the language when every date could be either', () => {
    expect(dateOrderOf(['01/02/1990', ''], 'en')).toBe('mdy');
    expect(dateOrderOf(['01/02/1990'], 'pt-BR')).toBe('dmy');
    expect(dateOrderOf(['01/02/1990'], 'fr')).toBe('dmy');
  });
  it.each([
    ['31/12/1990', 'dmy', '1990-12-31'],
    ['1/2/1990', 'dmy', '1990-02-01'],
    ['12/31/1990', 'mdy', '1990-12-31'],
    ['1990-12-31', 'mdy', '1990-12-31'],
    ['31.12.1990', 'dmy', '1990-12-31'],
    ['29/02/2024', 'dmy', '2024-02-29'],
  ] as const)('%s (%s) -> %s', (text, order, iso) => expect(readDate(text, order)?.toString()).toBe(iso));
  it.each([['29/02/2023'], ['32/01/1990'], ['00/01/1990'], ['31/13/1990'], ['1990/12/31'], ['31/12/90'], ['ontem']])('refuses %s', (text) => expect(readDate(text, 'dmy')).toBeNull());
});

describe('readDuration', () => {
  it.each([
    ['1:30', 90],
    ['01:30', 90],
    ['0:00', 0],
    ['23:59', 1439],
    ['1h30', 90],
    ['90', 90],
    ['1439', 1439],
  ])('%j -> %d', (text, minutes) => expect(readDuration(text)).toBe(minutes));
  it.each(['24:00', '1:60', '1440', '1.5', 'uma hora', '-1'])('refuses %j', (text) => expect(readDuration(text)).toBeNull());
});

describe('readRecurrence', () => {
  it.each([
    ['Weekly', 'weekly'],
    ['semanal', 'weekly'],
    ['Hebdomadaire', 'weekly'],
    ['Quinzenal', 'biweekly'],
    ['quincenal', 'biweekly'],
    ['toutes les deux semaines', 'biweekly'],
    ['Mensal', 'monthly'],
    ['Mensuel', 'monthly'],
    ['Diário', 'daily'],
    ['Única', 'unit'],
    ['una vez', 'unit'],
  ])('%j -> %s', (text, recurrence) => expect(readRecurrence(text)).toBe(recurrence));
  it('names nothing for another word', () => expect(readRecurrence('às vezes')).toBeNull());
});

describe('first visit', () => {
  it.each([
    ['10/03/2026 14:30', '2026-03-10T14:30:00'],
    ['10/03/2026 2:30 PM', '2026-03-10T14:30:00'],
    ['10/03/2026 12:00 AM', '2026-03-10T00:00:00'],
    ['10/03/2026 14h30', '2026-03-10T14:30:00'],
    ['2026-03-10T09:15', '2026-03-10T09:15:00'],
    ['10/03/2026', '2026-03-10T08:00:00'],
  ])('%j -> %s', (text, iso) => expect(readFirstVisit(text, 'dmy')?.toString()).toBe(iso));
  it.each(['10/03/2026 25:00', '10/03/2026 13 PM', '10/03/2026 14', '10/03/2026 às duas', 'amanhã'])('refuses %j', (text) => expect(readFirstVisit(text, 'dmy')).toBeNull());
  it('reads times at their bounds', () => {
    expect(readTime('23:59')?.equals(Temporal.PlainTime.from('23:59'))).toBe(true);
    expect(readTime('24:00')).toBeNull();
    expect(readTime('12 PM')?.hour).toBe(12);
    expect(readTime('0:30 AM')).toBeNull();
  });
});

it('sameTextKey is blind to accents, case and punctuation', () => expect(sameTextKey(' Equipe  Sul-Leste! ')).toBe(sameTextKey('equipe sul leste')));

/** The key as the Unicode passes make it, written out here as the reference sameTextKey must agree with. */
const unicodeKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

it('sameTextKey gives plain ASCII the same key as the full Unicode reading', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), (text) => sameTextKey(text) === unicodeKey(text)));
  for (const text of ['Rua Augusta, 100 - Sao Paulo - SP', ' A\tB ', '~!@#', 'São Paulo', 'ÉQUIPE Sul']) expect(sameTextKey(text)).toBe(unicodeKey(text));
});

it('sameTextKey gives Latin text, and any text, the same key as the full Unicode reading', () => {
  // Every character up to U+0300 (the combining marks), alone and between letters and blanks.
  for (let code = 0; code <= 0x300; code++) {
    const c = String.fromCharCode(code);
    for (const text of [c, `a${c}b`, ` ${c}${c} `, `${c}1`, `É${c}ç`]) expect(sameTextKey(text), `U+${code.toString(16)} in ${JSON.stringify(text)}`).toBe(unicodeKey(text));
  }
  const latin = fc.mapToConstant({ num: 0x250, build: (v) => String.fromCharCode(v) }, { num: 4, build: (v) => ['\u0301', 'ǅ', 'ß', 'İ'][v]! });
  fc.assert(fc.property(fc.string({ unit: latin, maxLength: 30 }), (text) => sameTextKey(text) === unicodeKey(text)));
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => sameTextKey(text) === unicodeKey(text)));
  for (const text of ['Márcia Conceição Assunção 7', 'Rua da Consolação, 103 - São Paulo - SP', 'Ōsaka ǈ Ĳssel', 'e\u0301', 'Straße']) expect(sameTextKey(text)).toBe(unicodeKey(text));
});
