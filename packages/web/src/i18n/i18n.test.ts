import { compareText } from '@fieldteam/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

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
