import type { FastifyBaseLogger } from 'fastify';
import type { LoginInput, ResetPasswordInput } from '@hospital/contract/auth';
import type { Language } from '@hospital/contract/format-bn';
import type { Role } from '@hospital/contract/lists';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../platform/outbox/outbox.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { roleMay } from '../../lib/permissions.js';
import { recordAudit } from '../audit/audit.js';
import { findUserByEmail, findUserById, recordLogin, setPasswordHash } from '../users/users.service.js';
import {
  claimGrace,
  claimRefreshToken,
  consumeResetToken,
  findMfaFactor,
  findRefreshToken,
  insertRefreshToken,
  insertResetToken,
  isFamilyLive,
  revokeAllForUser,
  retireResetTokens,
  revokeFamily,
} from './auth.repository.js';
import {
  burnVerification,
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords.js';
import type { MfaService } from './mfa.service.js';
import { resetPasswordMail } from './reset-password.mail.js';
import type { SessionLiveness } from './session-liveness.js';
import {
  hashToken,
  MFA_CHALLENGE_SECONDS,
  newOpaqueToken,
  REFRESH_TOKEN_DAYS,
  RESET_TOKEN_MINUTES,
  type TokenService,
} from './tokens.js';

// ASVS asks for at most 100 failed attempts an hour on one account; the pair limit is far tighter.
const ACCOUNT_CEILING_WINDOW_SECONDS = 60 * 60;
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';
export const ACCOUNT_DISABLED = 'This account is disabled.';
export const MFA_CHALLENGE_EXPIRED = 'The sign-in step timed out. Please log in again.';
export const MFA_CHALLENGE_USED = 'This sign-in step was already used. Please log in again.';

/** An account with two-step sign-in answers the password with this instead of a session. */
export type MfaChallenge = { mfaToken: string };

/**
 * What a login or refresh hands the client. `refreshToken` is absent when the cookie must stay as it is (a second
 * tab's refresh within the grace); `expiresAt` is the session's absolute end, the cookie's too.
 */
export type Session = {
  accessToken: string;
  refreshToken?: string;
  /** Set at login only: the browser's device cookie, which the session's refresh tokens are bound to. */
  deviceId?: string;
  expiresAt: Date;
  mfaEnrolmentRequired?: boolean;
};

/**
 * Two tabs of one browser share the refresh cookie; when both refresh at once, the second presents the token the
 * first has just rotated. Within this grace that is not a replay: it gets an access token and the cookie stays.
 */
export const REFRESH_GRACE_SECONDS = 20;
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

// Forgotten passwords: the reset mail and its single-use link.
export const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const FORGET_PASSWORD_SENT =
  'If an account exists for this email, a reset link has been sent. Please check your inbox and spam folder.';

type Deps = {
  db: Db;
  tokens: TokenService;
  mfa: MfaService;
  sessions: SessionLiveness;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
};

type SessionUser = { id: string; name: string; role: string; email: string };

export class AuthService {
  constructor(private readonly deps: Deps) {}

  /**
   * Production mode: every account but a patient's (`staff` in the permission table) without two-step sign-in must
   * set it up before anything else (decision 0011).
   */
  async enrolmentRequired(user: { id: string; role: string }, db: DbOrTx = this.deps.db): Promise<boolean> {
    if (this.deps.config.appEnv !== 'production' || !roleMay(user.role as Role, 'staff')) return false;
    // In the caller's transaction when there is one (the embedded store runs one query at a time).
    return !(await findMfaFactor(db, user.id))?.enabledAt;
  }

  private async signAccess(user: SessionUser, patientId: string, family: string, enrol: boolean): Promise<string> {
    return this.deps.tokens.sign({
      sub: user.id,
      userName: user.name,
      role: user.role as Role,
      patientId,
      email: user.email,
      sid: family,
      ...(enrol ? { enrol: true as const } : {}),
    });
  }

  /**
   * A new refresh token in the session `family`. A session ends REFRESH_TOKEN_DAYS after its login, however often
   * it is refreshed: every rotation keeps the login's `expiresAt` (ASVS 7.3: an absolute lifetime).
   */
  private async issue(
    user: SessionUser,
    patientId: string,
    family: string,
    expiresAt: Date,
    deviceHash: string | null,
    db: DbOrTx = this.deps.db,
  ): Promise<Session> {
    const enrol = await this.enrolmentRequired(user, db);
    const accessToken = await this.signAccess(user, patientId, family, enrol);
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(db, {
      userId: user.id,
      family,
      tokenHash: hashToken(refreshToken),
      expiresAt,
      deviceHash,
    });
    return { accessToken, refreshToken, expiresAt, ...(enrol ? { mfaEnrolmentRequired: true } : {}) };
  }

  /**
   * A fresh session for a user whose credentials were just verified; the admin's staff list shows when. It is
   * bound to a new device id, held in its own cookie by this browser (decision 0010).
   */
  async startSession(user: SessionUser, patientId: string): Promise<Session> {
    await recordLogin(this.deps.db, user.id);
    const deviceId = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
    return { ...(await this.issue(user, patientId, newId(), expiresAt, hashToken(deviceId))), deviceId };
  }

  /**
   * Throttling without lockout: failures count per account and address pair, so someone guessing a doctor's
   * password from one address cannot lock the doctor out of their own login from another. Past the free attempts
   * the pair waits, 30 s and then twice as long after each further attempt (RATE_LOGIN_BACKOFF_SECONDS). The attempt is counted
   * before the password is checked, in one statement, so of 30 guesses sent at once only the first few are
   * evaluated. A high account-wide ceiling on failures per hour stops a spread-out attack. The answers are the same
   * for known and unknown accounts.
   */
  async login(input: LoginInput, ip: string): Promise<Session | MfaChallenge> {
    const { limiter, config } = this.deps;
    const r = config.rateLimits;
    const email = input.email.toLowerCase();
    const pairKey = `login-fail:${email}|${ip}`;
    const accountKey = `login-fail-account:${email}`;
    await limiter.hit(
      `login-ip:${ip}`,
      { limit: r.loginPerIp, windowSeconds: r.loginIpWindowSeconds },
      TOO_MANY_LOGINS,
    );
    await limiter.check(
      accountKey,
      { limit: r.loginFailuresAccountCeiling, windowSeconds: ACCOUNT_CEILING_WINDOW_SECONDS },
      TOO_MANY_LOGINS,
    );
    await limiter.hitWithBackoff(
      pairKey,
      {
        limit: r.loginFailuresPerAccount,
        windowSeconds: r.loginFailureWindowSeconds,
        baseSeconds: r.loginBackoffSeconds,
      },
      TOO_MANY_LOGINS,
    );

    const found = await findUserByEmail(this.deps.db, input.email);
    const ok = found
      ? await verifyPassword(found.user.passwordHash, input.password)
      : (await burnVerification(input.password), false);
    if (!found || !ok) {
      await limiter.increment(accountKey, ACCOUNT_CEILING_WINDOW_SECONDS);
      this.deps.log.info({ event: 'login_failed' }, 'login failed');
      throw new AppError(401, INVALID_CREDENTIALS, [{ path: 'password', message: INVALID_CREDENTIALS }]);
    }
    await limiter.reset(pairKey);
    // Said only to whoever knows the password, so it tells a stranger nothing about the account.
    if (!found.user.active) throw AppError.forbidden(ACCOUNT_DISABLED);
    if (await this.deps.mfa.isEnabled(found.user.id))
      return { mfaToken: await this.deps.tokens.signMfaChallenge(found.user.id) };
    return this.startSession(found.user, found.patientId);
  }

  /**
   * The code step: the challenge from the password step, and a current code or a recovery code. A challenge opens
   * one session: it is spent (a counter in PostgreSQL, so on every process at once) before its code is checked, and
   * given back only when the code is refused, so a wrong code may be corrected but a challenge that has opened a
   * session, or that another request holds, is refused whatever code comes with it.
   */
  async completeMfaLogin(mfaToken: string, code: string, ip: string): Promise<Session> {
    const challenge = await this.deps.tokens.verifyMfaChallenge(mfaToken);
    if (!challenge) throw AppError.unauthorized(MFA_CHALLENGE_EXPIRED);
    const { userId, challengeId } = challenge;
    const spentKey = `mfa-challenge:${challengeId}`;
    // Kept a minute past the challenge's own end, so it is remembered for as long as it could be presented.
    const { hits } = await this.deps.limiter.increment(spentKey, MFA_CHALLENGE_SECONDS + 60);
    if (hits > 1) throw AppError.unauthorized(MFA_CHALLENGE_USED);
    try {
      await this.deps.mfa.verifyCode(userId, code, ip);
    } catch (error) {
      await this.deps.limiter.reset(spentKey);
      throw error;
    }
    const found = await findUserById(this.deps.db, userId);
    if (!found) throw AppError.unauthorized(MFA_CHALLENGE_EXPIRED);
    if (!found.user.active) throw AppError.forbidden(ACCOUNT_DISABLED);
    return this.startSession(found.user, found.patientId);
  }

  /**
   * Rotates the refresh token. A token that was already rotated or revoked is a replay: the whole family
   * is revoked, so whoever holds the newer token is logged out too (RFC 9700 §4.14.2). The one exception is the
   * two-tab grace: a rotated-out token from the session's own browser (its device cookie), once.
   */
  async refresh(refreshToken: string | undefined, deviceId?: string): Promise<Session> {
    if (!refreshToken) throw AppError.unauthorized(SESSION_EXPIRED);
    const tokenHash = hashToken(refreshToken);
    // Claim and successor in one transaction: a second tab's refresh waits on the claimed row, then finds the
    // rotation done and takes the grace path below.
    const rotated = await this.deps.db.transaction(async (tx) => {
      const claimed = await claimRefreshToken(tx, tokenHash);
      if (!claimed) return undefined;
      const found = await findUserById(tx, claimed.userId);
      if (!found?.user.active) throw AppError.unauthorized(SESSION_EXPIRED);
      return this.issue(found.user, found.patientId, claimed.family, claimed.expiresAt, claimed.deviceHash, tx);
    });
    if (rotated) return rotated;
    const known = await findRefreshToken(this.deps.db, tokenHash);
    if (!known) throw AppError.unauthorized(SESSION_EXPIRED);
    const grace = deviceId
      ? await claimGrace(this.deps.db, tokenHash, hashToken(deviceId), REFRESH_GRACE_SECONDS)
      : undefined;
    if (grace && (await isFamilyLive(this.deps.db, known.family))) {
      const found = await findUserById(this.deps.db, known.userId);
      if (!found) throw AppError.unauthorized(SESSION_EXPIRED);
      const enrol = await this.enrolmentRequired(found.user);
      return {
        accessToken: await this.signAccess(found.user, found.patientId, known.family, enrol),
        expiresAt: known.expiresAt,
      };
    }
    await revokeFamily(this.deps.db, known.family);
    this.deps.sessions.ended(known.family);
    this.deps.log.warn({ event: 'refresh_reuse' }, 'refresh token reused; family revoked');
    throw AppError.unauthorized(SESSION_EXPIRED);
  }

  /** Ends this session: its refresh token and, within seconds on every process, its access token. */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const known = await findRefreshToken(this.deps.db, hashToken(refreshToken));
    if (!known) return;
    await revokeFamily(this.deps.db, known.family);
    this.deps.sessions.ended(known.family);
  }

  /**
   * Always the same answer, known email or not, so the form cannot be used to find accounts. The mail is in the
   * language of the request (the reader asked in it).
   */
  async forgetPassword(email: string, ip: string, language: Language): Promise<void> {
    const { limiter, config } = this.deps;
    const r = config.rateLimits;
    await limiter.hit(
      `forget-ip:${ip}`,
      { limit: r.forgetPerIp, windowSeconds: r.forgetWindowSeconds },
      TOO_MANY_RESETS,
    );
    await limiter.hit(
      `forget-email:${email.toLowerCase()}`,
      { limit: r.forgetPerEmail, windowSeconds: r.forgetWindowSeconds },
      TOO_MANY_RESETS,
    );
    const found = await findUserByEmail(this.deps.db, email);
    if (!found) return;
    // The mail is queued in the same transaction and sent by the outbox worker, so a slow or failing mail server
    // never slows this answer.
    await this.deps.db.transaction(async (tx) => {
      const link = await this.setPasswordLink(tx, found.user, RESET_TOKEN_MINUTES);
      await this.deps.mailer.send(resetPasswordMail(language, found.user, link), tx);
    });
  }

  /**
   * A link that sets the account's password, good for `minutes` (a reset, or a staff invitation). Only the newest
   * link works: an older one left in a mailbox is retired with its issue, in the caller's transaction.
   */
  async setPasswordLink(tx: DbOrTx, account: { id: string; email: string }, minutes: number): Promise<string> {
    const token = newOpaqueToken();
    await retireResetTokens(tx, account.id);
    await insertResetToken(tx, {
      userId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    return `${this.deps.config.publicUrl}/auth/reset-password?${new URLSearchParams({ email: account.email, token })}`;
  }

  /** Ends every session of the account, in the caller's transaction; answers the families ended. */
  endSessions(tx: DbOrTx, userId: string): Promise<string[]> {
    return revokeAllForUser(tx, userId);
  }

  /**
   * The token is checked and consumed before any hashing, so a flood of made-up tokens costs one indexed update
   * each, never an argon2 hash; and the route is throttled per address and per email like forget-password.
   */
  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    const { limiter, config } = this.deps;
    const r = config.rateLimits;
    await limiter.hit(`reset-ip:${ip}`, { limit: r.resetPerIp, windowSeconds: r.resetWindowSeconds }, TOO_MANY_RESETS);
    await limiter.hit(
      `reset-email:${input.email.toLowerCase()}`,
      { limit: r.resetPerEmail, windowSeconds: r.resetWindowSeconds },
      TOO_MANY_RESETS,
    );
    if (isCommonPassword(input.newPassword)) throw AppError.badRequest(COMMON_PASSWORD_MESSAGE, 'newPassword');
    await this.deps.db.transaction(async (tx) => {
      const consumed = await consumeResetToken(tx, hashToken(input.token));
      const found = consumed ? await findUserById(tx, consumed.userId) : undefined;
      // The link carries the email too: a token only resets the account it was mailed to.
      if (!consumed || !found || found.user.email.toLowerCase() !== input.email.toLowerCase()) {
        throw AppError.badRequest(RESET_LINK_INVALID, 'token');
      }
      await retireResetTokens(tx, found.user.id);
      await setPasswordHash(tx, found.user.id, await hashPassword(input.newPassword));
      // A reset ends every session of the account (docs/architecture.md §6).
      await revokeAllForUser(tx, found.user.id);
      // Whoever held the link acted as the account: the trail says so, never the password or the link.
      const { id, name, role } = found.user;
      await recordAudit(
        tx,
        { id, name, role: role as Role },
        'password.reset',
        {
          type: 'user',
          id,
          label: `${name} (${role})`,
        },
        {},
      );
    });
  }
}
