import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { MFA_ENROLMENT_REQUIRED } from '@hospital/contract/auth';
import { toast } from '@/lib/toast';
import { loginDialogClosed, selectLoginReturnTo } from '@/stores/ui-slice';
import { loggedIn } from '../stores/auth-slice';
import { decodeJwtPayload } from '@/lib/jwt';
import { userFromToken } from '../stores/access-token';
import { fromLocation } from '../utils/redirect-state';
import { inLanguage } from '@/i18n/sentences';
import { useLanguage } from '@/i18n/i18n';

const SUCCESS_TOAST_MS = 2000; // docs/product-spec.md §8: 'Logged in' for 2 seconds
const ENROLMENT_TOAST_MS = 8000;

/** After a successful login: store the session, close the dialog, and return to the page the guard remembered. */
export function useCompleteLogin() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useSelector(selectLoginReturnTo);
  const { t } = useLanguage();

  return (accessToken: string, toastId: string | number) => {
    if (!userFromToken(accessToken)) {
      toast.error(t('toasts.badSession'), { id: toastId });
      return;
    }
    dispatch(loggedIn(accessToken));
    dispatch(loginDialogClosed());
    toast.success(t('toasts.loggedIn'), { id: toastId, duration: SUCCESS_TOAST_MS });
    // Production mode: a staff account without two-step sign-in sets it up before anything else (the server refuses the rest).
    if (decodeJwtPayload(accessToken)?.enrol === true) {
      toast.info(inLanguage(MFA_ENROLMENT_REQUIRED), { duration: ENROLMENT_TOAST_MS });
      navigate('/account/security', { replace: true });
      return;
    }
    // docs/product-spec.md §2 guard: on to the page that asked for a login (from a public page, or through the guard).
    // Without one the user stays where they are.
    const from = returnTo ?? fromLocation(location.state);
    if (from) navigate(from, { replace: true });
  };
}
