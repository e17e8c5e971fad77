// Gives React the container, and screens their view-models: one instance per mounted screen.
import type { Container } from 'inversify';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Token } from './tokens';

const ContainerContext = createContext<Container | null>(null);

export function DiProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The app's container (a route loads its contexts into it before its screen renders). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('DiProvider is missing above this component');
  return container;
}

/** An app-wide service (singletons such as the session or the notifier). */
export function useService<T>(token: Token<T>): T {
  return useContainer().get<T>(token);
}

/** A fresh view-model for this screen, kept for as long as the screen is mounted. */
export function useViewModel<T>(token: Token<T>): T {
  const container = useContainer();
  const [viewModel] = useState(() => container.get<T>(token));
  return viewModel;
}
