import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { objectIdSchema } from '@hospital/contract/ids';
import {
  boardLinkInputSchema,
  boardLinkSchema,
  boardSchema,
  boardTokenParamsSchema,
  liveVisitSchema,
  queueQuerySchema,
  queueSchema,
} from '@hospital/contract/queue';
import type { RouteModuleOptions } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import {
  assertEventStreamClient,
  EVENT_STREAM_RESPONSE,
  openEventStream,
} from '../../platform/streams/event-stream.js';
import { openUserEventStream } from '../auth/user-event-stream.js';
import { createBoardLink, listBoardLinks, revokeBoard } from './boards.service.js';
import { liveVisits } from './live-visits.js';
import { BOARD_STREAM_MAX_AGE_MS } from './queue-streams.service.js';
import { callNext, readQueue, recall, skip } from './queue.service.js';

const doctorParams = z.object({ doctorId: objectIdSchema });
const STREAM_DOC = 'Server-sent events, read with fetch streaming as the bell is (docs/decisions/0006): ';

/**
 * The visit day (docs/decisions/0020-visit-day-queue.md): the desk's and the doctor's queue, board links and the
 * boards they open, and the patient's live view, whose streams `streams.queue` feeds.
 */
export async function queueRoutes(app: FastifyInstance, { ctx, streams }: RouteModuleOptions) {
  const route = routesOf(app, { tag: 'queue' });

  // --- The queue: the desk for every doctor, a doctor for their own -------------------------------------------

  route.get(
    '/queue/stream',
    {
      access: 'queue',
      summary: 'Stream queue changes as server-sent events',
      description: `${STREAM_DOC}'ready', then 'queue' with the whole queue of a doctor's day whenever it changes: every doctor for the desk, their own for a doctor. Ends when the access token expires.`,
      response: EVENT_STREAM_RESPONSE,
    },
    async (request, reply) => openUserEventStream(ctx, request, reply, await streams.queue.queueFeed(request.user!)),
  );

  route.get(
    '/queue/:doctorId',
    {
      access: 'queue',
      summary: "Read a doctor's queue for a day",
      params: doctorParams,
      query: queueQuerySchema,
      data: queueSchema,
    },
    async (request) =>
      ok(
        'Queue retrieved successfully.',
        await readQueue(ctx, request.user!, request.params.doctorId, request.query.date),
      ),
  );

  const moves = [
    ['call-next', "Call the next patient of today's queue (arrived patients first, then the lowest serial)", callNext],
    ['recall', 'Call the serial being served again', recall],
    ['skip', 'Put the serial being served back after the next two, and call the next', skip],
  ] as const;
  for (const [action, summary, move] of moves) {
    route.post(
      `/queue/:doctorId/${action}`,
      { access: 'queue', summary, params: doctorParams, data: queueSchema },
      async (request) => {
        const { queue, message } = await move(ctx, request.user!, request.params.doctorId);
        return ok(message, queue);
      },
    );
  }

  // --- Board links: an admin's ---------------------------------------------------------------------------------

  route.get(
    '/boards',
    { access: 'admin', summary: 'List waiting-room board links', tag: 'boards', data: z.array(boardLinkSchema) },
    async () => ok('Board links retrieved successfully.', await listBoardLinks(ctx, ctx.boardTokens)),
  );

  route.post(
    '/boards',
    {
      access: 'admin',
      summary: 'Create a waiting-room board link',
      tag: 'boards',
      body: boardLinkInputSchema,
      data: boardLinkSchema,
      status: 201,
    },
    async (request) => {
      return ok('Board link created.', await createBoardLink(ctx, ctx.boardTokens, request.user!, request.body));
    },
  );

  route.delete(
    '/boards/:boardId',
    {
      access: 'admin',
      summary: 'Revoke a waiting-room board link',
      tag: 'boards',
      params: z.object({ boardId: objectIdSchema }),
      data: boardLinkSchema,
    },
    async (request) =>
      ok('Board link revoked.', await revokeBoard(ctx, ctx.boardTokens, request.user!, request.params.boardId)),
  );

  // --- The board: no login, the link's token, serial numbers only ----------------------------------------------

  route.get(
    '/board/:token',
    {
      access: 'public',
      summary: "Read a waiting-room board (no login; the link's token)",
      tag: 'boards',
      params: boardTokenParamsSchema,
      data: boardSchema,
    },
    async (request, reply) => {
      const board = await streams.queue.board(request.params.token);
      reply.header('cache-control', 'no-store');
      return ok('Board retrieved successfully.', board);
    },
  );

  route.get(
    '/board/:token/stream',
    {
      access: 'public',
      summary: 'Stream a waiting-room board as server-sent events',
      description: `${STREAM_DOC}'ready', then 'board' with each doctor's serials at once and again whenever one of them changes today; 'revoked' (and the end) when the link is revoked. Ends after 10 minutes: reconnect.`,
      tag: 'boards',
      params: boardTokenParamsSchema,
      response: EVENT_STREAM_RESPONSE,
    },
    async (request, reply) => {
      assertEventStreamClient(request);
      const attach = await streams.queue.boardFeed(request.params.token);
      openEventStream(request, reply, {
        maxAgeMs: BOARD_STREAM_MAX_AGE_MS,
        attach,
        caps: ctx.streamCaps,
        kind: 'board',
      });
    },
  );

  // --- The patient's own visits today ---------------------------------------------------------------------------

  route.get(
    '/appointment/live',
    {
      access: 'self',
      summary: "Read the caller's visits today: now serving, their serial, about how long",
      data: z.array(liveVisitSchema),
    },
    async (request) => ok('Visits retrieved successfully.', await liveVisits(ctx, request.user!.id)),
  );

  route.get(
    '/appointment/live/stream',
    {
      access: 'self',
      summary: "Stream the caller's visits today as server-sent events",
      description: `${STREAM_DOC}'ready', then 'visit' with each of the caller's visits today at once and again whenever its doctor's queue moves. Ends when the access token expires.`,
      response: EVENT_STREAM_RESPONSE,
    },
    async (request, reply) => {
      assertEventStreamClient(request);
      await openUserEventStream(ctx, request, reply, await streams.queue.liveFeed(request.user!.id));
    },
  );
}
