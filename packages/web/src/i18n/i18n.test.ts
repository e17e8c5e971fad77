import { compareText } from '@fieldteam/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, loadTexts, SHELL_NAMESPACES } from './i18n';
import { loadI18n } from './load-i18n';

afterEach(() => createI18n('en', {}));

describe('createI18n', () => {
  it('sets the order of names for the interface language too', () => {
    const names = ['Ñandú', 'Nuno', 'Oscar'];
    createI18n('en', {});
    expect([...names].sort(compareText)).toEqual(['Ñandú', 'Nuno', 'Oscar']);
    createI18n('es-MX', {});
    expect([...names].sort(compareText)).toEqual(['Nuno', 'Ñandú', 'Oscar']);
  });
});

describe('loading texts by namespace', () => {
  it('starts with the shell namespaces of the language only', async () => {
    const i18n = await loadI18n('fr');
    for (const namespace of SHELL_NAMESPACES) expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
    expect(i18n.hasLoadedNamespace('home')).toBe(false);
    expect(i18n.t('common:errors.unreachable')).not.toBe('errors.unreachable');
  });

  it('fetches a namespace when asked, in the same language', async () => {
    const i18n = await loadI18n('pt-BR');
    await i18n.loadNamespaces('home');
    expect(i18n.hasLoadedNamespace('home')).toBe(true);
    const home = await loadTexts('pt-BR', 'home');
    const [firstKey] = Object.keys(home);
    expect(i18n.getResourceBundle('pt-BR', 'home')).toEqual(home);
    expect(firstKey).toBeDefined();
  });

  it('refuses a namespace or a language that has no texts', async () => {
    await expect(loadTexts('en', 'nothing')).rejects.toThrow('No texts for en/nothing');
    await expect(loadTexts('de', 'common')).rejects.toThrow('No texts for de/common');
  });
});
