import type { Role } from '@hospital/contract/lists';
import { roleMay, type Capability } from '@hospital/contract/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
      <Link
        to="/"
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('shell.goHome')}
      </Link>
    </section>
  );
}
