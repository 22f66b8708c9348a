import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import { notificationSchema } from '@hospital/contract/notifications';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { openUserEventStream } from './event-stream.js';
import { NotificationHub } from './notification-hub.js';
import { markRead, unreadNotifications } from './notifications.service.js';

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
    {
      config: { access: 'desk' },
      schema: {
        summary: "List the caller's unread notifications",
        tags: ['notifications'],
        response: { 200: successEnvelope(z.array(notificationSchema)) },
      },
    },
    async (request) => ok('Notifications retrieved successfully.', await unreadNotifications(ctx.db, request.user!.id)),
  );

  r.get(
    '/notification/stream',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Stream new notifications as server-sent events',
        tags: ['notifications'],
        description:
          "Server-sent events: 'ready' on connect, then 'notification' with each new notification for the caller, and a ': ping' comment every 25 s. " +
          'Authenticated by the authorization header (read it with fetch streaming); the stream ends when the access token expires.',
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await openUserEventStream(ctx, request, reply, (sink) => hub.open(user.id, sink));
    },
  );

  r.post(
    '/notification/:notificationId',
    {
      config: { access: 'desk' },
      schema: {
        summary: 'Mark a notification read',
        tags: ['notifications'],
        params: z.object({ notificationId: objectIdSchema }),
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await markRead(ctx.db, request.user!.id, request.params.notificationId);
      return ok('Notification marked as read.', null);
    },
  );
}
