// The order of names in every list: one Intl.Collator for the interface language, built once and
// shared. `a.localeCompare(b, locale, options)` gives the same order but prepares a collator on
// every comparison, which makes sorting a long list an order of magnitude slower (ADR 0030,
// npm run bench:web). The language changes only by reloading the page, so the app sets it once at
// start-up (orderTextsIn) and every list reads it.
let collator = new Intl.Collator();

/** Orders texts as readers of `language` (a BCP 47 tag such as 'pt-BR') expect. */
export function orderTextsIn(language: string): void {
  collator = new Intl.Collator(language);
}

/** Compares two texts in the interface language: accents and case after the letters ('Álvaro' between 'Alberto' and 'Bruna'). */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** Orders records by their name, as compareText does. */
export const byName = <T extends { readonly name: string }>(a: T, b: T): number => collator.compare(a.name, b.name);
