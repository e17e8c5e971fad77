// i18next set-up. Only the active language is loaded (a change reloads the page), each as its
// own chunk.
import { orderTextsIn } from '@fieldteam/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, type Language } from './languages';

type Resources = Record<string, Record<string, unknown>>;

const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  en: () => import('./locales/en/index'),
  'pt-BR': () => import('./locales/pt-BR/index'),
  'es-MX': () => import('./locales/es-MX/index'),
  fr: () => import('./locales/fr/index'),
};

/** The interface in `language`: its texts, and its order of names in every list (core's shared collator). */
export function createI18n(language: Language, resources: Resources): i18n {
  orderTextsIn(language);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export async function loadI18n(language: Language): Promise<i18n> {
  const { default: resources } = await loaders[language]();
  return createI18n(language, resources);
}
