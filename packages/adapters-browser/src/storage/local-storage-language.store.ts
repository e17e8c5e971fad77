// The chosen interface language, kept across reloads.
import { STORAGE_KEYS } from './storage-keys';

export class LocalStorageLanguageStore {
  constructor(private readonly storage: Storage) {}

  load(): string | null {
    try {
      return this.storage.getItem(STORAGE_KEYS.language);
    } catch {
      return null;
    }
  }

  save(language: string): void {
    this.storage.setItem(STORAGE_KEYS.language, language);
  }
}
