// What the app's screens resolve their services and view-models from: the shell's services from
// the start, and what the contexts bind once a route has loaded them (decision 0032). The DI
// library and the container load with the first route whose contexts have container modules, in
// the same chunk as container.ts, so that a page without any does not carry them; a context
// composed by hand (the account's, decision 0033) is composed here, on the shell's services.
import { CONTEXTS, contextClosure, isComposed, type ContextName } from './contexts';
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
  // What the composed contexts make, by token, and each such context loaded or on its way (a
  // failed load is forgotten, to be tried again).
  const composed = new Map<symbol, () => unknown>();
  const composing = new Map<ContextName, Promise<void>>();
  const get = <T>(token: Token<T>): T => {
    if (shell.has(token)) return shell.get(token) as T;
    const make = composed.get(token);
    if (make) return make() as T;
    if (!container) throw new Error(`${token.description ?? 'A token'} is not bound: the contexts that bind it are not loaded`);
    return container.get(token);
  };
  const compose = (name: ContextName): Promise<void> => {
    const entry = CONTEXTS[name];
    if (!isComposed(entry)) throw new Error(`the ${name} context has a container module`);
    let loading = composing.get(name);
    if (!loading) {
      loading = entry.compose().then(
        (context) => {
          for (const [token, make] of context(get)) composed.set(token, make);
        },
        (error: unknown) => {
          composing.delete(name);
          throw error;
        },
      );
      composing.set(name, loading);
    }
    return loading;
  };
  return {
    get,
    loadContexts(names) {
      const closure = contextClosure(...names);
      const modules = closure.filter((name) => !isComposed(CONTEXTS[name]));
      return Promise.all([
        ...closure.filter((name) => isComposed(CONTEXTS[name])).map(compose),
        modules.length === 0 ? undefined : withContainer().then((load) => load(modules)),
      ]).then(() => undefined);
    },
  };
}
