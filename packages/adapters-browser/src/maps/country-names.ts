// Country names for the offline maps adapter, from the runtime's own CLDR data (Intl), so
// the gazetteer carries only ISO codes: shown in the person's language, and recognised in
// any of the app's languages when typed after a place ("Paris, França").
const APP_LANGUAGES = ['pt-BR', 'en', 'es-MX', 'fr'] as const;
const FALLBACK_LANGUAGE = 'en';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesFor(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language, FALLBACK_LANGUAGE], { type: 'region', fallback: 'code' });
    } catch {
      // An invalid language tag, or a runtime without Intl.DisplayNames.
      names = language === FALLBACK_LANGUAGE ? null : displayNamesFor(FALLBACK_LANGUAGE);
    }
    displayNames.set(language, names);
  }
  return names;
}

/** The country's name in `language` (English when unknown), or its code when there is no name. */
export function countryName(code: string, language: string = FALLBACK_LANGUAGE): string {
  try {
    return displayNamesFor(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every name of the country in the app's languages, plus its code. */
export function countryNames(code: string): readonly string[] {
  return [code, ...APP_LANGUAGES.map((language) => countryName(code, language))];
}
