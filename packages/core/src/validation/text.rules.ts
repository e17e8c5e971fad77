// Free text that must stay on one line: names of people, teams, services and the company, and
// activities. A control character in them could forge a line wherever they are written (a log,
// an e-mail's subject, a CSV) or hide what they say, so they are refused with a clear message.
// Observations (a visit's report text) are not one-line text: they keep their line breaks.
import type { ValidationCode } from './validation-codes';

/** C0 controls (newline, carriage return, tab, ESC...), DEL, C1 controls, and the line and paragraph separators U+2028 and U+2029. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/** The activities chosen for the business or the freelancer: at least one, each on one line. */
export function checkActivities(activities: readonly string[]): ValidationCode | null {
  if (activities.length === 0) return 'ACTIVITY_REQUIRED';
  return activities.some(hasControlCharacters) ? 'CONTROL_CHARACTERS' : null;
}
