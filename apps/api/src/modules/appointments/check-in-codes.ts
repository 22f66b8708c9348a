import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isObjectId } from '@hospital/contract/ids';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ID_BYTES = 12;
const MAC_BYTES = 8;
export const CHECK_IN_CODE_LENGTH = Math.ceil(((ID_BYTES + MAC_BYTES) * 8) / 5);

function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | undefined {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    if (index === -1) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * The QR code of an appointment (docs/decisions/0020-visit-day-queue.md): its `_id` and an HMAC over the `_id` and its
 * date, in 32 characters of RFC 4648 base32, which a QR code holds in its compact alphanumeric mode (a version 2
 * symbol, 25 x 25 modules). Nothing personal is in it; the `_id` alone is random and opens nothing without a desk
 * login. A changed character, another appointment's `_id` or a code for another date fails the MAC. The key is
 * derived from JWT_SECRET, so rotating the secret voids every printed code.
 */
export class CheckInCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'hospital-check-in', 'appointment-qr-code', 32));
  }

  private mac(appointmentId: string, date: string): Buffer {
    return createHmac('sha256', this.key).update(`${appointmentId}|${date}`).digest().subarray(0, MAC_BYTES);
  }

  codeFor(appointmentId: string, date: string): string {
    return toBase32(Buffer.concat([Buffer.from(appointmentId, 'hex'), this.mac(appointmentId, date)]));
  }

  /**
   * The appointment a code names, before its date is known (read from the database, then passed to `verify`); or
   * undefined for anything that is not the shape of a code. Spaces and hyphens a person may type are ignored.
   */
  read(code: string): { appointmentId: string; verify(date: string): boolean } | undefined {
    const clean = code.toUpperCase().replace(/[\s-]/g, '');
    if (clean.length !== CHECK_IN_CODE_LENGTH) return undefined;
    const bytes = fromBase32(clean);
    if (!bytes || bytes.length !== ID_BYTES + MAC_BYTES) return undefined;
    const appointmentId = bytes.subarray(0, ID_BYTES).toString('hex');
    if (!isObjectId(appointmentId)) return undefined;
    const given = bytes.subarray(ID_BYTES);
    return { appointmentId, verify: (date) => timingSafeEqual(given, this.mac(appointmentId, date)) };
  }
}
