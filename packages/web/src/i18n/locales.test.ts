import { VALIDATION_CODES, validationMessagesEn } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import en from './locales/en/index';
import esMX from './locales/es-MX/index';
import fr from './locales/fr/index';
import ptBR from './locales/pt-BR/index';

const leaves = (value: unknown, prefix = ''): Record<string, string> => {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...leaves(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
};

const languages = { en, 'pt-BR': ptBR, 'es-MX': esMX, fr };

describe('translations', () => {
  it.each(Object.entries(languages))('%s has every key English has, each with text, and no extra ones', (_code, resources) => {
    const expected = Object.keys(leaves(en)).sort();
    const actual = leaves(resources);
    expect(Object.keys(actual).sort()).toEqual(expected);
    for (const [key, text] of Object.entries(actual)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the same interpolation placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const english = leaves(en);
    for (const resources of Object.values(languages)) {
      for (const [key, text] of Object.entries(leaves(resources))) expect(placeholders(text), key).toEqual(placeholders(english[key]!));
    }
  });

  it.each(Object.entries(languages))('%s counts with plural forms in the calendar, day and road texts', (_code, resources) => {
    for (const namespace of ['calendar', 'day', 'road'] as const) {
      const texts = leaves(resources[namespace]);
      for (const [key, text] of Object.entries(texts)) {
        if (!text.includes('{{count}}')) continue;
        // A text with a count is a plural form, and its other forms are there.
        const base = /^(.*)_(one|other)$/.exec(key)?.[1];
        expect(base, `${namespace}:${key}`).toBeDefined();
        expect(texts[`${base}_one`], `${namespace}:${base}_one`).toBeDefined();
        expect(texts[`${base}_other`], `${namespace}:${base}_other`).toBeDefined();
      }
    }
  });

  it("picks each language's plural form of a count: one for 1 (and for 0 in French and Portuguese), other for more", () => {
    const option = (language: 'en' | 'pt-BR' | 'es-MX' | 'fr', count: number) => createI18n(language, { day: languages[language].day }).t('day:sheet.teamOption', { name: 'Centro', count });
    expect([0, 1, 2].map((count) => option('en', count))).toEqual(['Centro (0 stops)', 'Centro (1 stop)', 'Centro (2 stops)']);
    expect([0, 1, 2].map((count) => option('pt-BR', count))).toEqual(['Centro (0 parada)', 'Centro (1 parada)', 'Centro (2 paradas)']);
    expect([0, 1, 2].map((count) => option('es-MX', count))).toEqual(['Centro (0 paradas)', 'Centro (1 parada)', 'Centro (2 paradas)']);
    expect([0, 1, 2].map((count) => option('fr', count))).toEqual(['Centro (0 arrêt)', 'Centro (1 arrêt)', 'Centro (2 arrêts)']);
    // A million is CLDR's "many" in these three languages: the "other" form is written the same with digits.
    expect(option('fr', 1_000_000)).toBe('Centro (1000000 arrêts)');
    expect(option('pt-BR', 1_000_000)).toBe('Centro (1000000 paradas)');
  });

  it("says every validation code in English exactly as the specification (core's catalogue)", () => {
    for (const code of VALIDATION_CODES) expect(en.validation[code], code).toBe(validationMessagesEn[code]);
  });

  it('translates the texts the specification quotes', () => {
    expect(en.account.login.waiting).toBe('Please wait, we are verifying your account');
    expect(en.account.register.waiting).toBe('Please wait while we register your account');
    expect(en.account.register.passwordHint).toBe('Must contain more than 8 characters and more than 3 letters');
  });
});
