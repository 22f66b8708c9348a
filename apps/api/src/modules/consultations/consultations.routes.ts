import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  consentBodySchema,
  iceServersSchema,
  modeBodySchema,
  roomSchema,
  signalBodySchema,
  signalSentSchema,
} from '@hospital/contract/consultations';
import type { RouteModuleOptions } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { assertEventStreamClient, EVENT_STREAM_RESPONSE } from '../../platform/streams/event-stream.js';
import { openUserEventStream } from '../auth/user-event-stream.js';
import {
  acceptConsent,
  changeMode,
  endRoom,
  iceServersOfRoom,
  joinRoom,
  readRoom,
  sendSignal,
  startRoom,
} from './consultations.service.js';

// A room's id is checked by roomAccessOf: a malformed one is the same 404 as a missing or someone else's room, so
// the params take any short text.
const roomParams = z.object({ id: z.string().max(64) });
// The largest signal is an SDP of at most 20,000 characters; JSON escaping can double it.
const SIGNAL_BODY_LIMIT = 64 * 1024;

/** A Last-Event-ID header as a sequence number; anything else is a fresh start. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * The consultation room (docs/decisions/0027-consultation-rooms.md): its state and actions, TURN credentials, call
 * signals and the event stream. Every route is for the appointment's patient (or the account holder who booked for
 * them) and its doctor only; anyone else gets the appointment's 404. The chat's routes are in chat.routes.ts.
 */
export async function consultationRoutes(app: FastifyInstance, { ctx, streams }: RouteModuleOptions) {
  const route = routesOf(app, { tag: 'consultations' });

  route.get(
    '/consultations/:id',
    {
      access: 'self',
      summary: 'Read a consultation room: its state, mode, times, consent and the queue serial',
      params: roomParams,
      data: roomSchema,
    },
    async (request) =>
      ok('Consultation room retrieved successfully.', await readRoom(ctx, request.user!, request.params.id)),
  );

  route.post(
    '/consultations/:id/consent',
    {
      access: 'self',
      summary: "Accept the remote consultation's consent (the patient; its version and time are kept)",
      params: roomParams,
      body: consentBodySchema,
      data: roomSchema,
    },
    async (request) => ok('Consent accepted.', await acceptConsent(ctx, request.user!, request.params.id)),
  );

  route.post(
    '/consultations/:id/join',
    {
      access: 'self',
      summary: 'Enter the waiting room (the patient, after the consent)',
      params: roomParams,
      data: roomSchema,
    },
    async (request) => ok('You are in the waiting room.', await joinRoom(ctx, request.user!, request.params.id)),
  );

  // The doctor's steps of the call. A repeat (a double click, both ends at once) answers the room as it is, and says so.
  const STARTED_MESSAGE = 'Consultation started.';
  const ALREADY_STARTED_MESSAGE = 'The consultation has already started.';
  const ENDED_MESSAGE = 'Consultation ended.';
  const ALREADY_ENDED_MESSAGE = 'This consultation has ended.';
  const doctorSteps = [
    {
      step: 'start',
      summary: 'Start the consultation: admit the patient (the doctor)',
      take: startRoom,
      done: STARTED_MESSAGE,
      again: ALREADY_STARTED_MESSAGE,
    },
    {
      step: 'end',
      summary: 'End the consultation for both sides (the doctor)',
      take: endRoom,
      done: ENDED_MESSAGE,
      again: ALREADY_ENDED_MESSAGE,
    },
  ];
  for (const { step, summary, take, done, again } of doctorSteps) {
    route.post(
      `/consultations/:id/${step}`,
      { access: 'self', summary, params: roomParams, data: roomSchema },
      async (request) => {
        const { room, changed } = await take(ctx, request.user!, request.params.id);
        return ok(changed ? done : again, room);
      },
    );
  }

  route.post(
    '/consultations/:id/mode',
    {
      access: 'self',
      summary: 'Switch the room to video, voice or chat (the doctor any; the patient only video to voice)',
      params: roomParams,
      body: modeBodySchema,
      data: roomSchema,
    },
    async (request) =>
      ok('Consultation mode changed.', await changeMode(ctx, request.user!, request.params.id, request.body.mode)),
  );

  route.get(
    '/consultations/:id/ice-servers',
    {
      access: 'self',
      summary: 'Read the STUN and TURN servers with a short-lived TURN credential (only while the room is live)',
      params: roomParams,
      data: iceServersSchema,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok('ICE servers retrieved successfully.', await iceServersOfRoom(ctx, request.user!, request.params.id));
    },
  );

  route.post(
    '/consultations/:id/signals',
    {
      access: 'self',
      summary: 'Send a call signal (offer, answer, ICE candidate, hello) to the other side (only while live)',
      params: roomParams,
      body: signalBodySchema,
      data: signalSentSchema,
      status: 201,
      bodyLimit: SIGNAL_BODY_LIMIT,
    },
    async (request) => ok('Signal sent.', await sendSignal(ctx, request.user!, request.params.id, request.body)),
  );

  route.get(
    '/consultations/:id/events',
    {
      access: 'self',
      summary: "Stream a consultation room's events as server-sent events",
      description:
        "Server-sent events, read with fetch streaming as the bell is (docs/decisions/0006): 'ready', then 'room' (a Room) at once and whenever its state, mode or the queue's serial moves; 'signal' (the other side's call signals) and 'message' (chat messages of both sides, with their seq). Each event's id is the highest signal id or message seq the stream has sent so far (an event that committed late, below it, keeps it): send it back as Last-Event-ID to resume. Ends when the access token expires or the session ends.",
      params: roomParams,
      response: EVENT_STREAM_RESPONSE,
    },
    async (request, reply) => {
      assertEventStreamClient(request);
      const feed = await streams.consultations.roomFeed(
        request.user!,
        request.params.id,
        lastEventIdOf(request.headers['last-event-id']),
      );
      await openUserEventStream(ctx, request, reply, feed);
    },
  );
}
