import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { successEnvelope } from '@hospital/contract/envelope';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { FORGET_PASSWORD_SENT, type Session } from './auth.service.js';

const REFRESH_COOKIE = 'refreshToken';
const MFA_NEEDED = 'Enter the code from your authenticator app.';
const COOKIE_PATH = '/api/v1/auth';
const messageOnly = successEnvelope(z.null());

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.publicUrl.startsWith('https://');

  /** The refresh cookie lives exactly as long as the session; a refresh within the two-tab grace leaves it as it is. */
  function setSessionCookie(reply: FastifyReply, session: Session) {
    if (session.refreshToken === undefined) return;
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
    });
  }

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Log in with email and password',
        tags: ['auth'],
        body: loginSchema,
        response: { 200: successEnvelope(loginStepSchema) },
      },
    },
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

  r.post(
    '/auth/login/mfa',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish a login with a two-step sign-in code',
        tags: ['auth'],
        body: mfaLoginSchema,
        response: { 200: successEnvelope(loginResponseSchema) },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.completeMfaLogin(request.body.mfaToken, request.body.code, request.ip);
      setSessionCookie(reply, session);
      return ok('Logged in successfully.', { accessToken: session.accessToken });
    },
  );

  r.get(
    '/auth/mfa',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Whether two-step sign-in is on for the caller',
        tags: ['auth'],
        response: { 200: successEnvelope(mfaStatusSchema) },
      },
    },
    async (request) => ok('Two-step sign-in status.', await ctx.mfa.status(request.user!.id)),
  );

  r.post(
    '/auth/mfa/setup',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Start two-step sign-in: a new secret for an authenticator app',
        tags: ['auth'],
        response: { 200: successEnvelope(mfaSetupResponseSchema) },
      },
    },
    async (request) =>
      ok('Scan the code with your authenticator app.', await ctx.mfa.setup(request.user!.id, request.user!.email)),
  );

  r.post(
    '/auth/mfa/enable',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Turn two-step sign-in on with a first code',
        tags: ['auth'],
        body: mfaEnableSchema,
        response: { 200: successEnvelope(mfaEnableResponseSchema) },
      },
    },
    async (request) => {
      const user = request.user!;
      const recoveryCodes = await ctx.mfa.enable(user.id, user.sessionId, request.body.code, request.ip);
      return ok('Two-step sign-in is on. Keep your recovery codes somewhere safe.', { recoveryCodes });
    },
  );

  r.post(
    '/auth/mfa/disable',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Turn two-step sign-in off (password and a code)',
        tags: ['auth'],
        body: mfaDisableSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const user = request.user!;
      await ctx.mfa.disable(user.id, user.sessionId, request.body.password, request.body.code, request.ip);
      return ok('Two-step sign-in is off.', null);
    },
  );

  r.post(
    '/auth/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Exchange the refresh cookie for a new access token',
        tags: ['auth'],
        response: { 200: successEnvelope(loginResponseSchema) },
      },
    },
    async (request, reply) => {
      assertSameSite(request, ctx.config.publicUrl);
      try {
        const session = await ctx.auth.refresh(request.cookies[REFRESH_COOKIE]);
        setSessionCookie(reply, session);
        return ok('Access token refreshed.', { accessToken: session.accessToken });
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { summary: 'Log out and revoke the refresh token', tags: ['auth'], response: { 200: messageOnly } },
    },
    async (request, reply) => {
      assertSameSite(request, ctx.config.publicUrl);
      await ctx.auth.logout(request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return ok('Successfully logged out.', null);
    },
  );

  r.post(
    '/auth/forget-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mail a password reset link',
        tags: ['auth'],
        body: forgetPasswordSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await ctx.auth.forgetPassword(request.body.email, request.ip, request.language);
      return ok(FORGET_PASSWORD_SENT, null);
    },
  );

  r.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with a reset token',
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await ctx.auth.resetPassword(request.body, request.ip);
      return ok('Your password has been reset. Please log in with the new password.', null);
    },
  );
}
