import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { dateFormat, numberFormat, warmUpDateFormatting } from './intl-formats';

describe('shared Intl formats', () => {
  it('builds one formatter per language and options, and gives it back after', () => {
    const time = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } as const;
    expect(dateFormat('en', time)).toBe(dateFormat('en', { ...time }));
    expect(dateFormat('pt-BR', time)).not.toBe(dateFormat('en', time));
    expect(dateFormat('en', { ...time, hour: 'numeric' })).not.toBe(dateFormat('en', time));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
  });

  it('formats as a new formatter would', () => {
    const at = new Date(Date.UTC(2026, 2, 10, 21, 5));
    expect(dateFormat('en', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at)).toBe('09:05 PM');
    expect(dateFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at)).toBe('21:05');
    expect(numberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
  });

  it('warming up date formatting leaves the language’s formatter ready, for every language the app speaks', () => {
    for (const language of LANGUAGES) {
      warmUpDateFormatting(language);
      expect(dateFormat(language, {}).resolvedOptions().locale.slice(0, 2)).toBe(language.slice(0, 2));
    }
  });
});
