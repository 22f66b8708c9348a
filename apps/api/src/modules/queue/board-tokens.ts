import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isObjectId } from '@hospital/contract/ids';

const ID_CHARS = 16;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{38}$/;

/**
 * Board link tokens (docs/decisions/0020-visit-day-queue.md): the link's `_id` and an HMAC of it, base64url, 38
 * characters. The signature makes a forged or altered link fail before any database read; the stored row is what a
 * revocation changes. The key is derived from JWT_SECRET (rotating it voids every board link).
 */
export class BoardTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'hospital-boards', 'board-link-token', 32));
  }

  private mac(id: string): Buffer {
    return createHmac('sha256', this.key).update(`board|${id}`).digest().subarray(0, 16);
  }

  tokenFor(id: string): string {
    return Buffer.from(id, 'hex').toString('base64url') + this.mac(id).toString('base64url');
  }

  /** The board link `_id` a genuine token names, or undefined. */
  read(token: string): string | undefined {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const id = Buffer.from(token.slice(0, ID_CHARS), 'base64url').toString('hex');
    if (!isObjectId(id)) return undefined;
    const given = Buffer.from(token.slice(ID_CHARS), 'base64url');
    return given.length === 16 && timingSafeEqual(given, this.mac(id)) ? id : undefined;
  }
}
