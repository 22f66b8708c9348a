import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginDialogOpened } from '@/stores/ui-slice';
import { selectIsLoggedIn } from '../stores/auth-slice';

/**
 * Whether someone is logged in; while nobody is, the login dialog is opened (docs/product-spec.md §2 guard). `prompt`
 * false holds the dialog back (while a server-rendered page hydrates, the session is not known yet).
 */
export function useLoginPrompt(prompt = true): boolean {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch();
  useEffect(() => {
    if (prompt && !isLoggedIn) dispatch(loginDialogOpened('login'));
  }, [prompt, isLoggedIn, dispatch]);
  return isLoggedIn;
}
