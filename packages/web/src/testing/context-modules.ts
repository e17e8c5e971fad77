// Every context's module at once, for tests: a screen under test resolves its view-model without
// waiting for a route to load its contexts. The app loads them per route (di/container.ts).
import type { ContainerModule } from 'inversify';
import { AppContainer } from '../di/container';
import { CONTEXT_NAMES, contextClosure, contextModuleFile, type ContextName } from '../di/contexts';
import type { PlatformOptions } from '../di/platform-options';

const MODULES = import.meta.glob<ContainerModule>('../di/*.module.ts', { import: 'default', eager: true });

/** Each context's module, by name. */
export const CONTEXT_MODULES = Object.fromEntries(CONTEXT_NAMES.map((name) => [name, MODULES[`../di/${contextModuleFile(name)}`]!])) as Readonly<Record<ContextName, ContainerModule>>;

/** The modules of these contexts and of those they use, as a route would load them. */
export const contextModules = (...names: ContextName[]): ContainerModule[] => contextClosure(...names).map((name) => CONTEXT_MODULES[name]);

/** The app's container with every context loaded. */
export const createFullContainer = (options: PlatformOptions): AppContainer => new AppContainer(options, CONTEXT_MODULES);
