// Applies core's route policy (000 section 2) to every navigation: open, redirect, or the
// catch-all page.
import { afterSignIn, decideRoute, signInFor } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useService } from '../di/DiProvider';
import { NotFoundScreen } from '../features/pages/NotFoundScreen';
import { SessionViewModel } from '../shared/session.view-model';

export const RouteGuard = observer(function RouteGuard({ children }: { children: ReactNode }) {
  const session = useService(SessionViewModel);
  const [path] = useLocation();
  const search = useSearch();
  const decision = decideRoute(session.viewer, path);
  // Signed out, the sign-in page remembers the page asked for; once signed in there, the guard
  // sends the person to it as the sign-in itself does, so that neither redirect undoes the other.
  const to =
    decision.kind !== 'redirect'
      ? null
      : session.viewer
        ? afterSignIn(session.viewer, decision.to, new URLSearchParams(search).get('next'))
        : signInFor(search ? `${path}?${search}` : path);
  // Keyed by its target: a new target redirects again, as React Router's <Navigate> did.
  if (to !== null) return <Redirect key={to} to={to} replace />;
  if (decision.kind === 'not-found') return <NotFoundScreen />;
  return children;
});
