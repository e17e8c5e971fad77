// The i18next instance the app starts with (i18n.ts sets instances up).
import type { i18n } from 'i18next';
import { createI18n, loadTexts, SHELL_NAMESPACES } from './i18n';
import type { Language } from './languages';

/** The instance the app starts with: the language's shell namespaces loaded. */
export async function loadI18n(language: Language): Promise<i18n> {
  const texts = await Promise.all(SHELL_NAMESPACES.map((namespace) => loadTexts(language, namespace)));
  return createI18n(language, Object.fromEntries(SHELL_NAMESPACES.map((namespace, i) => [namespace, texts[i]!])));
}
