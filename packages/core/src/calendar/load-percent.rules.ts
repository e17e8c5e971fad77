// A team's load measured against the hours the business is open (the week view of each team's load).
// Counted with the week's load where the calendar is kept.
/** Booked against open, in whole percent; null when the business is not open (nothing to measure against). */
export function loadPercent(bookedMinutes: number, openMinutes: number): number | null {
  return openMinutes > 0 ? Math.round((bookedMinutes / openMinutes) * 100) : null;
}
