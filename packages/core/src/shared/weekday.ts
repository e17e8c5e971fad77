// Weekdays as ISO numbers (1 = Monday ... 7 = Sunday). Their names on the wire (Portuguese,
// spec decision 8) are the API contract's (@fieldteam/api-contract formats/weekdays.ts).
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The order the spec's "reorganise" uses: Sunday first. */
export const WEEK_FROM_SUNDAY: readonly IsoWeekday[] = [7, 1, 2, 3, 4, 5, 6];

export const isIsoWeekday = (value: unknown): value is IsoWeekday =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;

/** Sorts weekdays from Sunday to Saturday. */
export const compareFromSunday = (a: IsoWeekday, b: IsoWeekday): number => (a % 7) - (b % 7);
