import type { AddressInfo } from 'node:net';
import { changeStoredRows, sql } from '../../db/testing.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { ACCESS_TOKEN_SECONDS, TokenService } from '../auth/tokens.js';
import { listenForStreams, openEventStream } from '../../test/event-stream-client.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { insertNotification } from './notifications.repository.js';
import { NOTIFICATION_CHANNEL } from './notify.js';

const { ctx } = useTestApp();
let baseUrl: string;
let closeAll: () => void;
beforeAll(async () => {
  ({ baseUrl, closeAll } = await listenForStreams(ctx.app));
});
afterAll(async () => {
  closeAll();
});

/** An open notification stream of the caller (see openEventStream). */
function openStream(token: string, url = baseUrl) {
  return openEventStream(`${url}/notification/stream`, { authorization: token });
}

describe('GET /notification/stream', () => {
  it("when a notice is written through a second API process, then it arrives on the first process's open stream", async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const stream = await openStream(attendant.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await stream.next()).event).toBe('ready');

    const second = await ctx.openSecondApp();
    const res = await second.inject({
      method: 'POST',
      url: '/api/v1/callback',
      payload: { name: 'Streamed Visitor', contactNo: '01712345678', message: 'Please call me back about a visit.' },
    });
    expect(res.statusCode).toBe(201);

    const pushed = await stream.next();
    expect(pushed.event).toBe('notification');
    expect(pushed.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      message: 'New callback request from Streamed Visitor.',
      createdAt: expect.any(String),
      link: '/attendant/callback-requests',
    });
    stream.close();
  });

  it('when a notice is for someone else, then it is not pushed; when the NOTIFY carries only the id, then recipients are read from the database', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const stream = await openStream(attendant.token);
    expect((await stream.next()).event).toBe('ready');

    const notify = (payload: object) =>
      changeStoredRows(ctx.database.db, sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(payload)})`);
    const elsewhere = await insertNotification(ctx.database.db, { message: 'Not for you.', link: null }, []);
    await notify({ id: elsewhere, recipients: [newId()] });

    const mine = await insertNotification(ctx.database.db, { message: 'Only the id travelled.', link: null }, [
      attendant.user.id,
    ]);
    await notify({ id: mine });

    const pushed = await stream.next();
    expect(pushed).toMatchObject({ event: 'notification', data: { _id: mine, message: 'Only the id travelled.' } });
    stream.close();
  });

  it('when a user opens a sixth stream, then the oldest one is ended', async () => {
    const admin = await signedIn(ctx, 'admin');
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const stream = await openStream(admin.token);
      expect((await stream.next()).event).toBe('ready');
      streams.push(stream);
    }
    expect(await streams[0]!.ended()).toBe(true);
    for (const stream of streams) stream.close();
  });

  it('when the access token expires, then the stream ends so the client reconnects with a fresh one', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const tokens = new TokenService(ctx.config.jwtSecret);
    const { sid } = (await tokens.verify(attendant.token))!;
    const almostExpired = await tokens.sign(
      {
        sub: attendant.user.id,
        userName: 'Test attendant',
        role: 'attendant',
        patientId: attendant.patient.patientId,
        email: attendant.email,
        sid,
      },
      new Date(Date.now() - (ACCESS_TOKEN_SECONDS - 2) * 1000),
    );
    const stream = await openStream(almostExpired);
    expect((await stream.next()).event).toBe('ready');
    expect(await stream.ended(8000)).toBe(true);
  });

  it('when the session is logged out elsewhere, then its open stream ends within 5 seconds', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const stream = await openStream(attendant.token);
    expect((await stream.next()).event).toBe('ready');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refreshToken: attendant.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await stream.ended(5000)).toBe(true);
  });

  it('when the server shuts down, then its open streams end and it does not wait for them', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const second = await ctx.openSecondApp();
    await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(
      attendant.token,
      `http://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/v1`,
    );
    expect((await stream.next()).event).toBe('ready');
    const closing = second.close();
    expect(await stream.ended()).toBe(true);
    await closing;
  });

  it('when a patient, nobody, or a token in the URL asks for the stream, then it is refused with a JSON error', async () => {
    const patient = await signedIn(ctx, 'patient');
    const attendant = await signedIn(ctx, 'attendant');
    const asPatient = await openStream(patient.token);
    expect(asPatient.response.status).toBe(403);
    expect(asPatient.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await openEventStream(`${baseUrl}/notification/stream`)).response.status).toBe(401);
    expect((await openEventStream(`${baseUrl}/notification/stream?token=${attendant.token}`)).response.status).toBe(
      401,
    );
  });

  it('when a desk client accepts only JSON, then it gets a 406 envelope instead of an endless response', async () => {
    const attendant = await signedIn(ctx, 'attendant');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notification/stream',
      headers: { authorization: attendant.token, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'This address sends server-sent events: accept text/event-stream.',
    });
  });
});
