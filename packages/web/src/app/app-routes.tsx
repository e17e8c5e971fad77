// The pages as the router's routes: each screen lazy, loaded with its context's module and its
// texts. `load` lets the router and the start load a page before showing it, with no loader.
import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AppContainer } from '../di/container';
import type { ContextModule } from '../di/context-module';
import { PAGES, type Page } from './pages';
import { PageReadyContext } from '../shared/page-ready';
import { afterPaint, yieldToMain } from '../shared/yield-to-main';
import { temporalReady } from './temporal';

/** A page the router shows: its path, what it renders, and how to load it before showing it. */
export interface AppRoute {
  readonly path: string;
  readonly element: ReactNode;
  readonly load?: () => Promise<void>;
}

type Screen = ComponentType<Record<string, string>>;

/** The routes of these pages, loading into this container and these texts. */
export function createAppRoutes(app: AppContainer, texts: i18n, pages: readonly Page[] = PAGES): AppRoute[] {
  return pages.map((page) => {
    let loaded: Screen | null = null;
    let loading: Promise<Screen> | null = null;
    let contextLoading: Promise<void> | null = null;
    let context: ContextModule | null = null;
    // The context's bindings load in a task of their own, not in the one that evaluated its code.
    const contextLoaded = () =>
      (contextLoading ??= temporalReady.then(async () => {
        const module = await page.context?.();
        if (!module) return;
        await yieldToMain();
        app.load(module.default);
        context = module.default;
        app.warm(module.default);
      }));
    const contextReady = () => contextLoaded().then(() => context && app.ready(context));
    // What the screen waits for before drawing itself rather than its frame: its context loaded (and
    // what it waits for asked then), or loaded and ready.
    const screenWaits = page.draws === 'frame-before-ready' ? () => contextLoaded().then(() => void contextReady()) : contextReady;
    const shownAtOnce = () => page.draws === undefined || !page.context || (context !== null && (page.draws === 'frame-before-ready' || app.isReady(context)));
    const fetched = () =>
      (loading ??= temporalReady
        .then(() =>
          Promise.all([
            page.screen(),
            // What the page waits for (the business's zone, where it computes dates) is asked with its
            // code; a page drawing its frame first loads its context once the frame is painted.
            page.draws ? undefined : contextReady(),
            texts.loadNamespaces([...page.texts]),
          ]),
        )
        .then(([screen]) => screen as Screen));
    // The code is fetched once; what the page waits for is asked at each load (another session may
    // have begun since), and answers at once when it is known. A page that draws before it is
    // ready does not wait for it (usePageReady says when it is).
    const load = () => {
      const first = loading === null;
      return fetched()
        .then(async (screen) => {
          if (!first && context && page.draws === undefined) await app.ready(context);
          return screen;
        })
        .then((screen) => (loaded = screen));
    };
    const Lazy = lazy(() => load().then((screen) => ({ default: screen })));
    function RouteScreen() {
      const Screen = loaded ?? Lazy;
      const [shownReady, setShownReady] = useState(shownAtOnce);
      // Asked once the page has drawn: the wait is not on its first screen.
      useEffect(() => {
        if (shownReady) return;
        let shown = true;
        void afterPaint()
          .then(screenWaits)
          .then(() => {
            if (shown) setShownReady(true);
          });
        return () => {
          shown = false;
        };
      }, [shownReady]);
      return (
        <PageReadyContext.Provider value={shownReady}>
          <PageTitle title={page.title} />
          <Screen {...page.props} />
        </PageReadyContext.Provider>
      );
    }
    return { path: page.path, element: <RouteScreen />, load: () => load().then(() => undefined) };
  });
}

/** The document's title for the page shown: its own and the app's name. */
function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const page = t(title);
  const app = t('common:app.name');
  useEffect(() => {
    document.title = page === app ? app : `${page} · ${app}`;
  }, [page, app]);
  return null;
}
