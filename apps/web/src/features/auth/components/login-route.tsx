import { Navigate, useLocation } from 'react-router';
import { useLoginPrompt } from '../hooks/use-login-prompt';

/** /login: the home page with the login dialog open over it (already logged in: just the home page). */
export function LoginRoute() {
  useLoginPrompt();
  const location = useLocation();
  // Any remembered destination travels on with the redirect.
  return <Navigate to="/" replace state={location.state} />;
}
