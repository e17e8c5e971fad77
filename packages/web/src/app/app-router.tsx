// The router: React Router in its declarative mode over the route table, with the Navigator port
// attached to it. The app uses none of the data router's loaders, actions or fetchers, which
// weigh 17 kB gzipped on every page (decision 0028). What the data router gave for free is kept:
// navigations in a transition, and an error in a route's rendering shown in place of the page
// (React Router's default error element) rather than a blank page.
import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate, useRoutes, type Location } from 'react-router';
import type { RouterNavigator } from './router-navigator';
import { appRoutes } from './routes';

export function AppRouter({ navigator }: { navigator: RouterNavigator }) {
  return (
    <BrowserRouter>
      <AppRoutes navigator={navigator} />
    </BrowserRouter>
  );
}

function AppRoutes({ navigator }: { navigator: RouterNavigator }) {
  const navigate = useNavigate();
  const location = useLocation();
  const page = useRoutes(appRoutes, location);
  useLayoutEffect(() => navigator.attach(navigate), [navigator, navigate]);
  return <RouteErrorBoundary location={location}>{page}</RouteErrorBoundary>;
}

interface BoundaryProps {
  readonly location: Location;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: unknown;
  readonly location: Location;
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
    console.error('React Router caught the following error during render', error, info.componentStack);
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
