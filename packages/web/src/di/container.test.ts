import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../testing/render-screen';
import { TOKENS } from './tokens';

describe('composition root', () => {
  it('resolves every token', () => {
    const { container } = createTestContainer();
    for (const [name, token] of Object.entries(TOKENS)) expect(container.get(token), name).toBeDefined();
  });

  it('gives each screen a fresh view-model and shares the app-wide services', () => {
    const { container } = createTestContainer();
    expect(container.get(TOKENS.loginVm)).not.toBe(container.get(TOKENS.loginVm));
    expect(container.get(TOKENS.session)).toBe(container.get(TOKENS.session));
    expect(container.get(TOKENS.notifier)).toBe(container.get(TOKENS.notifier));
  });
});
