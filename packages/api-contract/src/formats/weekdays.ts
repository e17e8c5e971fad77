// Weekday names on the wire: Portuguese (spec decision 8). Reading also accepts the names of the
// app's four languages, in any case, as both sides always have. Days are ISO numbers
// (1 = Monday ... 7 = Sunday), the same numbers core's IsoWeekday uses.
export type WireWeekdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DAYS: readonly WireWeekdayNumber[] = [1, 2, 3, 4, 5, 6, 7];

const PORTUGUESE: Readonly<Record<WireWeekdayNumber, string>> = {
  1: 'segunda-feira',
  2: 'terça-feira',
  3: 'quarta-feira',
  4: 'quinta-feira',
  5: 'sexta-feira',
  6: 'sábado',
  7: 'domingo',
};

const NAMES: Readonly<Record<WireWeekdayNumber, readonly string[]>> = {
  1: ['segunda-feira', 'segunda', 'monday', 'lunes', 'lundi'],
  2: ['terça-feira', 'terca-feira', 'terça', 'tuesday', 'martes', 'mardi'],
  3: ['quarta-feira', 'quarta', 'wednesday', 'miércoles', 'miercoles', 'mercredi'],
  4: ['quinta-feira', 'quinta', 'thursday', 'jueves', 'jeudi'],
  5: ['sexta-feira', 'sexta', 'friday', 'viernes', 'vendredi'],
  6: ['sábado', 'sabado', 'saturday', 'samedi'],
  7: ['domingo', 'sunday', 'dimanche'],
};

const BY_NAME = new Map<string, WireWeekdayNumber>(DAYS.flatMap((day) => NAMES[day].map((name) => [name, day] as const)));

/** The wire name of a weekday: "segunda-feira" for 1 ... "domingo" for 7. */
export const toWireWeekday = (day: WireWeekdayNumber): string => PORTUGUESE[day];

/** Reads a weekday name in any of the four languages (any case); null when it is not one. */
export function fromWireWeekday(name: unknown): WireWeekdayNumber | null {
  return typeof name === 'string' ? (BY_NAME.get(name.trim().toLowerCase()) ?? null) : null;
}
