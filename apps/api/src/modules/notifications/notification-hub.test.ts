import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { NotificationHub } from './notification-hub.js';
import { noticePayload } from './notify.js';
import type { EventSink } from '../../platform/streams/server-sent-events.js';

type FakeSink = EventSink & { chunks: string[]; ended: boolean };

function fakeSink(): FakeSink {
  const sink: FakeSink = {
    chunks: [],
    ended: false,
    write: (chunk) => void sink.chunks.push(chunk),
    end: () => void (sink.ended = true),
  };
  return sink;
}

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;
let unlistened = 0;
const fakeDatabase = { listen: async () => async () => void (unlistened += 1) } as unknown as Database;

let hub: NotificationHub | undefined;
afterEach(async () => {
  await hub?.stop();
  hub = undefined;
});

describe('NotificationHub', () => {
  it('when a user opens a sixth stream, then the oldest one is ended and forgotten', async () => {
    hub = new NotificationHub({ database: fakeDatabase, log: silentLog });
    await hub.start();
    const sinks = Array.from({ length: 6 }, fakeSink);
    for (const sink of sinks) hub.open('user-a', sink);
    expect(sinks.map((s) => s.ended)).toEqual([true, false, false, false, false, false]);
    expect(hub.openStreamCount('user-a')).toBe(5);
  });

  it('when a client goes away, then its stream is forgotten and other users keep theirs', async () => {
    hub = new NotificationHub({ database: fakeDatabase, log: silentLog });
    await hub.start();
    const forgetA = hub.open('user-a', fakeSink());
    hub.open('user-b', fakeSink());
    forgetA();
    forgetA();
    expect(hub.openStreamCount('user-a')).toBe(0);
    expect(hub.openStreamCount('user-b')).toBe(1);
  });

  it('when the ping interval passes, then every open stream gets a comment line', async () => {
    hub = new NotificationHub({ database: fakeDatabase, log: silentLog, pingIntervalMs: 20 });
    await hub.start();
    const sink = fakeSink();
    hub.open('user-a', sink);
    await expect.poll(() => sink.chunks, { timeout: 2000 }).toContain(': ping\n\n');
  });

  it('when the hub stops, then every stream is ended and it stops listening', async () => {
    const stopping = new NotificationHub({ database: fakeDatabase, log: silentLog });
    await stopping.start();
    const sink = fakeSink();
    stopping.open('user-a', sink);
    const before = unlistened;
    await stopping.stop();
    expect(sink.ended).toBe(true);
    expect(unlistened).toBe(before + 1);
  });
});

describe('noticePayload', () => {
  it('when the recipients fit in one NOTIFY, then they travel with the id; when they do not, then only the id does', () => {
    const id = 'a'.repeat(24);
    expect(JSON.parse(noticePayload(id, ['b'.repeat(24)]))).toEqual({ id, recipients: ['b'.repeat(24)] });
    const many = Array.from({ length: 400 }, (_, i) => i.toString(16).padStart(24, '0'));
    const payload = noticePayload(id, many);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(JSON.parse(payload)).toEqual({ id });
  });
});
