import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { TwoStepSignIn } from '@/features/account-security/components/two-step-sign-in';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /account/security: staff turn two-step sign-in on or off (the router's RequireAuth has ensured a session). */
export function AccountSecurityRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.twoStep', { name: siteConfig.name }), robots: 'noindex' });
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="staff">
      <TwoStepSignIn />
    </RequireRole>
  );
}
