// Search that ignores case and accents (spec decision 10), shared by every searchable list.
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** True when every word of the query appears in one of the fields. An empty query matches. */
export function matchesQuery(fields: readonly (string | null | undefined)[], query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(fields.filter(Boolean).join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}
