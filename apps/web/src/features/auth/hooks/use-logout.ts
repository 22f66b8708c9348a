import { useDispatch, useSelector } from 'react-redux';
import { toast } from '@/lib/toast';
import { errorToastMs } from '@/lib/api-errors';
import { loggedOut } from '@/lib/session';
import { useLogoutMutation } from '../api/logout';
import { selectCurrentUser } from '../stores/auth-slice';
import { useLanguage } from '@/i18n/i18n';

const SUCCESS_TOAST_MS = 2000;

/**
 * Logs out on the server (every role: docs/architecture.md §6) and then locally. The local session is cleared even when
 * the server call fails: someone pressing Logout on a shared computer must end up logged out.
 */
export function useLogout() {
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const [logout, { isLoading }] = useLogoutMutation();
  const { t } = useLanguage();

  const run = async () => {
    if (!user) return;
    try {
      await logout(user).unwrap();
      toast.success(t('toasts.loggedOut'), { duration: SUCCESS_TOAST_MS });
    } catch {
      toast.error(t('toasts.somethingWrong'), { duration: errorToastMs(t('toasts.somethingWrong')) }); // docs/product-spec.md §8, logout failure
    } finally {
      dispatch(loggedOut({ reason: 'user' }));
    }
  };

  return { logout: run, isLoggingOut: isLoading };
}
