import type { MfaSetup, MfaStatus } from '@hospital/contract/auth';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { findUserById } from '../users/users.service.js';
import {
  acceptMfaStep,
  countUnusedRecoveryCodes,
  findMfaFactor,
  removeMfa,
  replaceRecoveryCodes,
  revokeOtherSessions,
  spendRecoveryCode,
  startMfaSetup,
} from './auth.repository.js';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, SecretBox } from './mfa.js';
import { INVALID_CREDENTIALS } from './auth.service.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { recordAudit } from '../audit/audit.js';

/** Wrong codes one account may take in MFA_ACCOUNT_WINDOW_MINUTES, from all addresses together. */
export const MFA_ACCOUNT_FAILURE_LIMIT = 10;
const MFA_ACCOUNT_WINDOW_MINUTES = 15;
export const TOO_MANY_CODES = 'Too many wrong codes. Please wait a few minutes and try again.';
export const TOO_MANY_CODES_FOR_ACCOUNT = `Too many wrong codes for this account. Please wait ${MFA_ACCOUNT_WINDOW_MINUTES} minutes and try again.`;
export const MFA_CODE_WRONG = 'That code is not right, or it was already used. Please try the next one.';
export const MFA_ALREADY_ON = 'Two-step sign-in is already on for this account.';
export const MFA_NOT_STARTED = 'Start the two-step sign-in setup first.';
export const MFA_NOT_ON = 'Two-step sign-in is not on for this account.';

type Deps = { db: Db; limiter: RateLimiter; config: Config };
/** The signed-in account making the change: the audit trail names it. */
type Account = Pick<AuthUser, 'id' | 'name' | 'role' | 'sessionId'>;

const accountTarget = (user: Account) => ({ type: 'user' as const, id: user.id, label: `${user.name} (${user.role})` });

/**
 * Two-step sign-in (TOTP): setup, the code that turns it on (answering ten recovery codes), turning it off,
 * and the check of a code at login. Wrong codes are throttled like passwords, per account and address, and capped
 * per account whatever the address; a code (or recovery code) is accepted once. Any change ends the account's other
 * sessions and is written to the audit trail (who and what, never a code or a secret).
 */
export class MfaService {
  private readonly box: SecretBox;

  constructor(private readonly deps: Deps) {
    this.box = new SecretBox(deps.config.jwtSecret);
  }

  async isEnabled(userId: string): Promise<boolean> {
    const factor = await findMfaFactor(this.deps.db, userId);
    return factor?.enabledAt != null;
  }

  async status(userId: string): Promise<MfaStatus> {
    const enabled = await this.isEnabled(userId);
    return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(this.deps.db, userId) : 0 };
  }

  async setup(userId: string, email: string): Promise<MfaSetup> {
    const secret = newTotpSecret();
    if (!(await startMfaSetup(this.deps.db, userId, this.box.seal(secret)))) throw AppError.conflict(MFA_ALREADY_ON);
    return { secret, otpauthUrl: otpauthUrl(secret, email) };
  }

  /** Turns a setup on with a first code from the app; answers the recovery codes, shown once. */
  async enable(user: Account, code: string, ip: string): Promise<string[]> {
    const { id: userId, sessionId } = user;
    const factor = await findMfaFactor(this.deps.db, userId);
    if (!factor) throw AppError.conflict(MFA_NOT_STARTED);
    if (factor.enabledAt) throw AppError.conflict(MFA_ALREADY_ON);
    await this.throttle(userId, ip);
    const step = matchingStep(this.box.open(factor.secret), code);
    const codes = newRecoveryCodes();
    const enabled =
      step !== undefined &&
      (await this.deps.db.transaction(async (tx) => {
        if (!(await acceptMfaStep(tx, userId, step, true))) return false;
        await replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
        await revokeOtherSessions(tx, userId, sessionId);
        await recordAudit(tx, user, 'mfa.enable', accountTarget(user), {});
        return true;
      }));
    if (!enabled) throw AppError.badRequest(MFA_CODE_WRONG, 'code');
    await this.succeeded(userId, ip);
    return codes;
  }

  async disable(user: Account, password: string, code: string, ip: string): Promise<void> {
    const { id: userId, sessionId } = user;
    if (!(await this.isEnabled(userId))) throw AppError.conflict(MFA_NOT_ON);
    const found = await findUserById(this.deps.db, userId);
    if (!found || !(await verifyPassword(found.user.passwordHash, password))) {
      throw AppError.badRequest(INVALID_CREDENTIALS, 'password');
    }
    await this.verifyCode(userId, code, ip);
    await this.deps.db.transaction(async (tx) => {
      await removeMfa(tx, userId);
      await revokeOtherSessions(tx, userId, sessionId);
      await recordAudit(tx, user, 'mfa.disable', accountTarget(user), {});
    });
  }

  /** Accepts a current code (once) or an unused recovery code; anything else is a throttled 400 on `code`. */
  async verifyCode(userId: string, code: string, ip: string): Promise<void> {
    await this.throttle(userId, ip);
    const factor = await findMfaFactor(this.deps.db, userId);
    if (!factor?.enabledAt) throw AppError.badRequest(MFA_CODE_WRONG, 'code');
    let accepted: boolean;
    if (/^\d{6}$/.test(code)) {
      const step = matchingStep(this.box.open(factor.secret), code);
      accepted = step !== undefined && (await acceptMfaStep(this.deps.db, userId, step, false));
    } else {
      accepted = await spendRecoveryCode(this.deps.db, userId, hashRecoveryCode(code));
    }
    if (!accepted) throw AppError.badRequest(MFA_CODE_WRONG, 'code');
    await this.succeeded(userId, ip);
  }

  private throttleKey = (userId: string, ip: string) => `mfa-fail:${userId}|${ip}`;
  private accountKey = (userId: string) => `mfa-fail-account:${userId}`;

  /** A right code clears both counts, as a right password clears the login throttle. */
  private async succeeded(userId: string, ip: string): Promise<void> {
    await this.deps.limiter.reset(this.throttleKey(userId, ip));
    await this.deps.limiter.reset(this.accountKey(userId));
  }

  /**
   * Every code is counted before it is checked, in one statement each, so codes sent at once from many addresses
   * cannot slip past either count: per account and address a few free tries then a doubling wait, and per account
   * MFA_ACCOUNT_FAILURE_LIMIT in MFA_ACCOUNT_WINDOW_MINUTES from all addresses together. Only someone past the
   * password (or signed in) can send a code, so the account-wide cap cannot be used by a stranger to lock an account.
   */
  private async throttle(userId: string, ip: string): Promise<void> {
    await this.deps.limiter.hit(
      this.accountKey(userId),
      { limit: MFA_ACCOUNT_FAILURE_LIMIT, windowSeconds: MFA_ACCOUNT_WINDOW_MINUTES * 60 },
      TOO_MANY_CODES_FOR_ACCOUNT,
    );
    const r = this.deps.config.rateLimits;
    await this.deps.limiter.hitWithBackoff(
      this.throttleKey(userId, ip),
      {
        limit: r.loginFailuresPerAccount,
        windowSeconds: r.loginFailureWindowSeconds,
        baseSeconds: r.loginBackoffSeconds,
      },
      TOO_MANY_CODES,
    );
  }
}
