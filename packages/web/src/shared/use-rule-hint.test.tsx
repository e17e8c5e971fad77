import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import en from '../i18n/locales/en/index';
import es from '../i18n/locales/es-MX/index';
import fr from '../i18n/locales/fr/index';
import pt from '../i18n/locales/pt-BR/index';

const RESOURCES = { en, 'pt-BR': pt, 'es-MX': es, fr } as const;
import { useRuleHint, type FieldRule } from './use-rule-hint';

const RULES: readonly FieldRule[] = ['personName', 'text', 'username', 'phone', 'typedPhone', 'document', 'activationCode', 'resetCode'];

function hints(language: Language) {
  const i18n = createI18n(language, RESOURCES[language]);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result } = renderHook(() => useRuleHint(), { wrapper });
  return result.current;
}

describe('field rule hints', () => {
  it("say the rule with 000's bounds: a name of at least 4 characters, 50 at most", () => {
    const hint = hints('en');
    expect(hint('personName')).toBe('At least 4 characters (letters, digits and spaces), 50 at most.');
    expect(hint('text')).toBe('3 to 50 characters.');
    expect(hint('phone')).toBe('Digits only, at least 6.');
    expect(hint('typedPhone')).toBe('At least 6 digits; spaces, dashes, dots and brackets may be typed too.');
    expect(hint('document')).toBe('6 to 14 digits; dots and dashes are removed.');
    expect(hint('activationCode')).toBe('The 6 to 8 digits of the e-mail.');
  });

  it.each(['pt-BR', 'es-MX', 'fr'] as const)('are written in %s for every rule, with the numbers in them', (language) => {
    const hint = hints(language);
    for (const rule of RULES) {
      const text = hint(rule);
      expect(text).not.toBe(hints('en')(rule));
      expect(text).toMatch(/\d/);
      expect(text).not.toMatch(/\{\{/);
    }
    expect(hint('personName')).toContain('4');
  });
});
