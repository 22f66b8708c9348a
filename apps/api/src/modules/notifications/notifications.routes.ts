import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { objectIdSchema } from '@hospital/contract/ids';
import { notificationSchema } from '@hospital/contract/notifications';
import type { RouteModuleOptions } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { EVENT_STREAM_RESPONSE } from '../../platform/streams/event-stream.js';
import { openUserEventStream } from '../auth/user-event-stream.js';
import { markRead, unreadNotifications } from './notifications.service.js';

export async function notificationsRoutes(app: FastifyInstance, { ctx, streams }: RouteModuleOptions) {
  const route = routesOf(app, { tag: 'notifications' });

  route.get(
    '/notification',
    { access: 'bell', summary: "List the caller's unread notifications", data: z.array(notificationSchema) },
    async (request) => ok('Notifications retrieved successfully.', await unreadNotifications(ctx.db, request.user!.id)),
  );

  route.get(
    '/notification/stream',
    {
      access: 'bell',
      summary: 'Stream new notifications as server-sent events',
      description:
        "Server-sent events: 'ready' on connect, then 'notification' with each new notification for the caller, and a ': ping' comment every 25 s. " +
        'Authenticated by the authorization header (read it with fetch streaming); the stream ends when the access token expires.',
      response: EVENT_STREAM_RESPONSE,
    },
    async (request, reply) => {
      const user = request.user!;
      await openUserEventStream(ctx, request, reply, (sink) => streams.notifications.open(user.id, sink));
    },
  );

  route.post(
    '/notification/:notificationId',
    {
      access: 'bell',
      summary: 'Mark a notification read',
      params: z.object({ notificationId: objectIdSchema }),
      data: z.null(),
    },
    async (request) => {
      await markRead(ctx.db, request.user!.id, request.params.notificationId);
      return ok('Notification marked as read.', null);
    },
  );
}
