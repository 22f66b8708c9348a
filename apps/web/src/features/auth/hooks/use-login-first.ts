import type { MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginRequiredFor } from '@/stores/ui-slice';
import { selectIsLoggedIn } from '../stores/auth-slice';

/**
 * For a link from a public page to one that needs a login (a doctor's profile to the booking): someone logged in just
 * follows it; a guest stays on the page, the login dialog opens there, and logging in (or registering, then logging
 * in) leads on to the link's page.
 */
export function useLoginFirst() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch();
  return (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (isLoggedIn) return;
    event.preventDefault();
    dispatch(loginRequiredFor(path));
  };
}
