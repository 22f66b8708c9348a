import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { TwoStepSignIn } from '@/features/account-security/components/two-step-sign-in';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Two-step sign-in | ${siteConfig.name}`, robots: 'noindex' };

/** /account/security: staff turn two-step sign-in on or off (the router's RequireAuth has ensured a session). */
export function AccountSecurityRoute() {
  useDocumentHead(HEAD);
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="staff">
      <TwoStepSignIn />
    </RequireRole>
  );
}
