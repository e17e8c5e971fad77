// The composition root: one inversify container, the only place that knows which adapter implements
// which port. The shell first; each route then loads its contexts' modules, once (contexts.ts).
import { Container, type ContainerModule } from 'inversify';
import type { Id } from './bind-class';
import { contextClosure, contextModuleFile, type ContextName } from './contexts';
import type { PlatformOptions } from './platform-options';
import { shellModule } from './shell';

/** Every context's module, each loaded on demand. */
const MODULES = import.meta.glob<ContainerModule>('./*.module.ts', { import: 'default' });

export class AppContainer {
  readonly container = new Container({ defaultScope: 'Transient' });
  /** Each context loaded or on its way (a failed load is forgotten, to be tried again). */
  private readonly loading = new Map<ContextName, Promise<void>>();

  /** Tests give the modules of contexts to load at once (`loaded`), as a route would have. */
  constructor(options: PlatformOptions, loaded: Partial<Record<ContextName, ContainerModule>> = {}) {
    this.container.load(shellModule(options));
    for (const [name, module] of Object.entries(loaded) as [ContextName, ContainerModule][]) {
      this.container.load(module);
      this.loading.set(name, Promise.resolve());
    }
  }

  /** A service of the shell or of a context loaded. */
  get<T>(id: Id<T>): T {
    return this.container.get<T>(id);
  }

  /** Loads the modules of these contexts, and of the contexts they use, once each. */
  loadContexts(names: readonly ContextName[]): Promise<void> {
    return Promise.all(contextClosure(...names).map((name) => this.loadContext(name))).then(() => undefined);
  }

  private loadContext(name: ContextName): Promise<void> {
    let loading = this.loading.get(name);
    if (!loading) {
      const load = MODULES[`./${contextModuleFile(name)}`];
      if (!load) return Promise.reject(new Error(`no module ${contextModuleFile(name)} for the ${name} context`));
      loading = load().then(
        (module) => this.container.load(module),
        (error: unknown) => {
          this.loading.delete(name);
          throw error;
        },
      );
      this.loading.set(name, loading);
    }
    return loading;
  }
}
