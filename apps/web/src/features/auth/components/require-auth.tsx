import { Navigate, Outlet, useLocation } from 'react-router';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { redirectState } from '../utils/redirect-state';

/**
 * docs/product-spec.md §2 guard: a logged-out visitor is sent to '/' with the login dialog open, and the wanted location is kept
 * in router state so the login form can return there.
 */
export function RequireAuth() {
  const isLoggedIn = useLoginPrompt();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/" replace state={redirectState(location)} />;
  return <Outlet />;
}
