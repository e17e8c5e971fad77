// The order of names in every list: one Intl.Collator for the interface language, built once and
// shared. `a.localeCompare(b, locale, options)` gives the same order but prepares a collator on
// every comparison, which makes sorting a long list an order of magnitude slower (npm run
// bench:web). The language changes only by reloading the page, so the app sets it once at
// start-up (orderTextsIn) and every list reads it.
// The collator is made at the first comparison, not when the module loads or the language is
// set: making one loads the language's collation data, a task of its own on a slow phone that the
// app's start-up does not need.
let language: string | undefined;
let collator: Intl.Collator | null = null;

/** Orders texts as readers of `language` (a BCP 47 tag such as 'pt-BR') expect. */
export function orderTextsIn(tag: string): void {
  if (tag === language && collator) return;
  language = tag;
  collator = null;
}

const current = (): Intl.Collator => (collator ??= new Intl.Collator(language));

/** Compares two texts in the interface language: accents and case after the letters ('Álvaro' between 'Alberto' and 'Bruna'). */
export const compareText = (a: string, b: string): number => current().compare(a, b);

/** Orders records by their name, as compareText does. */
export const byName = <T extends { readonly name: string }>(a: T, b: T): number => current().compare(a.name, b.name);
