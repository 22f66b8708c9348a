import { TwoStepSignIn } from '@/features/account-security/components/two-step-sign-in';
import { RolePage } from '../role-page';

/** /account/security: staff turn two-step sign-in on or off. */
export function AccountSecurityRoute() {
  return (
    <RolePage title="head.twoStep" capability="staff">
      <TwoStepSignIn />
    </RolePage>
  );
}
