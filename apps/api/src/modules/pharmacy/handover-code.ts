import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The 4-digit code a patient gives the rider at the door (docs/architecture.md §12). It is drawn with the crypto
 * random generator, 0000 to 9999, and checked against its HMAC over the order's id and the code, so a code of one
 * order proves nothing for another. The key is derived from JWT_SECRET (like the check-in codes): rotating the
 * secret voids every code still out, and the pharmacy sends new ones.
 */
export class HandoverCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'hospital-pharmacy', 'delivery-handover-code', 32));
  }

  /** A fresh code: four digits, leading zeros kept. */
  draw(): string {
    return String(randomInt(0, 10_000)).padStart(4, '0');
  }

  /** The HMAC-SHA256 kept for the code, hex (64 characters). */
  mac(orderId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${orderId}:${code}`).digest('hex');
  }

  /** Whether `code` is the order's, compared in constant time. */
  matches(orderId: string, code: string, storedMac: string | null): boolean {
    if (storedMac === null || !/^[0-9a-f]{64}$/.test(storedMac)) return false;
    return timingSafeEqual(Buffer.from(this.mac(orderId, code), 'hex'), Buffer.from(storedMac, 'hex'));
  }
}

// One key per secret: derived once, the first time a process needs it.
const bySecret = new Map<string, HandoverCodes>();

/** The handover codes keyed by `secret` (the server's JWT_SECRET). */
export function handoverCodes(secret: string): HandoverCodes {
  let codes = bySecret.get(secret);
  if (!codes) {
    codes = new HandoverCodes(secret);
    bySecret.set(secret, codes);
  }
  return codes;
}
