import { Navigate, Outlet, useLocation } from 'react-router';
import { useHydrating } from '@/lib/hydration';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { redirectState } from '../utils/redirect-state';

/**
 * docs/product-spec.md §2 guard: a logged-out visitor is sent to '/' with the login dialog open, and the wanted location is kept
 * in router state so the login form can return there. A server-rendered page (a doctor's profile: public data) is
 * adopted as it is while React hydrates, since the server cannot know who is signed in; the guard decides right after.
 */
export function RequireAuth() {
  const hydrating = useHydrating();
  const isLoggedIn = useLoginPrompt(!hydrating);
  const location = useLocation();
  if (!hydrating && !isLoggedIn) return <Navigate to="/" replace state={redirectState(location)} />;
  return <Outlet />;
}
