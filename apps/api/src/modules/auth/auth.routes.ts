import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  forgetPasswordSchema,
  loginResponseSchema,
  loginSchema,
  loginStepSchema,
  mfaDisableSchema,
  mfaEnableResponseSchema,
  mfaEnableSchema,
  mfaLoginSchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
  resetPasswordSchema,
} from '@hospital/contract/auth';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { FORGET_PASSWORD_SENT, type Session } from './auth.service.js';

const REFRESH_COOKIE = 'refreshToken';
/** The browser a session was started in; a rotated-out refresh token is honoured only from it (decision 0010). */
const DEVICE_COOKIE = 'deviceId';
const MFA_NEEDED = 'Enter the code from your authenticator app.';
const COOKIE_PATH = '/api/v1/auth';

/**
 * The refresh cookie is SameSite=Strict already; this also refuses cross-site requests outright
 * (docs/architecture.md §12), using Fetch Metadata where the browser sends it and Origin otherwise.
 */
function assertSameSite(request: FastifyRequest, publicUrl: string) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw AppError.forbidden('Cross-site requests are not allowed here.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const host = request.headers.host;
    const allowed =
      origin === new URL(publicUrl).origin ||
      (host !== undefined && URL.canParse(origin) && new URL(origin).host === host);
    if (!allowed) throw AppError.forbidden('Cross-site requests are not allowed here.');
  }
}

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Only these routes read or set the refresh cookie: every other request is spared parsing cookies.
  await app.register(cookie);
  const route = routesOf(app, { tag: 'auth' });
  const secure = ctx.config.publicUrl.startsWith('https://');

  /** The refresh cookie lives exactly as long as the session; a refresh within the two-tab grace leaves it as it is. */
  function setSessionCookie(reply: FastifyReply, session: Session) {
    if (session.refreshToken === undefined) return;
    const options = {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict' as const,
      secure,
      maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
    };
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, options);
    if (session.deviceId !== undefined) reply.setCookie(DEVICE_COOKIE, session.deviceId, options);
  }

  route.post(
    '/auth/login',
    { access: 'public', summary: 'Log in with email and password', body: loginSchema, data: loginStepSchema },
    async (request, reply) => {
      const result = await ctx.auth.login(request.body, request.ip);
      if ('mfaToken' in result) return ok(MFA_NEEDED, { mfaRequired: true as const, mfaToken: result.mfaToken });
      setSessionCookie(reply, result);
      return ok('Logged in successfully.', {
        accessToken: result.accessToken,
        ...(result.mfaEnrolmentRequired ? { mfaEnrolmentRequired: true as const } : {}),
      });
    },
  );

  route.post(
    '/auth/login/mfa',
    {
      access: 'public',
      summary: 'Finish a login with a two-step sign-in code',
      body: mfaLoginSchema,
      data: loginResponseSchema,
    },
    async (request, reply) => {
      const session = await ctx.auth.completeMfaLogin(request.body.mfaToken, request.body.code, request.ip);
      setSessionCookie(reply, session);
      return ok('Logged in successfully.', { accessToken: session.accessToken });
    },
  );

  route.get(
    '/auth/mfa',
    {
      access: 'self',
      summary: 'Whether two-step sign-in is on for the caller (any account; staff must have it in production)',
      data: mfaStatusSchema,
    },
    async (request) => ok('Two-step sign-in status.', await ctx.mfa.status(request.user!.id)),
  );

  route.post(
    '/auth/mfa/setup',
    {
      access: 'self',
      summary: 'Start two-step sign-in: a new secret for an authenticator app',
      data: mfaSetupResponseSchema,
    },
    async (request) =>
      ok('Scan the code with your authenticator app.', await ctx.mfa.setup(request.user!.id, request.user!.email)),
  );

  route.post(
    '/auth/mfa/enable',
    {
      access: 'self',
      summary: 'Turn two-step sign-in on with a first code',
      body: mfaEnableSchema,
      data: mfaEnableResponseSchema,
    },
    async (request) => {
      const user = request.user!;
      const recoveryCodes = await ctx.mfa.enable(user, request.body.code, request.ip);
      return ok('Two-step sign-in is on. Keep your recovery codes somewhere safe.', { recoveryCodes });
    },
  );

  route.post(
    '/auth/mfa/disable',
    {
      access: 'self',
      summary: 'Turn two-step sign-in off (password and a code)',
      body: mfaDisableSchema,
      data: z.null(),
    },
    async (request) => {
      const user = request.user!;
      await ctx.mfa.disable(user, request.body.password, request.body.code, request.ip);
      return ok('Two-step sign-in is off.', null);
    },
  );

  route.post(
    '/auth/refresh-token',
    { access: 'public', summary: 'Exchange the refresh cookie for a new access token', data: loginResponseSchema },
    async (request, reply) => {
      assertSameSite(request, ctx.config.publicUrl);
      try {
        const session = await ctx.auth.refresh(request.cookies[REFRESH_COOKIE], request.cookies[DEVICE_COOKIE]);
        setSessionCookie(reply, session);
        return ok('Access token refreshed.', { accessToken: session.accessToken });
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      }
    },
  );

  route.post(
    '/auth/logout',
    { access: 'public', summary: 'Log out and revoke the refresh token', data: z.null() },
    async (request, reply) => {
      assertSameSite(request, ctx.config.publicUrl);
      await ctx.auth.logout(request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      reply.clearCookie(DEVICE_COOKIE, { path: COOKIE_PATH });
      return ok('Successfully logged out.', null);
    },
  );

  route.post(
    '/auth/forget-password',
    {
      access: 'public',
      summary: 'Mail a password reset link',
      body: forgetPasswordSchema,
      data: z.null(),
    },
    async (request) => {
      await ctx.auth.forgetPassword(request.body.email, request.ip, request.language);
      return ok(FORGET_PASSWORD_SENT, null);
    },
  );

  route.post(
    '/auth/reset-password',
    {
      access: 'public',
      summary: 'Set a new password with a reset token',
      body: resetPasswordSchema,
      data: z.null(),
    },
    async (request) => {
      await ctx.auth.resetPassword(request.body, request.ip);
      return ok('Your password has been reset. Please log in with the new password.', null);
    },
  );
}
