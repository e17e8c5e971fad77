// i18next set-up. Only the active language is loaded (a change reloads the page), and of it only
// the namespaces in use: the shell's (common, validation) before the first render, each route's
// with its screen (the route table names them, app-routes.tsx loads them), each namespace of each
// language its own chunk. A namespace a component asks for that is not loaded yet
// is fetched by the backend below while react-i18next suspends: a forgotten name costs a round
// trip, never a raw key on screen (i18n/route-texts.test.ts keeps the route table complete).
import { orderTextsIn } from '@fieldteam/core';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language, Namespace } from './languages';

type Texts = Record<string, unknown>;
type Resources = Record<string, Texts>;

/** One lazy loader per language and namespace: `./locales/en/common.json`, each its own chunk. */
const TEXT_FILES = import.meta.glob<Texts>('./locales/*/*.json', { import: 'default' });

/** What every page uses: the layout's and the messages of refusals and checks. */
export const SHELL_NAMESPACES = ['common', 'validation'] as const satisfies readonly Namespace[];

/** A namespace's texts in a language, from its chunk. */
export function loadTexts(language: string, namespace: string): Promise<Texts> {
  const load = TEXT_FILES[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No texts for ${language}/${namespace}`));
}

/** Fetches a namespace react-i18next asks for and the instance does not have yet. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    loadTexts(language, namespace).then(
      (texts) => done(null, texts),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The interface in `language` with the texts given (tests give them all), its order of names in
 * every list (core's shared collator), and the other namespaces fetched when first asked for.
 */
export function createI18n(language: Language, resources: Resources): i18n {
  orderTextsIn(language);
  const instance = i18next.createInstance();
  void instance.use(lazyTexts).use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // 'pt-BR' only, not also 'pt': there are no texts for a bare language.
    load: 'currentOnly',
    resources: { [language]: resources },
    // The resources given are only a part of the texts: the backend brings the rest.
    partialBundledLanguages: true,
    ns: Object.keys(resources).length > 0 ? Object.keys(resources) : [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** The instance the app starts with: the language's shell namespaces loaded. */
export async function loadI18n(language: Language): Promise<i18n> {
  const texts = await Promise.all(SHELL_NAMESPACES.map((namespace) => loadTexts(language, namespace)));
  return createI18n(language, Object.fromEntries(SHELL_NAMESPACES.map((namespace, i) => [namespace, texts[i]!])));
}
