// Every context's module at once, for tests: a screen under test resolves its view-model without
// waiting for a route to load its context. The app loads them per page (app/pages.ts).
import { AppContainer } from '../di/container';
import type { ContextModule } from '../di/context-module';
import type { PlatformOptions } from '../di/platform-options';

/** Each module of src/di and src/di/shared, by its file's name (`calendar`, `shared/clock`). */
export const CONTEXT_MODULES: Readonly<Record<string, ContextModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<ContextModule>(['../di/*.module.ts', '../di/shared/*.module.ts'], { import: 'default', eager: true })).map(([file, module]) => [file.replace(/^\.\.\/di\/|\.module\.ts$/g, ''), module]),
);

/** The app's container with every context loaded. */
export const createFullContainer = (options: PlatformOptions): AppContainer => new AppContainer(options, Object.values(CONTEXT_MODULES));
