import type { LoginStep } from '@hospital/contract/auth';
import { toast } from '@/lib/toast';
import { useCompleteLogin } from './use-complete-login';
import { useLanguage } from '@/i18n/i18n';

type LoginToastKey = 'toasts.loggingIn' | 'toasts.checkingCode';

/**
 * One login request (password or code step) under a loading toast: a session completes the login; a challenge for the
 * code step dismisses the toast and hands the step's token on. A refusal has been toasted by the API client.
 */
export function useLoginAttempt(loadingKey: LoginToastKey) {
  const completeLogin = useCompleteLogin();
  const { t } = useLanguage();

  return async (send: () => Promise<{ data: LoginStep }>, onCodeAsked?: (mfaToken: string) => void) => {
    const toastId = toast.loading(t(loadingKey));
    try {
      const { data } = await send();
      if ('mfaToken' in data) {
        toast.dismiss(toastId);
        onCodeAsked?.(data.mfaToken);
        return;
      }
      completeLogin(data.accessToken, toastId);
    } catch {
      toast.dismiss(toastId);
    }
  };
}
