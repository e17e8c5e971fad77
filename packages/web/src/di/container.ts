// The composition root: one inversify container, the only place that knows which adapter implements
// which port. The shell first; each route then loads its context's module (app/routes.ts), and with
// it the modules that module uses, each once.
import { Container } from 'inversify';
import type { Id } from './bind-class';
import { withUses, type ContextModule } from './context-module';
import type { PlatformOptions } from './platform-options';
import { shellModule } from './shell';

export class AppContainer {
  readonly container = new Container({ defaultScope: 'Transient' });
  private readonly loaded = new Set<ContextModule>();

  /** Tests give the context modules to load at once, as a route would have. */
  constructor(options: PlatformOptions, loaded: readonly ContextModule[] = []) {
    this.container.load(shellModule(options));
    this.load(...loaded);
  }

  /** A service of the shell or of a context loaded. */
  get<T>(id: Id<T>): T {
    return this.container.get<T>(id);
  }

  /** What a page of `module` waits for before it draws: the `ready` of it and of the modules it uses. */
  ready(module: ContextModule): Promise<unknown> {
    return Promise.all(withUses([module]).map((used) => used.ready?.wait((id) => this.get(id))));
  }

  /** Whether what a page of `module` waits for is known already (its wait would answer at once). */
  isReady(module: ContextModule): boolean {
    return withUses([module]).every((used) => !used.ready || used.ready.known((id) => this.get(id)));
  }

  /** Asks what a page of `module` asks for while it waits to draw (the module's own `warm`). */
  warm(module: ContextModule): void {
    module.warm?.((id) => this.get(id));
  }

  /** Loads these modules and those they use, each once. */
  load(...modules: readonly ContextModule[]): void {
    for (const module of withUses(modules)) {
      if (this.loaded.has(module)) continue;
      this.container.load(module.bindings);
      this.loaded.add(module);
    }
  }
}
