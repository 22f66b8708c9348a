import type { Capability } from '@hospital/contract/permissions';
import { Fragment, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { RequireRole } from '@/components/require-role';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import type { TranslationKey } from '@/i18n/i18n';
import { usePageHead } from '@/lib/page-head';

type RolePageProps = {
  /** The catalog's tab title (kept out of search results, as every staff page is). */
  title: TranslationKey;
  /** What the page is for, from the permission table the server enforces. */
  capability: Capability;
  children: ReactNode;
};

/**
 * A page inside the logged-in area (the router's RequireAuth has already ensured a session) for the roles with
 * `capability`: another role reads a plain message and stays logged in. The page's own queries sit in `children`,
 * so they are sent only for a role that may see the answer.
 */
export function RolePage({ title, capability, children }: RolePageProps) {
  usePageHead(title);
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability={capability}>
      {children}
    </RequireRole>
  );
}

type ParamRolePageProps = Omit<RolePageProps, 'children'> & {
  /** The route's path parameter that names what the page shows. */
  param: string;
  children: (id: string) => ReactNode;
};

/**
 * A RolePage about one thing named in the path (an order, a visit): the page is built afresh for each id, so nothing
 * of one order's state (a half-filled form, an open dialog) shows on the next.
 */
export function ParamRolePage({ param, children, ...page }: ParamRolePageProps) {
  const id = useParams()[param] ?? '';
  return (
    <RolePage {...page}>
      <Fragment key={id}>{children(id)}</Fragment>
    </RolePage>
  );
}
