// Gives screens the app's container: services, and one view-model per mounted screen.
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Id } from './bind-class';
import type { AppContainer } from './container';

const AppContainerContext = createContext<AppContainer | null>(null);

export function DiProvider({ app, children }: { app: AppContainer; children: ReactNode }) {
  return <AppContainerContext.Provider value={app}>{children}</AppContainerContext.Provider>;
}

/** The app's container (a route loads its contexts into it before its screen renders). */
function useAppContainer(): AppContainer {
  const app = useContext(AppContainerContext);
  if (!app) throw new Error('DiProvider is missing above this component');
  return app;
}

/** An app-wide service (singletons such as the session or the notifier). */
export function useService<T>(id: Id<T>): T {
  return useAppContainer().get(id);
}

/** A fresh view-model for this screen, kept for as long as the screen is mounted. */
export function useViewModel<T>(id: Id<T>): T {
  const app = useAppContainer();
  const [viewModel] = useState(() => app.get(id));
  return viewModel;
}
