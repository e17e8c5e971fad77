// What the app's screens resolve their services and view-models from: the shell's services from
// the start, and what the contexts bind once a route has loaded them (decision 0032). The DI
// library and the container load with the first route that has contexts, in the same chunk as
// container.ts, so that a page without any does not carry them.
import type { ContextName } from './container';
import { createShell, type PlatformOptions, type Shell } from './shell';
import type { Token } from './tokens';

export interface Composition {
  /** A shell service, or what a loaded context binds (a fresh view-model each time, a shared service). */
  get<T>(token: Token<T>): T;
  /** Loads the modules of these contexts, and of those they use, once each. */
  loadContexts(names: readonly ContextName[]): Promise<void>;
}

/** The minimum a container gives a composition (inversify's Container). */
interface Resolver {
  get<T>(token: Token<T>): T;
}

/** The app's composition: the shell now, the container with the first contexts. */
export function createComposition(options: PlatformOptions): Composition {
  return shellComposition(createShell(options));
}

export function shellComposition(shell: Shell): Composition {
  let container: Resolver | null = null;
  let loader: Promise<(names: readonly ContextName[]) => Promise<void>> | null = null;
  const withContainer = () =>
    (loader ??= import('./container').then(({ containerWithShell, loadContexts }) => {
      const made = containerWithShell(shell);
      container = made;
      return (names: readonly ContextName[]) => loadContexts(made, names);
    }));
  return {
    get<T>(token: Token<T>): T {
      if (shell.has(token)) return shell.get(token) as T;
      if (!container) throw new Error(`${token.description ?? 'A token'} is not bound: the contexts that bind it are not loaded`);
      return container.get(token);
    },
    loadContexts: (names) => (names.length === 0 ? Promise.resolve() : withContainer().then((load) => load(names))),
  };
}
