import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { notificationSchema } from '@hospital/contract/notifications';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { readToken } from '../../plugins/authentication.js';
import { SESSION_CHECK_MS } from '../auth/session-liveness.js';
import { NotificationHub } from './notification-hub.js';
import { markRead, unreadNotifications } from './notifications.service.js';
import { acceptsEventStream, responseSink, SSE_HEADERS, sseEvent } from './server-sent-events.js';

export const NOT_AN_EVENT_STREAM_CLIENT = 'This address sends server-sent events: accept text/event-stream.';

export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One LISTEN per process, owned by this plugin: nothing else needs the hub.
  const hub = new NotificationHub({ database: ctx.database, log: ctx.log });
  await hub.start();
  // Open streams would keep server.close() waiting; end them first, stop listening last.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());

  r.get(
    '/notification',
    { config: { access: 'desk' }, schema: { summary: 'List the caller\'s unread notifications', tags: ['notifications'], response: { 200: successEnvelope(z.array(notificationSchema)) } } },
    async (request) => ok('Notifications retrieved successfully.', await unreadNotifications(ctx.db, request.user!.id)),
  );

  r.get(
    '/notification/stream',
    {
      config: { access: 'desk' },
      schema: { summary: 'Stream new notifications as server-sent events',
        tags: ['notifications'],
        description:
          "Server-sent events: 'ready' on connect, then 'notification' with each new notification for the caller, and a ': ping' comment every 25 s. " +
          'Authenticated by the authorization header (read it with fetch streaming); the stream ends when the access token expires.',
        response: { 200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      // A client that cannot take an event stream gets a 406 envelope at once instead of a response that never ends.
      if (!acceptsEventStream(request.headers.accept)) throw new AppError(406, NOT_AN_EVENT_STREAM_CLIENT);
      const user = request.user!;
      // The authentication hook has verified the token; its expiry bounds how long the stream may live.
      const claims = await ctx.tokens.verify(readToken(request.headers.authorization) ?? '');
      const expiresInMs = claims?.exp ? claims.exp * 1000 - Date.now() : 0;

      reply.hijack();
      const raw = reply.raw;
      // Hijacking skips the onSend hooks, so the security headers already set on the reply are copied over.
      raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...SSE_HEADERS });
      const sink = responseSink(raw);
      sink.write(sseEvent('ready', {}));
      const forget = hub.open(user.id, sink);
      // A stream outliving its token would keep a logged-out session informed; the client reconnects after refreshing.
      const expiry = setTimeout(() => sink.end(), Math.max(0, expiresInMs));
      expiry.unref();
      // So does a stream whose session ends before it (logout in another tab, a password reset), within seconds.
      const sid = claims?.sid ?? '';
      const watch = setInterval(() => {
        ctx.sessions.isLive(sid).then(
          (live) => live || sink.end(),
          () => sink.end(),
        );
      }, SESSION_CHECK_MS);
      watch.unref();
      const cleanUp = () => {
        clearTimeout(expiry);
        clearInterval(watch);
        forget();
      };
      raw.once('close', cleanUp);
      // A client that left while the token was being checked has no 'close' left to emit.
      if (request.raw.socket.destroyed) cleanUp();
    },
  );

  r.post(
    '/notification/:notificationId',
    {
      config: { access: 'desk' },
      schema: { summary: 'Mark a notification read', tags: ['notifications'], params: z.object({ notificationId: objectIdSchema }), response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await markRead(ctx.db, request.user!.id, request.params.notificationId);
      return ok('Notification marked as read.', null);
    },
  );
}
