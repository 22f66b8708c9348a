import { randomBytes } from 'node:crypto';

/**
 * `_id` values are 24 lowercase hex characters (docs/architecture.md §2). Like a MongoDB ObjectId, the first
 * 4 bytes are the creation second, so ids sort roughly by age; the other 8 bytes are random.
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(seconds >>> 0);
  return head.toString('hex') + randomBytes(8).toString('hex');
}
