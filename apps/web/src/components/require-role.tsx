import type { Role } from '@hospital/contract/lists';
import { roleMay, type Capability } from '@hospital/contract/permissions';
import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button-link';
import { useLanguage } from '@/i18n/i18n';

type RequireRoleProps = {
  /** The signed-in user's role (the route reads it from the auth state; RequireAuth has already ensured a session). */
  role: Role | undefined;
  /** What the page is for, from the permission table the server enforces. */
  capability: Capability;
  children: ReactNode;
};

/**
 * A role gate inside a logged-in area. Another role gets a plain message and a way home, and stays logged in: being
 * on the wrong page is not a reason to end the session. The server refuses the data calls anyway (docs/architecture.md §6).
 */
export function RequireRole({ role, capability, children }: RequireRoleProps) {
  const { t } = useLanguage();
  if (roleMay(role, capability)) return children;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-bold text-slate-900">{t('shell.noAccess')}</h1>
      <ButtonLink to="/" className="px-4 py-2.5">
        {t('shell.goHome')}
      </ButtonLink>
    </section>
  );
}
