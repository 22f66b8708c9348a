import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { usePageHead } from '@/lib/page-head';

export function ResetPasswordRoute() {
  // The URL carries a one-time token: keep it out of search engines.
  usePageHead('head.resetPassword');
  return <ResetPasswordPage />;
}
