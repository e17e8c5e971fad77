import { VALIDATION_CODES, validationMessagesEn } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
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

  it("says every validation code in English exactly as the specification (core's catalogue)", () => {
    for (const code of VALIDATION_CODES) expect(en.validation[code], code).toBe(validationMessagesEn[code]);
  });

  it('translates the texts the specification quotes', () => {
    expect(en.account.login.waiting).toBe('Please wait, we are verifying your account');
    expect(en.account.register.waiting).toBe('Please wait while we register your account');
    expect(en.account.register.passwordHint).toBe('Must contain more than 8 characters and more than 3 letters');
  });
});
