// Binds a class to itself, its own service identifier: the services named in its constructor's
// order, each checked by TypeScript against its parameter. One line per use case or view-model.
import type { AbstractNewable, BindInWhenOnFluentSyntax, ContainerModuleLoadOptions, Newable } from 'inversify';
import type { Token } from './tokens';

/** What the container gives: a port or a value by its token, a class by the class itself. */
export type Id<T> = Token<T> | AbstractNewable<T>;

/** For each constructor parameter, the identifier of what the container passes. */
type Deps<P extends readonly unknown[]> = { readonly [K in keyof P]: Id<P[K]> };

export function bindClass<C extends Newable>(
  bind: ContainerModuleLoadOptions['bind'],
  Class: C,
  deps: Deps<ConstructorParameters<C>>,
): BindInWhenOnFluentSyntax<InstanceType<C>> {
  const make = (...args: unknown[]) => new Class(...args) as InstanceType<C>;
  return bind<InstanceType<C>>(Class as Newable<InstanceType<C>>).toResolvedValue(make, deps as never);
}

/** Binds a port's token to the adapter class that implements it, made the same way. */
export function bindAdapter<T, C extends Newable<T>>(
  bind: ContainerModuleLoadOptions['bind'],
  port: Token<T>,
  Adapter: C,
  deps: Deps<ConstructorParameters<C>>,
): BindInWhenOnFluentSyntax<T> {
  const make = (...args: unknown[]) => new Adapter(...args);
  return bind<T>(port).toResolvedValue(make, deps as never);
}
