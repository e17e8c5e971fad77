// The router: wouter over the app's routes, inside the layout and the route guard, with
// the Navigator port attached to it. A move loads the next page first (navigation.ts). An error in
// a page's rendering is shown in place of the page, not a blank page, until the next navigation.
import { Component, useCallback, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { AppLayout } from './layout/AppLayout';
import type { AppRoute } from './app-routes';
import { PageLoaderContext, useAppLocation, type RouterNavigator } from './navigation';
import { RouteGuard } from './RouteGuard';

export function AppRouter({ navigator, routes }: { navigator: RouterNavigator; routes: readonly AppRoute[] }) {
  const load = useCallback((path: string) => routes.find((route) => route.path.toLowerCase() === path.toLowerCase())?.load?.() ?? Promise.resolve(), [routes]);
  useLayoutEffect(() => navigator.attach(load), [navigator, load]);
  return (
    <PageLoaderContext value={load}>
      <Router hook={useAppLocation}>
        <RouteErrorBoundaryAtLocation>
          <AppLayout>
            <RouteGuard>
              <Switch>
                {routes.map(({ path, element }) => (
                  <Route key={path} path={path}>
                    {element}
                  </Route>
                ))}
                {/* Any other path: the route guard shows the not-found page. */}
              </Switch>
            </RouteGuard>
          </AppLayout>
        </RouteErrorBoundaryAtLocation>
      </Router>
    </PageLoaderContext>
  );
}

function RouteErrorBoundaryAtLocation({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <RouteErrorBoundary location={location}>{children}</RouteErrorBoundary>;
}

type BoundaryProps = { readonly location: string; readonly children: ReactNode };
type BoundaryState = { readonly error: unknown; readonly location: string };

/** The page's rendering error, until the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 className="ft-route-error__message">{error instanceof Error ? error.message : JSON.stringify(error)}</h3>
        {error instanceof Error && error.stack ? <pre className="ft-route-error__stack">{error.stack}</pre> : null}
      </>
    );
  }
}
