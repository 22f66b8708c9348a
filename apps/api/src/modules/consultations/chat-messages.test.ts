import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_DAILY_LIMIT_MESSAGE,
  CHAT_FLOOD_MESSAGE,
  CHAT_TEXT_LENGTH_MESSAGE,
  CHAT_TEXT_REQUIRED_MESSAGE,
} from '@hospital/contract/consultations';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql } from '../../db/testing.js';
import { ROOM_CHANNEL } from '../../platform/changes/changes.repository.js';
import { CHAT_FLOOD_RULE, FILES_PER_DAY_RULE } from './chat.service.js';
import { jpeg, photo, useChatApp } from './chat-testing.js';

// A chat message: sent once however often a shaky network retries it, stored as clean text, and capped per side.

const { ctx, call, room, say, history, send, count } = useChatApp();

describe('a message sent twice', () => {
  it('when the same client id is sent again (a retry after a lost answer), then the first message is answered and none is added', async () => {
    const r = await room();
    const clientId = randomUUID();
    const first = await say(r.patient, r.id, 'Is paracetamol fine?', clientId);
    const again = await say(r.patient, r.id, 'Is paracetamol fine?', clientId);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data).toEqual(first.json().data);
    expect(await count('consultation_messages', r.id)).toBe(1);
  });

  it('when two posts of one client id race, then one message is stored and both answers carry it', async () => {
    const r = await room();
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => say(r.patient, r.id, 'Sent on a shaky network', clientId)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await count('consultation_messages', r.id)).toBe(1);
  });

  it('when a file is sent again under the same client id, even at once, then one file and one message are stored', async () => {
    const r = await room();
    const fields = { clientId: randomUUID() };
    const bytes = await photo();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => send(r.patient, r.id, { bytes, name: 'x.jpg', type: 'image/jpeg' }, fields)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await count('consultation_messages', r.id)).toBe(1);
    expect(await count('consultation_attachments', r.id)).toBe(1);
  });

  it("when a message is stored, then the rooms' channel is told the room's id (and nothing else)", async () => {
    const r = await room();
    const heard: string[] = [];
    const stop = await ctx.database.listen(ROOM_CHANNEL, (payload) => heard.push(payload));
    try {
      expect((await say(r.patient, r.id, 'Are you there?')).statusCode).toBe(201);
      await expect.poll(() => heard).toContain(r.id);
      expect(heard.every((payload) => payload === r.id || /^[0-9a-f]{24}$/.test(payload))).toBe(true);
    } finally {
      await stop();
    }
  });
});

describe('what a text message becomes', () => {
  it('when Bangla arrives decomposed, with CRLF line ends and control characters, then it is stored composed, with \\n, without them', async () => {
    const r = await room();
    // দো written as দ + ে + া (how some keyboards send it) is দ + ো once composed.
    const res = await say(
      r.patient,
      r.id,
      '  \u09A6\u09C7\u09BE\u0995\u09BE\u09A8\u09C7\r\nজ্বর\u0007\u001b[31m আছে\u0000\t ',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.text).toBe('\u09A6\u09CB\u0995\u09BE\u09A8\u09C7\nজ্বর[31m আছে');
    expect((await history(r.doctor, r.id))[0]!.text).toBe('\u09A6\u09CB\u0995\u09BE\u09A8\u09C7\nজ্বর[31m আছে');
  });

  it('when a message is empty, only spaces or only control characters, or over 2000 characters, then it is refused with a sentence', async () => {
    const r = await room();
    for (const [text, message] of [
      ['', CHAT_TEXT_REQUIRED_MESSAGE],
      ['   \n  ', CHAT_TEXT_REQUIRED_MESSAGE],
      ['\u0007\u0000\u001b', CHAT_TEXT_REQUIRED_MESSAGE],
      ['ক'.repeat(2001), CHAT_TEXT_LENGTH_MESSAGE],
    ] as const) {
      const res = await say(r.patient, r.id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await say(r.patient, r.id, 'ক'.repeat(2000))).statusCode).toBe(201);
    const bad = await call(r.patient, 'POST', `/consultations/${r.id}/messages`, { clientId: 'retry-1', text: 'Hi' });
    expect(bad.statusCode).toBe(400);
    expect(await count('consultation_messages', r.id)).toBe(1);
  });
});

describe('caps on one side of a room', () => {
  it(`when a side has sent ${CHAT_FLOOD_RULE.limit} messages in 10 minutes, then the next is refused with 429 and a sentence`, async () => {
    const r = await room();
    await changeStoredRows(
      ctx.database.db,
      sql`insert into rate_limit_counters (key, window_start, hits)
          values (${`chat-messages:${r.patient.user.id}:${r.id}`}, now(), ${CHAT_FLOOD_RULE.limit})`,
    );
    const res = await say(r.patient, r.id, 'One too many');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(CHAT_FLOOD_MESSAGE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await say(r.doctor, r.id, 'The doctor can still write')).statusCode).toBe(201);
  });

  it(`when a side has sent ${FILES_PER_DAY_RULE.limit} files in a day, then the next file is refused with 429 and a sentence`, async () => {
    const r = await room();
    await changeStoredRows(
      ctx.database.db,
      sql`insert into rate_limit_counters (key, window_start, hits)
          values (${`chat-files:${r.patient.user.id}:${r.id}`}, now(), ${FILES_PER_DAY_RULE.limit})`,
    );
    const res = await send(r.patient, r.id, await jpeg('a.jpg'));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ATTACHMENT_DAILY_LIMIT_MESSAGE);
    expect((await say(r.patient, r.id, 'Text still goes')).statusCode).toBe(201);
  });
});
