// A client's visit (001 section 4): pending, then started ("Avisar cliente" notifies the client and
// the server opens its task report), then finished with an observation or cancelled.
/** Report and details text: at most 250 characters, longer text is cut (001 sections 5 and 9). */
export const OBSERVATION_MAX_LENGTH = 250;

export type VisitStatus = 'pending' | 'started' | 'finished' | 'cancelled';

/**
 * Cuts text to 250 UTF-16 units (what a textarea's maxlength counts) after trimming, without
 * splitting a character made of two units (an emoji).
 */
export function truncateObservation(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= OBSERVATION_MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, OBSERVATION_MAX_LENGTH);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
