import type { Role } from '@hospital/contract/lists';
import { roleMay, type Capability } from '@hospital/contract/permissions';
import type { ReactNode } from 'react';
import { StatusPanel } from './ui/status-panel';
import { useLanguage } from '@/i18n/i18n';

type RequireRoleProps = {
  /** The signed-in user's role (the route reads it from the auth state; RequireAuth has already ensured a session). */
  role: Role | undefined;
  /** What the page is for, from the permission table the server enforces. */
  capability: Capability;
  children: ReactNode;
};

/**
 * A role gate inside a logged-in area. Another role gets the stop page (a mark, the message, Go Home) and stays
 * logged in: being on the wrong page is not a reason to end the session. The server refuses the data calls anyway
 * (docs/architecture.md §6).
 */
export function RequireRole({ role, capability, children }: RequireRoleProps) {
  const { t } = useLanguage();
  if (roleMay(role, capability)) return children;
  return <StatusPanel tone="stopped" title={t('shell.noAccess')} />;
}
