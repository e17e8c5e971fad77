import { afterEach, describe, expect, it, vi } from 'vitest';
import { byName, compareText, orderTextsIn } from './text-order';

afterEach(() => orderTextsIn('en'));

describe('compareText', () => {
  it('puts accented names among their letters, not after z as a code-point sort does', () => {
    const names = ['Bruna', 'Álvaro', 'Alberto', 'Zeca', 'Éder', 'Eduarda'];
    expect([...names].sort()).toEqual(['Alberto', 'Bruna', 'Eduarda', 'Zeca', 'Álvaro', 'Éder']);
    expect([...names].sort(compareText)).toEqual(['Alberto', 'Álvaro', 'Bruna', 'Éder', 'Eduarda', 'Zeca']);
  });

  it('gives the order localeCompare gives in the same language', () => {
    const names = ['Ana', 'ana', 'Ângela', 'andré', 'André', 'Çarla', 'Carla', 'Øystein', 'Oscar', 'Ñandú', 'Nuno', 'Élise', 'Eloïse'];
    for (const language of ['en', 'pt-BR', 'es-MX', 'fr']) {
      orderTextsIn(language);
      expect([...names].sort(compareText), language).toEqual([...names].sort((a, b) => a.localeCompare(b, language)));
    }
  });

  it('follows the interface language where languages differ: Spanish keeps ñ after n', () => {
    const names = ['Ñandú', 'Nuno', 'Oscar'];
    orderTextsIn('en');
    expect([...names].sort(compareText)).toEqual(['Ñandú', 'Nuno', 'Oscar']);
    orderTextsIn('es-MX');
    expect([...names].sort(compareText)).toEqual(['Nuno', 'Ñandú', 'Oscar']);
  });
});

describe('orderTextsIn', () => {
  it('makes no collator until the first comparison, then one per language set', () => {
    const made = vi.spyOn(Intl, 'Collator');
    try {
      orderTextsIn('pt-BR');
      expect(made).not.toHaveBeenCalled();
      expect(['b', 'á', 'a'].sort(compareText)).toEqual(['a', 'á', 'b']);
      expect(['c', 'a'].sort(compareText)).toEqual(['a', 'c']);
      orderTextsIn('pt-BR');
      expect(compareText('a', 'b')).toBeLessThan(0);
      expect(made.mock.calls).toEqual([['pt-BR']]);
    } finally {
      made.mockRestore();
    }
  });
});

describe('byName', () => {
  it('orders records by name with the same collator', () => {
    const records = [{ name: 'Bruna' }, { name: 'Álvaro' }, { name: 'Alberto' }];
    expect([...records].sort(byName).map((r) => r.name)).toEqual(['Alberto', 'Álvaro', 'Bruna']);
  });
});
