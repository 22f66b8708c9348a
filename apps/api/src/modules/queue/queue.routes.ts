import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dhakaDateString } from '@hospital/contract/format';
import { successEnvelope } from '@hospital/contract/envelope';
import { objectIdSchema } from '@hospital/contract/ids';
import {
  boardLinkInputSchema,
  boardLinkSchema,
  type Board,
  boardSchema,
  boardTokenParamsSchema,
  liveVisitSchema,
  QUEUE_STREAM_EVENTS,
  queueQuerySchema,
  queueSchema,
} from '@hospital/contract/queue';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { roleMay } from '../../lib/permissions.js';
import { ok } from '../../lib/reply.js';
import { doctorRefOf } from '../appointments/desk.service.js';
import { assertEventStreamClient, openEventStream, openUserEventStream } from '../notifications/event-stream.js';
import { sseEvent } from '../notifications/server-sent-events.js';
import { BoardTokens } from './board-tokens.js';
import {
  boardDoctors,
  createBoardLink,
  listBoardLinks,
  readBoard,
  resolveBoardLink,
  revokeBoard,
  toBoardDoctor,
} from './boards.service.js';
import { liveVisits, visitsIn, watchOf } from './live-visits.js';
import { QueueHub } from './queue-hub.js';
import { toQueueDto } from './queue-state.js';
import { callNext, loadQueueState, readQueue, recall, skip } from './queue.service.js';

const doctorParams = z.object({ doctorId: objectIdSchema });
const STREAM_DOC = 'Server-sent events, read with fetch streaming as the bell is (docs/decisions/0006): ';
const eventStream = {
  200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
};

// Open streams per owner in one process: a few tabs per person, a few screens per board link.
const STREAMS_PER_USER = 5;
const STREAMS_PER_BOARD = 20;
// Boards need no login, so their streams are bounded per process as a whole too.
const MAX_BOARD_STREAMS = 500;
// A board reconnects this often, so a link revoked while a NOTIFY was lost still stops within minutes.
const BOARD_STREAM_MAX_AGE_MS = 10 * 60_000;
// A board read is a few queue reads: repeated within a second (a reload loop, many screens on one link), it is
// answered from memory. Revocation is still checked on every request.
const BOARD_READ_CACHE_MS = 1000;
const MAX_CACHED_BOARDS = 200;

/**
 * The visit day (docs/decisions/0020-visit-day-queue.md): the desk's and the doctor's queue, board links and the
 * boards they open, and the patient's live view. One hub per process feeds every stream of the three.
 */
