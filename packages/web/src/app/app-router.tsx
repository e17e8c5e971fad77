// The router: wouter over the route table (decision 0031), inside the layout and the route guard,
// with the Navigator port attached to it. What React Router gave and wouter does not is kept here:
// navigations in a transition (browser-location.tsx), and an error in a route's rendering shown in
// place of the page (React Router's default error element) rather than a blank page, until the
// next navigation.
import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { LocationProvider, navigate, useAppLocation, useAppSearch, useBrowserLocationInTransition, type BrowserLocation } from './browser-location';
import { AppLayout } from './layout/AppLayout';
import type { RouterNavigator } from './router-navigator';
import { RouteGuard } from './RouteGuard';
import { appRoutes, type AppRoute } from './routes';

/** The app's router over its route table (tests give a table of their own). */
export function AppRouter({ navigator, routes = appRoutes }: { navigator: RouterNavigator; routes?: readonly AppRoute[] }) {
  const location = useBrowserLocationInTransition();
  useLayoutEffect(() => navigator.attach(navigate), [navigator]);
  return (
    <LocationProvider location={location}>
      <Router hook={useAppLocation} searchHook={useAppSearch}>
        <RouteErrorBoundary location={location}>
          <AppLayout>
            <RouteGuard>
              <Switch>
                {routes.map(({ path, element }) => (
                  <Route key={path} path={path}>
                    {element}
                  </Route>
                ))}
              </Switch>
            </RouteGuard>
          </AppLayout>
        </RouteErrorBoundary>
      </Router>
    </LocationProvider>
  );
}

interface BoundaryProps {
  readonly location: BrowserLocation;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: unknown;
  readonly location: BrowserLocation;
}

/** React Router's default error element, until the next navigation. */
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
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{stack}</pre> : null}
      </>
    );
  }
}
