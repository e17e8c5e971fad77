// Reading the cells of a spreadsheet into what the field rules check: phones and documents as
// people type them ("(11) 98765-4321"), dates in the file's own order (dd/mm/yyyy in Brazil and
// most of the world, mm/dd/yyyy in the United States, ISO everywhere), service durations as
// "1:30" or minutes, recurrences named in any of the four languages, and the first visit's date
// and time. Each reader answers null for a cell it cannot read; an empty cell is read as absent.
import { Temporal } from 'temporal-polyfill';
import type { Recurrence } from '../scheduling/recurrence.rules';
import { fromTwelveHour } from '../shared/twelve-hour-clock';
import { headerKey } from './header-mapping.rules';

// A phone cell is read by the same rule as a form's phone (validation's phoneDigits).
export { phoneDigits } from '../validation/field.rules';

/** Address lines of one cell joined as one line: a spreadsheet keeps "street / district" on two. */
export const oneLineAddress = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');

export type DateOrder = 'dmy' | 'mdy';

const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The order of the column's slashed dates: day first when one of them has a first part above 12,
 * month first when one has a second part above 12, else the language's habit (month first in
 * American English only).
 */
export function dateOrderOf(cells: readonly string[], language: string): DateOrder {
  for (const cell of cells) {
    const m = SLASHED.exec(cell.trim().split(/\s+/)[0] ?? '');
    if (!m) continue;
    if (Number(m[1]) > 12) return 'dmy';
    if (Number(m[2]) > 12) return 'mdy';
  }
  return language === 'en' || language === 'en-US' ? 'mdy' : 'dmy';
}

/** A calendar date: ISO, or slashed (dots and dashes too) in `order`; null when not a real date. */
export function readDate(text: string, order: DateOrder): Temporal.PlainDate | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  const slashed = iso ? null : SLASHED.exec(value);
  if (!iso && !slashed) return null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : order === 'dmy'
      ? [Number(slashed![3]), Number(slashed![2]), Number(slashed![1])]
      : [Number(slashed![3]), Number(slashed![1]), Number(slashed![2])];
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** A service duration: "H:MM" or "HH:MM" (hour 0-23, minute 0-59), or whole minutes ("90"); null otherwise. */
export function readDuration(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,2})[:h](\d{2})$/i.exec(value);
  if (clock) {
    const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
    return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
  }
  return /^\d{1,4}$/.test(value) && Number(value) <= 23 * 60 + 59 ? Number(value) : null;
}

const RECURRENCE_WORDS: Readonly<Record<Recurrence, readonly string[]>> = {
  daily: ['daily', 'every day', 'diario', 'diaria', 'todos os dias', 'diariamente', 'todos los dias', 'quotidien', 'quotidienne', 'tous les jours', 'journalier'],
  weekly: ['weekly', 'every week', 'semanal', 'semanalmente', 'toda semana', 'cada semana', 'hebdomadaire', 'chaque semaine', 'toutes les semaines'],
  biweekly: ['biweekly', 'fortnightly', 'every two weeks', 'every 2 weeks', 'quinzenal', 'quinzenalmente', 'a cada duas semanas', 'quincenal', 'cada dos semanas', 'cada 2 semanas', 'toutes les deux semaines', 'toutes les 2 semaines', 'bimensuel', 'quinzaine'],
  monthly: ['monthly', 'every month', 'mensal', 'mensalmente', 'todo mes', 'mensual', 'mensualmente', 'cada mes', 'mensuel', 'mensuelle', 'chaque mois', 'tous les mois'],
  period: ['period'],
  unit: ['unit', 'once', 'one time', 'single', 'unica', 'uma vez', 'unico', 'una vez', 'unica vez', 'unique', 'une fois', 'ponctuel', 'ponctuelle'],
};
const RECURRENCE_LOOKUP: ReadonlyMap<string, Recurrence> = new Map(
  Object.entries(RECURRENCE_WORDS).flatMap(([recurrence, words]) => words.map((word) => [headerKey(word), recurrence as Recurrence] as const)),
);

/** A recurrence named in any of the four languages; null when the cell names none. */
export const readRecurrence = (text: string): Recurrence | null => RECURRENCE_LOOKUP.get(headerKey(text)) ?? null;

/**
 * The first visit: a date, then optionally a time ("14:30", "2:30 PM", "14h30"); 08:00 when the
 * cell has only a date. Null when either part cannot be read.
 */
export function readFirstVisit(text: string, order: DateOrder): Temporal.PlainDateTime | null {
  const [datePart = '', ...rest] = text.trim().split(/\s+|T/);
  const date = readDate(datePart, order);
  if (!date) return null;
  const timeText = rest.join(' ').trim();
  if (timeText === '') return date.toPlainDateTime({ hour: 8, minute: 0 });
  const time = readTime(timeText);
  return time ? date.toPlainDateTime(time) : null;
}

/** "14:30", "14h30", "14:30:00", "2:30 PM", "2 PM"; null otherwise. */
export function readTime(text: string): Temporal.PlainTime | null {
  const m = /^(\d{1,2})(?:[:h](\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  if (minute > 59) return null;
  const meridian = m[3]?.replace(/\./g, '').toUpperCase() as 'AM' | 'PM' | undefined;
  if (meridian) return hour >= 1 && hour <= 12 ? fromTwelveHour({ hour12: hour, minute, meridian }) : null;
  if (m[2] === undefined) return null;
  return hour <= 23 ? Temporal.PlainTime.from({ hour, minute }) : null;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The key as the Unicode passes make it: decomposed, marks left out, lower case, runs of anything but letters and digits as one space. */
const unicodeKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Latin letters (Latin-1 and Latin Extended-A and B) end here; combining marks start after them. */
const LATIN_END = 0x250;
/**
 * Each Latin character's part of the key, made by the Unicode passes themselves: its letters or
 * digits ("ç" -> "c"), null for a separator, undefined for one whose part is both or nothing.
 */
const LATIN_KEYS: readonly (string | null | undefined)[] = Array.from({ length: LATIN_END }, (_, code) => {
  const folded = String.fromCharCode(code).normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  if (/^[\p{L}\p{N}]+$/u.test(folded)) return folded;
  return folded === '' || /[\p{L}\p{N}]/u.test(folded) ? undefined : null;
});

/** The same text for every way of writing it: accents, case and runs of blanks or punctuation left out. */
export const sameTextKey = (text: string): string => {
  // Plain ASCII has no accents to take apart, and its only letters and digits are a-z and 0-9:
  // the same key without the Unicode passes (an import keys every row and every client).
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  // Latin text ("São Paulo", "Conceição") a character at a time, from the Unicode passes' own parts.
  let key = '';
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const part = code < LATIN_END ? LATIN_KEYS[code] : undefined;
    if (part === undefined) return unicodeKey(text);
    if (part === null) {
      gap = key !== '';
      continue;
    }
    key += gap ? ` ${part}` : part;
    gap = false;
  }
  return key;
};
