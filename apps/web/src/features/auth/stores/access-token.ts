import type { AccessTokenClaims } from '@hospital/contract/auth';
import { ROLES, type Role } from '@hospital/contract/lists';
import { decodeJwtPayload } from '@/lib/jwt';

/** The signed-in user as the screens read it (docs/product-spec.md §3: userName, role, patientId), decoded from the access token. */
export type AuthUser = Pick<AccessTokenClaims, 'sub' | 'userName' | 'role' | 'patientId' | 'email'>;

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** The user inside an access token, or null when the token is not one of ours (malformed or edited). */
export function userFromToken(token: string): AuthUser | null {
  const claims = decodeJwtPayload(token);
  if (!claims) return null;
  const { sub, userName, role, patientId, email } = claims;
  if (!isText(sub) || !isText(userName) || !isRole(role) || !isText(patientId) || !isText(email)) return null;
  return { sub, userName, role, patientId, email };
}
