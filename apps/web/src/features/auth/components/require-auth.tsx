import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginDialogOpened } from '@/stores/ui-slice';
import { selectIsLoggedIn } from '../stores/auth-slice';
import { redirectState } from '../utils/redirect-state';

/**
 * docs/product-spec.md §2 guard: a logged-out visitor is sent to '/' with the login dialog open, and the wanted location is kept
 * in router state so the login form can return there.
 */
export function RequireAuth() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const location = useLocation();
  const dispatch = useDispatch();

  useEffect(() => {
    if (!isLoggedIn) dispatch(loginDialogOpened('login'));
  }, [isLoggedIn, dispatch]);

  if (!isLoggedIn) return <Navigate to="/" replace state={redirectState(location)} />;
  return <Outlet />;
}
