// The composition root: the only place that knows which adapter implements which port. The shell,
// what every page needs (the platform's adapters and services and the session), is composed when
// the app starts (shell.ts, without the DI library: decision 0032); the container, made when the
// first route with contexts opens (composition.ts), starts with the shell's services, and each
// route then loads the modules of the contexts it uses (`loadContexts`), each in its own chunk,
// before its screen renders (decision 0028); the contexts' table is contexts.ts. One module per context binds that
// context's use cases and screens' view-models; a module takes what it uses from another context
// only through that context's tokens, and says so in CONTEXTS, so that loading a context loads
// those too. What a few contexts share has a small module of its own (the company record and
// hours, the address pickers, the clock, the address search, the road's maps, the clients' and
// visits' APIs), so that a route
// carries only what it uses.
// The account context is composed by hand (account.context.ts, decision 0033): the composition
// never loads it here; a container given it (tests) binds what it composes.
import { Container, ContainerModule, type ResolutionContext } from 'inversify';
import { CONTEXTS, contextClosure, isComposed, type ComposedContext, type ContextName } from './contexts';
import { createShell, type PlatformOptions, type Shell } from './shell';
import { shellModule } from './shell.module';

/** A container that starts with this shell's services. */
export function containerWithShell(shell: Shell): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(shellModule(shell));
  return container;
}

/** A container with a shell of its own, made from these options (tests). */
export const createContainer = (options: PlatformOptions): Container => containerWithShell(createShell(options));

/** A context composed by hand, as a container module: each token it binds, made as it composes it. */
export function composedModule(context: ComposedContext): ContainerModule {
  const tokens = [...context(() => {
    throw new Error('a composed context made a service while listing its tokens');
  }).keys()];
  return new ContainerModule(({ bind }) => {
    for (const token of tokens) bind(token).toDynamicValue((resolution: ResolutionContext) => context((t) => resolution.get(t)).get(token)!());
  });
}

/** The module of a context, from its chunk. */
const moduleOf = (name: ContextName): Promise<ContainerModule> => {
  const entry = CONTEXTS[name];
  return isComposed(entry) ? entry.compose().then(composedModule) : entry.load();
};

/** Per container, each context loaded or on its way (a failed load is forgotten, to be tried again). */
const loaded = new WeakMap<Container, Map<ContextName, Promise<void>>>();

/** Loads the modules of these contexts, and of the contexts they use, into the container, once each. */
export function loadContexts(container: Container, names: readonly ContextName[]): Promise<void> {
  let contexts = loaded.get(container);
  if (!contexts) loaded.set(container, (contexts = new Map()));
  const started = contexts;
  return Promise.all(
    contextClosure(...names).map((name) => {
      let loading = started.get(name);
      if (!loading) {
        loading = moduleOf(name).then(
          (module) => container.load(module),
          (error: unknown) => {
            started.delete(name);
            throw error;
          },
        );
        started.set(name, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** Marks contexts as loaded into a container that was given their modules by other means (tests). */
export function markContextsLoaded(container: Container, names: readonly ContextName[]): void {
  let contexts = loaded.get(container);
  if (!contexts) loaded.set(container, (contexts = new Map()));
  for (const name of names) contexts.set(name, Promise.resolve());
}
