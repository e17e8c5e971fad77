// Applies core's route policy (000 section 2) to every navigation: open, redirect, or the
// catch-all page.
import { decideRoute } from '@fieldteam/core';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useService } from '../di/DiProvider';
import { TOKENS } from '../di/tokens';
import { NotFoundScreen } from '../features/pages/NotFoundScreen';

export const RouteGuard = observer(function RouteGuard() {
  const session = useService(TOKENS.session);
  const location = useLocation();
  const decision = decideRoute(session.viewer, location.pathname);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'not-found') return <NotFoundScreen />;
  return <Outlet />;
});
