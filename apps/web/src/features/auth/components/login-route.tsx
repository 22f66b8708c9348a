import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { loginDialogOpened } from '@/stores/ui-slice';
import { selectIsLoggedIn } from '../stores/auth-slice';

/** /login: the home page with the login dialog open over it (already logged in: just the home page). */
export function LoginRoute() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch();
  const location = useLocation();

  useEffect(() => {
    if (!isLoggedIn) dispatch(loginDialogOpened('login'));
  }, [isLoggedIn, dispatch]);

  // Any remembered destination travels on with the redirect.
  return <Navigate to="/" replace state={location.state} />;
}
