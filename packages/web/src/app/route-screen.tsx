// A route's screen, loaded with what it needs: its own chunk and the DI modules of the contexts it
// names (di/contexts.ts), fetched together (after the Temporal polyfill in a browser without
// Temporal, app/temporal.ts), before it renders; meanwhile the layout's Suspense
// shows the page loader, as React.lazy did (decision 0028). A failed load throws to the nearest
// error boundary and stays failed until the page is reloaded, like a lazy component's.
import { use, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Composition } from '../di/composition';
import type { ContextName } from '../di/contexts';
import { useComposition } from '../di/DiProvider';
import type { Namespace } from '../i18n/languages';
import { temporalReady } from './temporal';

/** The props a component takes. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `routeScreen(['clients'], () => import('../features/clients/ClientsScreen'), 'ClientsScreen', ['clients', 'work'])`:
 * the contexts whose DI modules it needs, its module, its export, and the namespaces of texts it
 * shows beside the shell's (i18n.ts SHELL_NAMESPACES). Keep the contexts, the import and the
 * namespaces as literals: scripts/check-bundle-budget.mjs reads them to count each route's chunks.
 */
export function routeScreen<K extends string, M extends Record<K, ComponentType<never>>>(
  contexts: readonly ContextName[],
  load: () => Promise<M>,
  name: K,
  texts: readonly Namespace[] = [],
): ComponentType<PropsOf<M[K]>> {
  // One load per composition (the app has one; tests make their own), kept so that React's `use`
  // sees the same promise on every render and, once it settled, renders at once.
  const loading = new WeakMap<Composition, Promise<ComponentType<object>>>();
  function RouteScreen(props: PropsOf<M[K]>) {
    const composition = useComposition();
    const { i18n } = useTranslation();
    let screen = loading.get(composition);
    if (!screen) {
      // A screen or a context may read Temporal as its modules load: in a browser without its own,
      // the polyfill comes first (at once otherwise).
      screen = temporalReady
        .then(() => Promise.all([load(), composition.loadContexts(contexts), i18n.loadNamespaces([...texts])]))
        .then(([module]) => module[name] as ComponentType<object>);
      loading.set(composition, screen);
    }
    const Screen = use(screen);
    return <Screen {...(props as object)} />;
  }
  RouteScreen.displayName = `RouteScreen(${name})`;
  return RouteScreen;
}
