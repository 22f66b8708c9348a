import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@hospital/contract/auth';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
export const RESET_TOKEN_MINUTES = 30;
/** How long the code step of a login may take after the password was right. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
const MFA_AUDIENCE = 'mfa-challenge';

export type AccessTokenSubject = Omit<AccessTokenClaims, 'exp' | 'iat'>;

export class TokenService {
  /**
   * The secret as a WebCrypto key, imported once: given raw bytes, jose imports them again on every sign and verify,
   * which was a tenth of a booking's CPU time.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = Buffer.from(secret);
    this.key = webcrypto.subtle.importKey('raw', this.secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async sign(subject: AccessTokenSubject, now = new Date()): Promise<string> {
    const { sub, ...claims } = subject;
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(await this.key);
  }

  /**
   * Proof that the password was right, for the code step only: its audience keeps it from passing as an access
   * token (which has none), and an access token from passing as one. Its `jti` lets the code step spend it once.
   */
  async signMfaChallenge(userId: string, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setAudience(MFA_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + MFA_CHALLENGE_SECONDS)
      .sign(await this.key);
  }

  /** The account and the challenge's own id, or undefined for a challenge that is forged or past its 5 minutes. */
  async verifyMfaChallenge(token: string): Promise<{ userId: string; challengeId: string } | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], audience: MFA_AUDIENCE });
      return typeof payload.sub === 'string' && typeof payload.jti === 'string'
        ? { userId: payload.sub, challengeId: payload.jti }
        : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Only HS256 is accepted: `alg: none` and every other algorithm fail here (docs/architecture.md §12), as do a
   * critical header, a bad signature, an `exp` not in the future, an `nbf` in the future and an audience (an MFA
   * challenge is not an access token). Checked with node:crypto in this thread: it runs on every authenticated
   * request, and jose's WebCrypto verification hands each one to the thread pool and back, a tenth of a booking's
   * CPU time. Tokens are still signed with jose.
   */
  async verify(token: string, nowSeconds = Date.now() / 1000): Promise<AccessTokenClaims | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((part) => !BASE64URL.test(part))) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const protectedHeader = parseJsonObject(header);
    if (protectedHeader?.alg !== 'HS256' || protectedHeader.crit !== undefined || protectedHeader.b64 !== undefined)
      return undefined;
    const claims = parseJsonObject(payload);
    if (!claims || claims.aud !== undefined) return undefined;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return undefined;
    const parsed = accessTokenClaimsSchema.safeParse(claims);
    return parsed.success ? parsed.data : undefined;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseJsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Refresh and reset tokens are random and opaque; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
