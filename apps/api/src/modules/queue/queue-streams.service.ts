import { dhakaDateString } from '@hospital/contract/format';
import { type Board, QUEUE_STREAM_EVENTS } from '@hospital/contract/queue';
import type { AppContext } from '../../lib/context.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { Feed } from '../../platform/streams/event-stream.js';
import { sseEvent } from '../../platform/streams/server-sent-events.js';
import { HubStreams } from '../../platform/streams/stream-hub.js';
import { doctorRefOf } from '../doctors/doctors.service.js';
import { boardDoctors, readBoard, resolveBoardLink, toBoardDoctor } from './boards.service.js';
import { visitsIn, watchOf } from './live-visits.js';
import { QueueHub } from './queue-hub.js';
import { toQueueDto } from './queue-state.js';
import { loadQueueState } from './queue.service.js';

// Open streams per owner in one process: a few tabs per person, a few screens per board link.
const STREAMS_PER_USER = 5;
const STREAMS_PER_BOARD = 20;
/** A board reconnects this often, so a link revoked while a NOTIFY was lost still stops within minutes. */
export const BOARD_STREAM_MAX_AGE_MS = 10 * 60_000;
// A board read is a few queue reads: repeated within a second (a reload loop, many screens on one link), it is
// answered from memory. Revocation is still checked on every request.
const BOARD_READ_CACHE_MS = 1000;
const MAX_CACHED_BOARDS = 200;

/**
 * The visit day's live views (docs/decisions/0020-visit-day-queue.md): the desk's and the doctor's queue, the
 * waiting-room boards and the patient's own visits. One hub per process feeds every stream of the three; built once
 * in app.ts, started with the app and stopped with it.
 */
export class QueueStreams extends HubStreams<QueueHub> {
  private readonly boardReads = new Map<string, { at: number; board: Board }>();

  constructor(private readonly ctx: AppContext) {
    const hub: QueueHub = new QueueHub({
      database: ctx.database,
      log: ctx.log,
      load: (change) => loadQueueState(ctx, ctx.database.db, change.doctorId, change.date),
      onRevoked: (boardId) => hub.endOwner(`board:${boardId}`, sseEvent(QUEUE_STREAM_EVENTS.revoked, {})),
    });
    super(hub);
  }

  /** The whole queue of a doctor's day whenever it changes: every doctor's for the desk, their own for a doctor. */
  async queueFeed(user: AuthUser): Promise<Feed> {
    const doctors = roleMay(user.role, 'desk') ? ('all' as const) : new Set([await doctorRefOf(this.ctx, user)]);
    return (sink) =>
      this.hub.subscribe(
        {
          owner: `user:${user.id}`,
          doctors,
          sink,
          deliver: (state) => sink.write(sseEvent(QUEUE_STREAM_EVENTS.queue, toQueueDto(state))),
        },
        STREAMS_PER_USER,
      );
  }

  /** A board by its link's token; a revoked link is refused on every read, even one answered from memory. */
  async board(token: string): Promise<Board> {
    const link = await resolveBoardLink(this.ctx, this.ctx.boardTokens, token);
    const cached = this.boardReads.get(link.id);
    if (cached && Date.now() - cached.at < BOARD_READ_CACHE_MS) return cached.board;
    const board = await readBoard(this.ctx, link);
    if (this.boardReads.size >= MAX_CACHED_BOARDS) this.boardReads.delete(this.boardReads.keys().next().value!);
    this.boardReads.set(link.id, { at: Date.now(), board });
    return board;
  }

  /** Each doctor of a board at once and again whenever one of them changes today; 'revoked' ends it. */
  async boardFeed(token: string): Promise<Feed> {
    const link = await resolveBoardLink(this.ctx, this.ctx.boardTokens, token);
    const { doctors } = await boardDoctors(this.ctx, link);
    const byId = new Map(doctors.map(({ doctor }) => [doctor.id, doctor]));
    return (sink) => {
      for (const { doctor, state } of doctors)
        sink.write(sseEvent(QUEUE_STREAM_EVENTS.board, toBoardDoctor(doctor, state)));
      return this.hub.subscribe(
        {
          owner: `board:${link.id}`,
          doctors: new Set(byId.keys()),
          date: () => dhakaDateString(this.ctx.clock()),
          sink,
          deliver: (state) =>
            sink.write(sseEvent(QUEUE_STREAM_EVENTS.board, toBoardDoctor(byId.get(state.doctorId)!, state))),
        },
        STREAMS_PER_BOARD,
      );
    };
  }

  /** Each of the caller's visits today at once and again whenever its doctor's queue moves. */
  async liveFeed(userId: string): Promise<Feed> {
    const { ctx } = this;
    const watch = await watchOf(ctx, userId);
    const initial = (
      await Promise.all(
        watch.doctorIds.map(async (id) =>
          visitsIn(ctx, await loadQueueState(ctx, ctx.db, id, watch.date), watch.patientRefs),
        ),
      )
    ).flat();
    return (sink) => {
      for (const visit of initial) sink.write(sseEvent(QUEUE_STREAM_EVENTS.visit, visit));
      return this.hub.subscribe(
        {
          owner: `user:${userId}`,
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
    };
  }
}
