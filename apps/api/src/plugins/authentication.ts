import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MFA_ENROLMENT_REQUIRED, type AccessTokenClaims } from '@hospital/contract/auth';
import { AppError } from '../lib/app-error.js';
import { roleMay, type Capability } from '../lib/permissions.js';
import type { SessionLiveness } from '../modules/auth/session-liveness.js';
import type { TokenService } from '../modules/auth/tokens.js';

export type AuthUser = {
  id: string;
  role: AccessTokenClaims['role'];
  name: string;
  email: string;
  patientId: string;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
  interface FastifyInstance {
    /** `METHOD /path` of every API route, without the /api/v1 prefix: the authorisation matrix's checklist. */
    apiRoutes: string[];
  }
}

const API_PREFIX = '/api/v1';
/**
 * What an account that must still enrol in two-step sign-in may reach (besides public routes, refresh and logout):
 * the enrolment itself and its own account (`GET /patients/me`, which the web app needs to show who is signed in).
 * A list of routes, not of capabilities: `self` routes also book walk-ins and read other patients for the desk.
 */
const OPEN_BEFORE_ENROLMENT: ReadonlySet<string> = new Set([
  'GET /auth/mfa',
  'POST /auth/mfa/setup',
  'POST /auth/mfa/enable',
]);

function openBeforeEnrolment(request: FastifyRequest): boolean {
  const route = `${request.method} ${request.routeOptions.url?.slice(API_PREFIX.length)}`;
  if (route === 'GET /patients/:id') return (request.params as { id?: string }).id === 'me';
  return OPEN_BEFORE_ENROLMENT.has(route);
}

export function readToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  // The spec's client sends the raw token; `Bearer <token>` is accepted too (docs/architecture.md §2).
  return header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
}

/**
 * Deny by default: every API route must name its capability in `config.access`, checked here against the
 * permission table before the handler runs. A route without one fails at start-up, not in production.
 */
export const authenticationPlugin = fp(async function authentication(
  app: FastifyInstance,
  opts: {
    tokens: TokenService;
    sessions: SessionLiveness;
    onAuthenticated?: (user: AuthUser) => void;
    /** Whether an account whose token says "enrol" has still not turned two-step sign-in on (asked for those only). */
    enrolmentPending?: (userId: string) => Promise<boolean>;
  },
) {
  app.decorateRequest('user', undefined);
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access capability`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url.slice(API_PREFIX.length)}`);
  });

  // onRequest: callers without the right are turned away before their body is even parsed or validated.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || !request.url.startsWith(API_PREFIX)) return done();
    const access = request.routeOptions.config.access;
    if (access === undefined) return done(AppError.forbidden());
    const token = readToken(request.headers.authorization);
    // The hot public reads come without a token: answer them without a promise or a verification.
    if (!token && access === 'public') return done();
    void authenticate(request, token, access).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, token: string | undefined, access: Capability) {
    const verified = token ? await opts.tokens.verify(token) : undefined;
    // A signed token whose session has ended (logout, password reset) counts as no token at all.
    const claims = verified && (await opts.sessions.isLive(verified.sid)) ? verified : undefined;
    if (claims) {
      request.user = {
        id: claims.sub,
        role: claims.role,
        name: claims.userName,
        email: claims.email,
        patientId: claims.patientId,
        sessionId: claims.sid,
      };
      opts.onAuthenticated?.(request.user);
    }
    if (access === 'public') return;
    // A token that is present but bad is a 401 so the client refreshes; on public routes it is ignored.
    if (!request.user) throw AppError.unauthorized();
    // Production: a staff account that has not set up two-step sign-in reaches only its own account and the setup;
    // asked first, so every other route gives it the one sentence that says what to do.
    if (claims?.enrol && !openBeforeEnrolment(request) && (await opts.enrolmentPending?.(claims.sub))) {
      throw AppError.forbidden(MFA_ENROLMENT_REQUIRED);
    }
    if (!roleMay(request.user.role, access)) throw AppError.forbidden();
  }
});
