import { guardRoute } from '@feira/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signedOutByUser, useSession } from '../shared/api/session';

/**
 * Every route passes here. The decision is guardRoute() from @feira/shared alone: signed out -> /Login
 * (remembering where the user was going, unless they chose "Sair"), wrong role or unknown route -> homeFor(role).
 */
export function RouteGuard() {
  const { role } = useSession();
  const location = useLocation();
  const decision = guardRoute(location.pathname, role);
  if (decision.allow) return <Outlet />;
  const state = decision.redirect === '/Login' && !signedOutByUser() ? { from: location } : undefined;
  return <Navigate to={decision.redirect} replace state={state} />;
}
