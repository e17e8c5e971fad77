// Gives React the composition (di/composition.ts), and screens their view-models: one instance per mounted screen.
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Composition } from './composition';
import type { Token } from './tokens';

const CompositionContext = createContext<Composition | null>(null);

export function DiProvider({ composition, children }: { composition: Composition; children: ReactNode }) {
  return <CompositionContext.Provider value={composition}>{children}</CompositionContext.Provider>;
}

/** The app's composition (a route loads its contexts into it before its screen renders). */
export function useComposition(): Composition {
  const composition = useContext(CompositionContext);
  if (!composition) throw new Error('DiProvider is missing above this component');
  return composition;
}

/** An app-wide service (singletons such as the session or the notifier). */
export function useService<T>(token: Token<T>): T {
  return useComposition().get<T>(token);
}

/** A fresh view-model for this screen, kept for as long as the screen is mounted. */
export function useViewModel<T>(token: Token<T>): T {
  const composition = useComposition();
  const [viewModel] = useState(() => composition.get<T>(token));
  return viewModel;
}
