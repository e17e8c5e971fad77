import { MemoryStorage } from '@fieldteam/adapters-browser';
import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../testing/fake-navigator';
import { importsOf, sourceText, staticGraph } from '../testing/source-graph';
import { createComposition } from './composition';
import { TOKENS } from './tokens';

const options = () => ({ apiBaseUrl: 'http://api.test', storage: new MemoryStorage(), navigator: new FakeNavigator(), fetch: () => Promise.reject(new TypeError('offline')) });

describe('the app’s composition', () => {
  it('gives the shell’s services at once, one instance each for the whole visit', () => {
    const composition = createComposition(options());
    expect(composition.get(TOKENS.session).viewer).toBeNull();
    expect(composition.get(TOKENS.language).current).toBe('en');
    expect(composition.get(TOKENS.session)).toBe(composition.get(TOKENS.session));
    expect(composition.get(TOKENS.notifier)).toBe(composition.get(TOKENS.notifier));
  });

  it('says which token is missing when a screen asks before its contexts are loaded', () => {
    const composition = createComposition(options());
    expect(() => composition.get(TOKENS.loginVm)).toThrow('fieldteam.LoginViewModel is not bound: the contexts that bind it are not loaded');
  });

  it('loads the contexts a route names, on the same shell services', async () => {
    const composition = createComposition(options());
    const session = composition.get(TOKENS.session);
    const store = composition.get(TOKENS.sessionStore);
    await composition.loadContexts([]);
    expect(() => composition.get(TOKENS.loginVm)).toThrow(/not bound/);
    await Promise.all([composition.loadContexts(['account']), composition.loadContexts(['account'])]);
    expect(composition.get(TOKENS.loginVm)).not.toBe(composition.get(TOKENS.loginVm));
    expect(composition.get(TOKENS.session)).toBe(session);
    expect(composition.get(TOKENS.sessionStore)).toBe(store);
    expect(() => composition.get(TOKENS.clientsVm)).toThrow(/ClientsViewModel/);
    await composition.loadContexts(['clients']);
    expect(composition.get(TOKENS.clientsVm)).toBeDefined();
  });

  it('composes the account context without the container: the sign-in pages never load the DI library', async () => {
    const composition = createComposition(options());
    await composition.loadContexts(['account']);
    expect(composition.get(TOKENS.forgotPasswordVm)).toBeDefined();
    // the container is made with the first module context only
    expect(() => composition.get(TOKENS.clientsVm)).toThrow('fieldteam.ClientsViewModel is not bound: the contexts that bind it are not loaded');
    const graph = staticGraph('di/account.context.ts', { typeImports: false });
    expect(graph).toContain('features/account/login.view-model.ts');
    expect(graph.filter((file) => importsOf(sourceText(file)).some((line) => !line.typeOnly && line.specifier === 'inversify'))).toEqual([]);
  });

  it('starts the app without the DI library: nothing main.tsx loads before a route imports inversify', () => {
    const shell = staticGraph('app/main.tsx', { typeImports: false });
    expect(shell).toContain('di/composition.ts');
    expect(shell).toContain('di/shell.ts');
    const withInversify = shell.filter((file) => importsOf(sourceText(file)).some((line) => !line.typeOnly && line.specifier === 'inversify'));
    expect(withInversify).toEqual([]);
  });
});
