import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { readToken } from '../../plugins/authentication.js';
import { assertEventStreamClient, openEventStream, type Feed } from '../../platform/streams/event-stream.js';
import { SESSION_CHECK_MS } from './session-liveness.js';

/**
 * An event stream for a signed-in caller (docs/decisions/0006): it ends when the access token expires (the client
 * reconnects with a refreshed one) and within seconds of the session ending (logout elsewhere, a password reset), so
 * a logged-out or demoted account stops receiving.
 */
export async function openUserEventStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  attach: Feed,
): Promise<void> {
  assertEventStreamClient(request);
  // The authentication hook has verified the token; its expiry bounds how long the stream may live.
  const claims = await ctx.tokens.verify(readToken(request.headers.authorization) ?? '');
  const sid = claims?.sid ?? '';
  openEventStream(request, reply, {
    caps: ctx.streamCaps,
    kind: request.user?.role === 'patient' ? 'patient' : 'staff',
    maxAgeMs: claims?.exp ? claims.exp * 1000 - Date.now() : 0,
    attach,
    watch: { everyMs: SESSION_CHECK_MS, stillAllowed: () => ctx.sessions.isLive(sid) },
  });
}
