// A context's bindings together with the modules they need: a route loads its context's module,
// whose static imports bring the modules it uses, so that an editor follows a route to every
// binding it loads. Each module is loaded into the container once, those it uses first. A module
// may say what its pages wait for before they draw (`ready`: the clock's, the business's zone),
// asked again at each page load, and what to ask for as soon as it is loaded (`warm`: the road's day).
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { Id } from './bind-class';

/** What a module's `ready` reads from the container. */
type Get = <T>(id: Id<T>) => T;

export interface ContextModule {
  /** The modules whose bindings this one's resolve through. */
  readonly uses: readonly ContextModule[];
  readonly bindings: ContainerModule;
  /** What a page of this module, or of one using it, waits for before it draws; settles fast once done. */
  readonly ready?: Readiness;
  /** What a page of this module asks for as soon as the module is loaded, while it waits to draw (its first screen's data). */
  readonly warm?: (get: Get) => void;
}

/** What a module's pages wait for (`wait`), and whether it is known already (`known`: no wait needed). */
export interface Readiness {
  readonly wait: (get: Get) => Promise<void>;
  readonly known: (get: Get) => boolean;
}

export const contextModule = (uses: readonly ContextModule[], register: (options: ContainerModuleLoadOptions) => void, options: Pick<ContextModule, 'ready' | 'warm'> = {}): ContextModule => ({
  uses,
  bindings: new ContainerModule(register),
  ...options,
});

/** These modules and every module they use, in turn, each once, a module after those it uses. */
export function withUses(modules: readonly ContextModule[]): ContextModule[] {
  const ordered: ContextModule[] = [];
  const seen = new Set<ContextModule>();
  const visit = (module: ContextModule) => {
    if (seen.has(module)) return;
    seen.add(module);
    module.uses.forEach(visit);
    ordered.push(module);
  };
  modules.forEach(visit);
  return ordered;
}