export async function queueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokens = new BoardTokens(ctx.config.jwtSecret);
  const hub: QueueHub = new QueueHub({
    database: ctx.database,
    log: ctx.log,
    load: (change) => loadQueueState(ctx, ctx.database.db, change.doctorId, change.date),
    onRevoked: (boardId) => hub.endOwner(`board:${boardId}`, sseEvent(QUEUE_STREAM_EVENTS.revoked, {})),
  });
  await hub.start();
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());
  const boardReads = new Map<string, { at: number; board: Board }>();

  // --- The queue: the desk for every doctor, a doctor for their own -------------------------------------------

  r.get(
    '/queue/stream',
    {
      config: { access: 'queue' },
      schema: {
        summary: 'Stream queue changes as server-sent events',
        tags: ['queue'],
        description: `${STREAM_DOC}'ready', then 'queue' with the whole queue of a doctor's day whenever it changes: every doctor for the desk, their own for a doctor. Ends when the access token expires.`,
        response: eventStream,
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const doctors = roleMay(user.role, 'desk') ? ('all' as const) : new Set([await doctorRefOf(ctx, user)]);
      await openUserEventStream(ctx, request, reply, (sink) =>
        hub.subscribe(
          {
            owner: `user:${user.id}`,
            doctors,
            sink,
            deliver: (state) => sink.write(sseEvent(QUEUE_STREAM_EVENTS.queue, toQueueDto(state))),
          },
          STREAMS_PER_USER,
        ),
      );
    },
  );

  r.get(
    '/queue/:doctorId',
    {
      config: { access: 'queue' },
      schema: {
        summary: "Read a doctor's queue for a day",
        tags: ['queue'],
        params: doctorParams,
        querystring: queueQuerySchema,
        response: { 200: successEnvelope(queueSchema) },
      },
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
    r.post(
      `/queue/:doctorId/${action}`,
      {
        config: { access: 'queue' },
        schema: { summary, tags: ['queue'], params: doctorParams, response: { 200: successEnvelope(queueSchema) } },
      },
      async (request) => {
        const { queue, message } = await move(ctx, request.user!, request.params.doctorId);
        return ok(message, queue);
      },
    );
  }

  // --- Board links: an admin's ---------------------------------------------------------------------------------

  r.get(
    '/boards',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List waiting-room board links',
        tags: ['boards'],
        response: { 200: successEnvelope(z.array(boardLinkSchema)) },
      },
    },
    async () => ok('Board links retrieved successfully.', await listBoardLinks(ctx, tokens)),
  );

  r.post(
    '/boards',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a waiting-room board link',
        tags: ['boards'],
        body: boardLinkInputSchema,
        response: { 201: successEnvelope(boardLinkSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Board link created.', await createBoardLink(ctx, tokens, request.user!, request.body), 201);
    },
  );

  r.delete(
    '/boards/:boardId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Revoke a waiting-room board link',
        tags: ['boards'],
        params: z.object({ boardId: objectIdSchema }),
        response: { 200: successEnvelope(boardLinkSchema) },
      },
    },
    async (request) => ok('Board link revoked.', await revokeBoard(ctx, tokens, request.user!, request.params.boardId)),
  );

  // --- The board: no login, the link's token, serial numbers only ----------------------------------------------

  r.get(
    '/board/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: "Read a waiting-room board (no login; the link's token)",
        tags: ['boards'],
        params: boardTokenParamsSchema,
        response: { 200: successEnvelope(boardSchema) },
      },
    },
    async (request, reply) => {
      const link = await resolveBoardLink(ctx, tokens, request.params.token);
      reply.header('cache-control', 'no-store');
      const cached = boardReads.get(link.id);
      if (cached && Date.now() - cached.at < BOARD_READ_CACHE_MS)
        return ok('Board retrieved successfully.', cached.board);
      const board = await readBoard(ctx, link);
      if (boardReads.size >= MAX_CACHED_BOARDS) boardReads.delete(boardReads.keys().next().value!);
      boardReads.set(link.id, { at: Date.now(), board });
      return ok('Board retrieved successfully.', board);
    },
  );

  r.get(
    '/board/:token/stream',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Stream a waiting-room board as server-sent events',
        tags: ['boards'],
        description: `${STREAM_DOC}'ready', then 'board' with each doctor's serials at once and again whenever one of them changes today; 'revoked' (and the end) when the link is revoked. Ends after 10 minutes: reconnect.`,
        params: boardTokenParamsSchema,
        response: eventStream,
      },
    },
    async (request, reply) => {
      assertEventStreamClient(request);
      const link = await resolveBoardLink(ctx, tokens, request.params.token);
      if (hub.streamCount() >= MAX_BOARD_STREAMS)
        throw new AppError(503, 'Too many boards are open. Please try again in a minute.');
      const { doctors } = await boardDoctors(ctx, link);
      const byId = new Map(doctors.map(({ doctor }) => [doctor.id, doctor]));
      openEventStream(request, reply, {
        maxAgeMs: BOARD_STREAM_MAX_AGE_MS,
        attach: (sink) => {
          for (const { doctor, state } of doctors)
            sink.write(sseEvent(QUEUE_STREAM_EVENTS.board, toBoardDoctor(doctor, state)));
          return hub.subscribe(
            {
              owner: `board:${link.id}`,
              doctors: new Set(byId.keys()),
              date: () => dhakaDateString(ctx.clock()),
              sink,
              deliver: (state) =>
                sink.write(sseEvent(QUEUE_STREAM_EVENTS.board, toBoardDoctor(byId.get(state.doctorId)!, state))),
            },
            STREAMS_PER_BOARD,
          );
        },
      });
    },
  );

  // --- The patient's own visits today ---------------------------------------------------------------------------

  r.get(
    '/appointment/live',
    {
      config: { access: 'self' },
      schema: {
        summary: "Read the caller's visits today: now serving, their serial, about how long",
        tags: ['queue'],
        response: { 200: successEnvelope(z.array(liveVisitSchema)) },
      },
    },
    async (request) => ok('Visits retrieved successfully.', await liveVisits(ctx, request.user!.id)),
  );

  r.get(
    '/appointment/live/stream',
    {
      config: { access: 'self' },
      schema: {
        summary: "Stream the caller's visits today as server-sent events",
        tags: ['queue'],
        description: `${STREAM_DOC}'ready', then 'visit' with each of the caller's visits today at once and again whenever its doctor's queue moves. Ends when the access token expires.`,
        response: eventStream,
      },
    },
    async (request, reply) => {
      const user = request.user!;
      assertEventStreamClient(request);
      const watch = await watchOf(ctx, user.id);
      const initial = (
        await Promise.all(
          watch.doctorIds.map(async (id) =>
            visitsIn(ctx, await loadQueueState(ctx, ctx.db, id, watch.date), watch.patientRefs),
          ),
        )
      ).flat();
      await openUserEventStream(ctx, request, reply, (sink) => {
        for (const visit of initial) sink.write(sseEvent(QUEUE_STREAM_EVENTS.visit, visit));
        return hub.subscribe(
          {
            owner: `user:${user.id}`,
            doctors: new Set(watch.doctorIds),
            date: () => watch.date,
            sink,
            deliver: (state) => {
              visitsIn(ctx, state, watch.patientRefs).then(
                (visits) => {
                  for (const visit of visits) sink.write(sseEvent(QUEUE_STREAM_EVENTS.visit, visit));
                },
                (err: unknown) => ctx.log.warn({ err }, 'could not push a visit'),
              );
            },
          },
          STREAMS_PER_USER,
        );
      });
    },
  );
}
