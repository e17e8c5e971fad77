// Gives screens the app's container: services, and one view-model per mounted screen.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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

/**
 * A fresh view-model for this screen, made in a task of its own once `when` holds (null until
 * then), for a screen that draws its frame meanwhile: making a screen's view-models is a slow
 * phone's long task of its own, not to add to the screen's first drawing. That drawing is not a
 * transition: split into slices, the road's drawing yielded to its day's answers and showed a long
 * day's stops about 150 ms later.
 */
export function useViewModelWhen<T>(id: Id<T>, when: boolean): T | null {
  const app = useAppContainer();
  const [viewModel, setViewModel] = useState<T | null>(null);
  useEffect(() => {
    if (!when || viewModel) return;
    const timer = setTimeout(() => setViewModel(app.get(id)), 0);
    return () => clearTimeout(timer);
  }, [when, viewModel, app, id]);
  return viewModel;
}
