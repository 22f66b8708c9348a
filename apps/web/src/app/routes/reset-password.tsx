import { siteConfig } from '@/config/site';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function ResetPasswordRoute() {
  const { t } = useLanguage();
  // The URL carries a one-time token: keep it out of search engines.
  useDocumentHead({ title: t('head.resetPassword', { name: siteConfig.name }), robots: 'noindex' });
  return <ResetPasswordPage />;
}
