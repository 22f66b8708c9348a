import { siteConfig } from '@/config/site';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useDocumentHead } from '@/lib/head';

export function ResetPasswordRoute() {
  // The URL carries a one-time token: keep it out of search engines.
  useDocumentHead({ title: `Reset Password | ${siteConfig.name}`, robots: 'noindex' });
  return <ResetPasswordPage />;
}
