import type { InjectOptions } from 'fastify';
import { ROLES, type Role } from '@hospital/contract/lists';
import { FORBIDDEN_MESSAGE, NOT_LOGGED_IN_MESSAGE } from '../lib/app-error.js';
import type { SignedIn, TestContext } from './test-app.js';

export type Audience = 'anonymous' | Role;
export const AUDIENCES: readonly Audience[] = ['anonymous', ...ROLES];

export type RouteProbe = {
  name: string;
  /** Built per audience, so a route can point at the caller's own records. */
  request: (who: SignedIn | undefined) => InjectOptions;
  allowed: readonly Audience[];
};

/**
 * Runs a route as anonymous and as each of the 7 roles. An audience outside `allowed` must be turned away
 * (401 for anonymous, 403 for a role); one inside must get past the permission check.
 */
export async function probeAccess(ctx: TestContext, users: Record<Role, SignedIn>, probe: RouteProbe) {
  const results: Array<{ audience: Audience; status: number; refused: boolean; expected: 'allowed' | 'refused' }> = [];
  for (const audience of AUDIENCES) {
    const who = audience === 'anonymous' ? undefined : users[audience];
    const base = probe.request(who);
    const headers = { ...(base.headers ?? {}), ...(who ? { authorization: who.token } : {}) };
    const res = await ctx.app.inject({ ...base, headers });
    // A 401 or 403 for a reason of the domain (wrong password, no refresh cookie) is not an access refusal.
    const message =
      res.statusCode === 401 || res.statusCode === 403 ? (res.json() as { message?: string }).message : undefined;
    const refused =
      (res.statusCode === 401 && message === NOT_LOGGED_IN_MESSAGE) ||
      (res.statusCode === 403 && message === FORBIDDEN_MESSAGE);
    results.push({
      audience,
      status: res.statusCode,
      refused,
      expected: probe.allowed.includes(audience) ? 'allowed' : 'refused',
    });
  }
  return results;
}

export function accessViolations(results: Awaited<ReturnType<typeof probeAccess>>): string[] {
  return results
    .filter(({ audience, status, refused, expected }) => {
      if (expected === 'allowed') return refused;
      return !refused || status !== (audience === 'anonymous' ? 401 : 403);
    })
    .map(({ audience, status, expected }) => `${audience}: got ${status}, expected ${expected}`);
}
