import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../testing/fake-navigator';
import { LanguageViewModel } from './language.view-model';

type LanguagePreference = ConstructorParameters<typeof LanguageViewModel>[0];

class StoredLanguage implements LanguagePreference {
  saved: string[] = [];
  constructor(private stored: string | null) {}
  load(): string | null {
    return this.stored;
  }
  save(language: string): void {
    this.saved.push(language);
    this.stored = language;
  }
}

describe('LanguageViewModel', () => {
  it('starts in the stored language, or English when none (or an unknown one) is stored', () => {
    expect(new LanguageViewModel(new StoredLanguage('fr'), new FakeNavigator()).current).toBe('fr');
    expect(new LanguageViewModel(new StoredLanguage(null), new FakeNavigator()).current).toBe('en');
    expect(new LanguageViewModel(new StoredLanguage('de'), new FakeNavigator()).current).toBe('en');
  });

  it('choosing another language stores it and reloads the page in it', () => {
    const preference = new StoredLanguage('en');
    const navigator = new FakeNavigator();
    new LanguageViewModel(preference, navigator).choose('pt-BR');
    expect(preference.saved).toEqual(['pt-BR']);
    expect(navigator.reloads).toEqual([undefined]);
    expect(new LanguageViewModel(preference, new FakeNavigator()).current).toBe('pt-BR');
  });

  it('choosing the language already shown does nothing', () => {
    const preference = new StoredLanguage('es-MX');
    const navigator = new FakeNavigator();
    new LanguageViewModel(preference, navigator).choose('es-MX');
    expect(preference.saved).toEqual([]);
    expect(navigator.reloads).toEqual([]);
  });
});
