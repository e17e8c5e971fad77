// The four interface languages (spec decision 1), English by default.
export const LANGUAGES = ['en', 'pt-BR', 'es-MX', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  'es-MX': 'Español (México)',
  fr: 'Français',
};

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const NAMESPACES = ['common', 'account', 'validation', 'business', 'staff', 'home', 'clients', 'calendar', 'road', 'plan', 'work', 'pages', 'transfer', 'day', 'capacity'] as const;
export type Namespace = (typeof NAMESPACES)[number];
