import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginDialogOpened } from '@/stores/ui-slice';
import { selectIsLoggedIn } from '../stores/auth-slice';

/** Whether someone is logged in; while nobody is, the login dialog is opened (docs/product-spec.md §2 guard). */
export function useLoginPrompt(): boolean {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!isLoggedIn) dispatch(loginDialogOpened('login'));
  }, [isLoggedIn, dispatch]);
  return isLoggedIn;
}
