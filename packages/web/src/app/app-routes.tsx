// The route table as the router's routes: each screen lazy, loaded with its contexts' modules and
// texts. `load` lets the router and the start load a page before showing it, with no loader.
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AppContainer } from '../di/container';
import { ROUTE_TABLE, screenExport, screenFile, type RouteEntry } from './route-table';
import { temporalReady } from './temporal';

/** A page the router shows: its path, what it renders, and how to load it before showing it. */
export interface AppRoute {
  readonly path: string;
  readonly element: ReactNode;
  readonly load?: () => Promise<void>;
}

type Screen = ComponentType<object>;

/** Every screen of src/features, each in its own chunk. */
const SCREENS = import.meta.glob<Record<string, Screen>>('../features/*/*Screen.tsx');

/** The routes of the table, loading into this container and these texts. */
export function createAppRoutes(app: AppContainer, texts: i18n, table: readonly RouteEntry[] = ROUTE_TABLE): AppRoute[] {
  return table.map((entry) => {
    let loaded: Screen | null = null;
    let loading: Promise<Screen> | null = null;
    const load = () =>
      (loading ??= temporalReady
        .then(() => {
          const module = SCREENS[`../${screenFile(entry)}`];
          if (!module) throw new Error(`no screen ${screenFile(entry)}`);
          return Promise.all([module(), app.loadContexts(entry.contexts), texts.loadNamespaces([...entry.texts])]);
        })
        .then(([module]) => (loaded = module[screenExport(entry)]!)));
    const Lazy = lazy(() => load().then((screen) => ({ default: screen })));
    function RouteScreen() {
      const Screen = loaded ?? Lazy;
      return (
        <>
          <PageTitle title={entry.title} />
          <Screen {...entry.props} />
        </>
      );
    }
    return { path: entry.path, element: <RouteScreen />, load: () => load().then(() => undefined) };
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
