import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from './tokens.js';

// Two-step sign-in (TOTP, RFC 6238): 6 digits, 30-second steps, SHA-1, as every authenticator app expects.
const PERIOD_SECONDS = 30;
/** One step either side of now, for a phone clock that is a little off. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Nirmoy Specialized Hospital';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, account: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
  }).toString();
}

/** The 30-second step a correct code belongs to (now, or one step either side), or undefined for a wrong code. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an authenticator app shows at `now`: for tests and the browser journey, never sent by the server. */
export function currentCode(secret: string, now = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: PERIOD_SECONDS }).generate({ timestamp: now });
}

/** Ten codes like `k7m2q-x4p9a` (base32 letters and digits, no 0/1/8/9 to misread), shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const hashRecoveryCode = (code: string) => hashToken(code.toLowerCase());

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived from JWT_SECRET, so a database copy alone cannot mint
 * codes. Rotating JWT_SECRET therefore means staff enrol again (docs/decisions/0011-staff-two-step-sign-in.md).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'hospital-mfa', 'totp-secret', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  }
}
