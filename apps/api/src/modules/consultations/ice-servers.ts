import { createHmac } from 'node:crypto';
import type { IceServers } from '@hospital/contract/consultations';
import type { Config } from '../../config.js';

/**
 * A TURN credential by coturn's REST scheme (`use-auth-secret`): the username is the expiry (Unix seconds) and the
 * user's id, the password the base64 HMAC-SHA1 of that username under the secret coturn shares. coturn checks the
 * signature and refuses the username once its time has passed; nothing is stored on either side.
 */
export function turnCredential(
  secret: string,
  userId: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The STUN and TURN servers a room's participant may use now; TURN only when its secret is set. */
export function iceServersFor(ice: Config['ice'], userId: string, now: Date): IceServers {
  const iceServers: IceServers['iceServers'] = [];
  if (ice.stunUrls.length > 0) iceServers.push({ urls: ice.stunUrls });
  if (ice.turnUrls.length === 0 || !ice.turnSecret) return { iceServers, expiresAt: null };
  const expiresAt = new Date(now.getTime() + ice.turnTtlSeconds * 1000);
  iceServers.push({ urls: ice.turnUrls, ...turnCredential(ice.turnSecret, userId, expiresAt) });
  return { iceServers, expiresAt: expiresAt.toISOString() };
}
