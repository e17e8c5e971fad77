// Weekdays as ISO numbers (1 = Monday ... 7 = Sunday). The wire carries Portuguese names
// (DECISIONS 8); reading accepts the names of all four interface languages.
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The order the spec's "reorganise" uses: Sunday first. */
export const WEEK_FROM_SUNDAY: readonly IsoWeekday[] = [7, 1, 2, 3, 4, 5, 6];

const PORTUGUESE: Readonly<Record<IsoWeekday, string>> = {
  1: 'segunda-feira',
  2: 'terça-feira',
  3: 'quarta-feira',
  4: 'quinta-feira',
  5: 'sexta-feira',
  6: 'sábado',
  7: 'domingo',
};

const NAMES: Readonly<Record<IsoWeekday, readonly string[]>> = {
  1: ['segunda-feira', 'segunda', 'monday', 'lunes', 'lundi'],
  2: ['terça-feira', 'terca-feira', 'terça', 'tuesday', 'martes', 'mardi'],
  3: ['quarta-feira', 'quarta', 'wednesday', 'miércoles', 'miercoles', 'mercredi'],
  4: ['quinta-feira', 'quinta', 'thursday', 'jueves', 'jeudi'],
  5: ['sexta-feira', 'sexta', 'friday', 'viernes', 'vendredi'],
  6: ['sábado', 'sabado', 'saturday', 'samedi'],
  7: ['domingo', 'sunday', 'dimanche'],
};

const BY_NAME = new Map<string, IsoWeekday>(
  ISO_WEEKDAYS.flatMap((day) => NAMES[day].map((name) => [name, day] as const)),
);

/** The wire name of a weekday (Portuguese). */
export const portugueseWeekday = (day: IsoWeekday): string => PORTUGUESE[day];

/** Reads a weekday name in any of the four languages (any case); null when it is not one. */
export function weekdayFromName(name: string): IsoWeekday | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

export const isIsoWeekday = (value: unknown): value is IsoWeekday =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;

/** Sorts weekdays from Sunday to Saturday. */
export const compareFromSunday = (a: IsoWeekday, b: IsoWeekday): number => (a % 7) - (b % 7);
