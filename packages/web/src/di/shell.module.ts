// The shell's services (shell.ts) in the container, as they are: a context's module takes them
// from there by their tokens.
import { ContainerModule } from 'inversify';
import { createShell, type PlatformOptions, type Shell } from './shell';

export function shellModule(shell: Shell): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const [token, service] of shell) bind(token).toConstantValue(service);
  });
}

/** The shell of these options as a module (tests build a container with it). */
export const platformModule = (options: PlatformOptions): ContainerModule => shellModule(createShell(options));
