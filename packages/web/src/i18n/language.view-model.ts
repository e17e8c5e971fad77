// The chosen language: stored, and applied by reloading the page (the spec's behaviour).
import { makeAutoObservable } from 'mobx';
import type { Navigator } from '../shared/navigator';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

interface LanguagePreference {
  load(): string | null;
  save(language: string): void;
}

export class LanguageViewModel {
  readonly current: Language;

  constructor(
    private readonly preference: LanguagePreference,
    private readonly navigator: Navigator,
  ) {
    const stored = preference.load();
    this.current = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    makeAutoObservable(this);
  }

  choose(language: Language): void {
    if (language === this.current) return;
    this.preference.save(language);
    this.navigator.reload();
  }
}
