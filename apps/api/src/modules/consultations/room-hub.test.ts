import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { QUEUE_CHANNEL, ROOM_CHANNEL, queueChangePayload } from '../../platform/changes/changes.repository.js';
import type { EventSink } from '../../platform/streams/server-sent-events.js';
import { RoomHub, type RoomListener } from './room-hub.js';

// The room hub without a database: a NOTIFY is a call of the channel's listener.

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;
let channels: Map<string, (payload: string) => void>;
const fakeDatabase = {
  listen: async (channel: string, listener: (payload: string) => void) => {
    channels.set(channel, listener);
    return async () => void channels.delete(channel);
  },
} as unknown as Database;
const notify = (channel: string, payload: string) => channels.get(channel)!(payload);

const sink = (): EventSink & { ended: boolean } => {
  const s = { ended: false, write: () => undefined, end: () => void (s.ended = true) };
  return s;
};

let hub: RoomHub | undefined;
afterEach(async () => {
  await hub?.stop();
  hub = undefined;
});

async function startedHub() {
  channels = new Map();
  hub = new RoomHub({ database: fakeDatabase, log: silentLog });
  await hub.start();
  return hub;
}

/** A stream whose catch-up waits until released, counting how often it ran. */
function slowListener(appointmentId: string, owner = 'user:a') {
  let release: () => void = () => undefined;
  const listener: RoomListener & { sink: { ended: boolean }; runs: number; release(): void } = {
    appointmentId,
    doctorId: 'd1',
    date: '2026-11-28',
    owner,
    sink: sink(),
    runs: 0,
    release: () => release(),
    catchUp: () => {
      listener.runs += 1;
      return new Promise<void>((resolve) => (release = resolve));
    },
  };
  return listener;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RoomHub', () => {
  it('when a burst of signals arrives while a stream is catching up, then it catches up once more, not once per signal', async () => {
    const h = await startedHub();
    const listener = slowListener('room-1');
    h.subscribe(listener, 5);
    expect(listener.runs).toBe(1); // the catch-up on subscribing
    for (let i = 0; i < 20; i++) notify(ROOM_CHANNEL, 'room-1');
    listener.release();
    await settle();
    expect(listener.runs).toBe(2);
    listener.release();
    await settle();
    expect(listener.runs).toBe(2);
  });

  it("when another room or another doctor's queue moves, then this room's stream is left alone; its doctor's queue wakes it", async () => {
    const h = await startedHub();
    const listener = slowListener('room-1');
    h.subscribe(listener, 5);
    listener.release();
    await settle();
    notify(ROOM_CHANNEL, 'room-2');
    notify(QUEUE_CHANNEL, queueChangePayload('d2', '2026-11-28'));
    notify(QUEUE_CHANNEL, queueChangePayload('d1', '2026-11-29'));
    notify(QUEUE_CHANNEL, 'not json');
    await settle();
    expect(listener.runs).toBe(1);
    notify(QUEUE_CHANNEL, queueChangePayload('d1', '2026-11-28'));
    await settle();
    expect(listener.runs).toBe(2);
  });

  it('when one account opens a sixth stream, then its oldest ends; closing the hub ends the rest', async () => {
    const h = await startedHub();
    const streams = Array.from({ length: 6 }, () => slowListener('room-1'));
    for (const s of streams) h.subscribe(s, 5);
    expect(streams.map((s) => s.sink.ended)).toEqual([true, false, false, false, false, false]);
    expect(h.streamsOf('room-1')).toBe(5);
    h.closeStreams();
    expect(streams.every((s) => s.sink.ended)).toBe(true);
    expect(h.streamsOf('room-1')).toBe(0);
  });
});
