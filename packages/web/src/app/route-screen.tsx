// A route's screen, loaded with what it needs: its own chunk and the DI modules of the contexts it
// names (di/contexts.ts), fetched together (after the Temporal polyfill in a browser without
// Temporal, app/temporal.ts), before it renders; meanwhile it shows the page loader (decision
// 0028). A failed load throws to the nearest error boundary and stays failed until the page is
// reloaded, like a lazy component's.
//
// The first page is not loaded through Suspense (React.lazy or `use`): React reveals a boundary's
// content no sooner than 300 ms after its fallback showed (its FALLBACK_THROTTLE_MS), so a screen
// whose chunks were in hand 50 ms after the loader appeared still waited a quarter of a second,
// with nothing to do, on every page opened. A navigation still suspends: it is a transition, so
// the page shown stays until the next one is loaded, with no loader and no throttle. A screen once
// loaded renders at once. The first page's screen renders as a transition, in slices of a few
// milliseconds between which the browser runs what else is waiting (a tap, the page's answers),
// instead of one task of 30-60 ms on a slow phone (decision 0036).
import { startTransition, use, useEffect, useReducer, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Composition } from '../di/composition';
import type { ContextName } from '../di/contexts';
import { useComposition } from '../di/DiProvider';
import type { Namespace } from '../i18n/languages';
import { PageLoading } from './layout/PageLoading';
import { temporalReady } from './temporal';

/** A promise as React's `use` marks one it has seen: `status` with `value` or `reason` once settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks how the promise settles, as React does, so that a render (ours or `use`'s) reads it synchronously. */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  // Block bodies: a handler that returned the promise would make the chain adopt its rejection.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * A tracked promise's value once it is fulfilled, or null while it runs (the component renders
 * again when it settles); a rejection is thrown to the error boundary.
 */
export function useSettled<T>(promise: Promise<T>): T | null {
  const [, settled] = useReducer((renders: number) => renders + 1, 0);
  const { status, value, reason } = promise as Tracked<T>;
  useEffect(() => {
    if (status !== undefined) return undefined;
    let mounted = true;
    // Called after tracked()'s own handler, which has marked the promise by then.
    const rerender = () => {
      if (mounted) startTransition(settled);
    };
    promise.then(rerender, rerender);
    return () => {
      mounted = false;
    };
  }, [promise, status]);
  if (status === 'rejected') throw reason;
  return status === 'fulfilled' ? (value as T) : null;
}

/** The compositions that have shown a screen: a navigation in them suspends instead of showing the loader. */
const screensShown = new WeakSet<Composition>();

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
  // One load per composition (the app has one; tests make their own), kept so that every render
  // reads the same promise and, once it settled, renders the screen at once.
  const loading = new WeakMap<Composition, Promise<ComponentType<object>>>();
  function RouteScreen(props: PropsOf<M[K]>) {
    const composition = useComposition();
    const { i18n } = useTranslation();
    let screen = loading.get(composition);
    if (!screen) {
      // A screen or a context may read Temporal as its modules load: in a browser without its own,
      // the polyfill comes first (at once otherwise).
      screen = tracked(
        temporalReady
          .then(() => Promise.all([load(), composition.loadContexts(contexts), i18n.loadNamespaces([...texts])]))
          .then(([module]) => module[name] as ComponentType<object>),
      );
      loading.set(composition, screen);
    }
    const settled = useSettled(screen);
    const firstPage = !screensShown.has(composition);
    useEffect(() => {
      if (settled !== null) screensShown.add(composition);
    }, [composition, settled]);
    // The first page shows the loader meanwhile; a navigation suspends, and its transition keeps
    // the page shown until this one is loaded.
    let Screen: ComponentType<object>;
    if (!firstPage) Screen = use(screen);
    else if (settled === null) return <PageLoading />;
    else Screen = settled;
    return <Screen {...(props as object)} />;
  }
  RouteScreen.displayName = `RouteScreen(${name})`;
  return RouteScreen;
}
