import { TwoStepSignIn } from '@/features/account-security/components/two-step-sign-in';
import { RolePage } from '../role-page';

/** /account/security: any account turns two-step sign-in on or off (staff must have it in production). */
export function AccountSecurityRoute() {
  return (
    <RolePage title="head.twoStep" capability="staff">
      <TwoStepSignIn />
    </RolePage>
  );
}
