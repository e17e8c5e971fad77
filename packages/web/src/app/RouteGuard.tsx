// Applies core's route policy (000 section 2) to every navigation: open, redirect, or the
// catch-all page.
import { decideRoute } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useService } from '../di/DiProvider';
import { NotFoundScreen } from '../features/pages/NotFoundScreen';
import { SessionViewModel } from '../features/session/session.view-model';

export const RouteGuard = observer(function RouteGuard({ children }: { children: ReactNode }) {
  const session = useService(SessionViewModel);
  const [path] = useLocation();
  const decision = decideRoute(session.viewer, path);
  // Keyed by its target: a new target redirects again, as React Router's <Navigate> did.
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  if (decision.kind === 'not-found') return <NotFoundScreen />;
  return children;
});
