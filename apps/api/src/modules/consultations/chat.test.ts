import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_ACTIVE_CONTENT_MESSAGE,
  ATTACHMENT_DAILY_LIMIT_MESSAGE,
  ATTACHMENT_MISSING_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  CHAT_CLOSED_MESSAGE,
  CHAT_FLOOD_MESSAGE,
  CHAT_TEXT_LENGTH_MESSAGE,
  CHAT_TEXT_REQUIRED_MESSAGE,
  chatMessageSchema,
  chatMessagesSchema,
  type ChatMessage,
} from '@hospital/contract/consultations';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { ROOM_CHANNEL } from '../../platform/changes/changes.repository.js';
import { createDoctor, EVERY_DAY } from '../../test/factories.js';
import { addChild, signedIn, useTestApp, type Caller, type SignedIn } from '../../test/test-app.js';
import { at, D, day } from '../../test/visit-day.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import { insertWithNextSerial } from '../appointments/booking.repository.js';
import { CHAT_FLOOD_RULE, FILES_PER_DAY_RULE } from './chat.service.js';

// A consultation room's chat: who may read and write it, when, and what a message or a file becomes. The rooms'
// doctor holds a chamber from 09:00 to 23:59 every day, so the room opens at 08:45; the clock stands at 10:00 on D.

let now = at(0, '10:00');
const { ctx, call } = useTestApp({ signedIn: [], clock: () => now });

type Room = { id: string; patient: SignedIn; doctor: SignedIn; doctorId: string };

/** A remote appointment (chat unless told) with its own doctor and patient, both signed in. */
async function room(
  options: {
    method?: string;
    date?: string;
    status?: 'pending' | 'cancelled' | 'done';
    forFamily?: boolean;
  } = {},
): Promise<Room & { holderOf?: string }> {
  const record = await createDoctor(
    ctx.database,
    { availableFor: ['hospital visit', 'video', 'audio', 'chat'] },
    EVERY_DAY,
  );
  const doctor = await signedIn(ctx, 'doctor', { doctorRef: record.id });
  const patient = await signedIn(ctx, 'patient');
  let patientRef = patient.patient!.id;
  if (options.forFamily) {
    patientRef = (await addChild(call, patient))._id;
  }
  const appointment = await ctx.database.db.transaction((tx) =>
    insertWithNextSerial(tx, {
      doctorId: record.id,
      patientRef,
      selectedDate: options.date ?? D,
      status: options.status ?? 'pending',
      paymentStatus: 'paid',
      createdBy: patient.user.id,
      consultationFee: 500,
      consultationMethod: options.method ?? 'chat',
      consultationFor: options.forFamily ? 'Family Member' : 'For Me',
      source: 'online',
    }),
  );
  return { id: appointment.id, patient, doctor, doctorId: record.id };
}

const say = (who: Caller, roomId: string, text: string, clientId: string = randomUUID()) =>
  call(who, 'POST', `/consultations/${roomId}/messages`, { clientId, text });

const history = async (who: Caller, roomId: string, query = '') => {
  const res = await call(who, 'GET', `/consultations/${roomId}/messages${query}`);
  expect(res.statusCode).toBe(200);
  return chatMessagesSchema.parse(res.json().data).messages;
};

const BOUNDARY = '----chat-test-boundary';

/** A multipart body as a browser's FormData sends it: text fields, then the file. */
function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string; field?: string }) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const send = (
  who: Caller,
  roomId: string,
  file: { bytes: Buffer; name: string; type: string; field?: string } | undefined,
  fields: Record<string, string> = { clientId: randomUUID() },
) =>
  call(who, 'POST', `/consultations/${roomId}/attachments`, form(fields, file), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

/** A file's address in a message is the API's; `call` takes it without the /api/v1 prefix. */
const fetchFile = (who: Caller, message: ChatMessage) =>
  call(who, 'GET', message.attachment!.url.replace(/^\/api\/v1/, ''));

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

const plainPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

const count = async (table: 'consultation_messages' | 'consultation_attachments', roomId: string) => {
  const [row] = await storedRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where appointment_id = ${roomId}`,
  );
  return row!.n;
};

describe('who may read and write a room', () => {
  it('when the patient and the doctor write, then both read the whole conversation in order, each message saying who sent it', async () => {
    const r = await room();
    const first = await say(r.patient, r.id, 'Assalamu alaikum, doctor.');
    expect(first.statusCode).toBe(201);
    const sent = chatMessageSchema.parse(first.json().data);
    expect(sent).toMatchObject({ from: 'patient', text: 'Assalamu alaikum, doctor.', attachment: null });
    const reply = await say(r.doctor, r.id, 'Walaikum assalam. How long have you had the fever?');
    expect(reply.statusCode).toBe(201);

    for (const who of [r.patient, r.doctor]) {
      const messages = await history(who, r.id);
      expect(messages.map((m) => [m.from, m.text])).toEqual([
        ['patient', 'Assalamu alaikum, doctor.'],
        ['doctor', 'Walaikum assalam. How long have you had the fever?'],
      ]);
      expect(messages[1]!.seq).toBeGreaterThan(messages[0]!.seq);
    }
    const after = await history(r.patient, r.id, `?after=${sent.seq}`);
    expect(after.map((m) => m.text)).toEqual(['Walaikum assalam. How long have you had the fever?']);
  });

  it("when an account holder booked the consultation for a family member, then the holder is the room's patient side", async () => {
    const r = await room({ forFamily: true });
    expect((await say(r.patient, r.id, 'My son has a cough.')).statusCode).toBe(201);
    expect((await history(r.doctor, r.id)).map((m) => m.from)).toEqual(['patient']);
  });

  it('when anyone else asks (another patient, another doctor, the desk, an admin), then every chat route answers the same 404 as a missing appointment', async () => {
    const r = await room();
    const shared = await send(r.patient, r.id, { bytes: await photo(), name: 'rash.jpg', type: 'image/jpeg' });
    expect(shared.statusCode).toBe(201);
    const file = chatMessageSchema.parse(shared.json().data);
    const other = await room();
    const outsiders = [
      other.patient,
      other.doctor,
      await signedIn(ctx, 'attendant'),
      await signedIn(ctx, 'admin'),
      await signedIn(ctx, 'marketer'),
    ];
    for (const outsider of outsiders) {
      for (const res of [
        await call(outsider, 'GET', `/consultations/${r.id}/messages`),
        await say(outsider, r.id, 'hello'),
        await send(outsider, r.id, { bytes: await photo(), name: 'x.jpg', type: 'image/jpeg' }),
        await fetchFile(outsider, file),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(APPOINTMENT_NOT_FOUND);
      }
    }
    expect(await count('consultation_messages', r.id)).toBe(1);
    expect((await call(undefined, 'GET', `/consultations/${r.id}/messages`)).statusCode).toBe(401);
  });

  it('when the appointment is a hospital visit, missing, or the id is malformed, then it is the same 404', async () => {
    const visit = await room({ method: 'hospital visit' });
    for (const [who, id] of [
      [visit.patient, visit.id],
      [visit.doctor, visit.id],
      [visit.patient, '0123456789abcdef01234567'],
      [visit.patient, 'not-an-id'],
      [visit.patient, '..%2F..%2Fetc'],
    ] as const) {
      const read = await call(who, 'GET', `/consultations/${id}/messages`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(APPOINTMENT_NOT_FOUND);
      expect((await say(who, id, 'hello')).statusCode).toBe(404);
    }
  });

  it("when a participant asks for another room's file under their own room's address, then it is a 404", async () => {
    const a = await room();
    const fileInA = chatMessageSchema.parse(
      (await send(a.patient, a.id, { bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' })).json().data,
    );
    const b = await room();
    const guessed = await call(b.patient, 'GET', `/consultations/${b.id}/attachments/${fileInA.attachment!._id}`);
    expect(guessed.statusCode).toBe(404);
    const missing = await call(a.patient, 'GET', `/consultations/${a.id}/attachments/0123456789abcdef01234567`);
    expect(missing.statusCode).toBe(404);
    expect((await fetchFile(a.doctor, fileInA)).statusCode).toBe(200);
  });
});

describe('when a room takes messages', () => {
  it.each([
    ['on another day', { date: day(1) }],
    ['once the appointment is cancelled', { status: 'cancelled' as const }],
    ['once the appointment is done', { status: 'done' as const }],
  ])('when the room is closed %s, then text and files are refused with a sentence', async (_case, options) => {
    const r = await room(options);
    const text = await say(r.patient, r.id, 'Hello?');
    expect(text.statusCode).toBe(409);
    expect(text.json().message).toBe(CHAT_CLOSED_MESSAGE);
    const file = await send(r.doctor, r.id, { bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' });
    expect(file.statusCode).toBe(409);
    expect(await count('consultation_messages', r.id)).toBe(0);
    expect(await count('consultation_attachments', r.id)).toBe(0);
  });

  it('when it is more than 15 minutes before the chamber, then the chat is closed; from 15 minutes before, it is open', async () => {
    const r = await room();
    now = at(0, '08:44');
    try {
      expect((await say(r.patient, r.id, 'Too early')).statusCode).toBe(409);
      now = at(0, '08:45');
      expect((await say(r.patient, r.id, 'Just in time')).statusCode).toBe(201);
    } finally {
      now = at(0, '10:00');
    }
  });

  it('when the doctor has ended the consultation, then nobody can write, and both still read the history', async () => {
    const r = await room();
    expect((await say(r.patient, r.id, 'Thank you, doctor.')).statusCode).toBe(201);
    await changeStoredRows(
      ctx.database.db,
      sql`insert into consultations (appointment_id, state, mode, started_at, ended_at)
          values (${r.id}, 'ended', 'chat', now() - interval '10 minutes', now())`,
    );
    const late = await say(r.doctor, r.id, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHAT_CLOSED_MESSAGE);
    expect((await history(r.patient, r.id)).map((m) => m.text)).toEqual(['Thank you, doctor.']);
    expect((await history(r.doctor, r.id)).map((m) => m.text)).toEqual(['Thank you, doctor.']);
  });

  it('when the day has passed, then the history is still there for both (what the doctor reads under "Records")', async () => {
    const r = await room();
    expect((await say(r.patient, r.id, 'Here are my symptoms.')).statusCode).toBe(201);
    now = at(3, '10:00');
    try {
      expect((await history(r.doctor, r.id)).map((m) => m.text)).toEqual(['Here are my symptoms.']);
      expect((await say(r.patient, r.id, 'Hello again')).statusCode).toBe(409);
    } finally {
      now = at(0, '10:00');
    }
  });
});

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

describe('files in the chat', () => {
  it('when a photo is sent, then it comes back as an upright WebP of its size, served inline to both sides only, with headers that keep it inert', async () => {
    const r = await room();
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Phone owner' } })
      .toBuffer();
    const res = await send(
      r.patient,
      r.id,
      { bytes: jpeg, name: 'rash.jpg', type: 'image/jpeg' },
      {
        clientId: randomUUID(),
        text: 'The rash today',
      },
    );
    expect(res.statusCode).toBe(201);
    const message = chatMessageSchema.parse(res.json().data);
    expect(message).toMatchObject({
      from: 'patient',
      text: 'The rash today',
      attachment: { kind: 'image', contentType: 'image/webp', fileName: 'rash.webp', width: 200, height: 300 },
    });
    expect(message.attachment!.url).toBe(`/api/v1/consultations/${r.id}/attachments/${message.attachment!._id}`);

    const served = await fetchFile(r.doctor, message);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, max-age=3600',
      'content-disposition': 'inline',
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(Number(served.headers['content-length'] ?? served.rawPayload.length)).toBe(message.attachment!.size);
  });

  it('when a PDF is sent, then it is kept as sent and served only as a download under its UTF-8 name', async () => {
    const r = await room();
    const bytes = plainPdf();
    const res = await send(r.doctor, r.id, { bytes, name: 'প্রেসক্রিপশন.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const message = chatMessageSchema.parse(res.json().data);
    expect(message).toMatchObject({
      from: 'doctor',
      text: '',
      attachment: { kind: 'pdf', contentType: 'application/pdf', fileName: 'প্রেসক্রিপশন.pdf', width: null },
    });
    const served = await fetchFile(r.patient, message);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain(`attachment; filename="`);
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('প্রেসক্রিপশন.pdf')}`);
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('when a PNG is sent named and typed as a PDF, then its bytes decide: it is stored as a photo, not as a PDF', async () => {
    const r = await room();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await send(r.patient, r.id, { bytes: png, name: 'report.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attachment).toMatchObject({ kind: 'image', contentType: 'image/webp' });
  });

  it.each([
    [
      'a PDF with JavaScript',
      () =>
        Buffer.from(
          plainPdf()
            .toString('latin1')
            .replace('/Pages 2 0 R', '/Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
          'latin1',
        ),
      'report.pdf',
      ATTACHMENT_ACTIVE_CONTENT_MESSAGE,
    ],
    [
      'over 5 MB (6 MB)',
      async () => Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]),
      'big.jpg',
      ATTACHMENT_SIZE_MESSAGE,
    ],
  ])(
    'when the file is %s, then it is refused with a sentence and nothing is stored',
    async (_case, make, name, message) => {
      const r = await room();
      const res = await send(r.patient, r.id, { bytes: await make(), name, type: 'application/octet-stream' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await count('consultation_messages', r.id)).toBe(0);
      expect(await count('consultation_attachments', r.id)).toBe(0);
    },
  );

  it('when no file comes, or it comes under another field, or the client id is missing, then it is a 400', async () => {
    const r = await room();
    const none = await send(r.patient, r.id, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ATTACHMENT_MISSING_MESSAGE);
    const misnamed = await send(r.patient, r.id, {
      bytes: await photo(),
      name: 'a.jpg',
      type: 'image/jpeg',
      field: 'photo',
    });
    expect(misnamed.json().message).toBe(ATTACHMENT_MISSING_MESSAGE);
    const noId = await send(r.patient, r.id, { bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' }, {});
    expect(noId.statusCode).toBe(400);
    const json = await call(r.patient, 'POST', `/consultations/${r.id}/attachments`, {
      file: 'data:image/png;base64,AA',
    });
    expect([400, 415]).toContain(json.statusCode);
    expect(await count('consultation_attachments', r.id)).toBe(0);
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
    const res = await send(r.patient, r.id, { bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ATTACHMENT_DAILY_LIMIT_MESSAGE);
    expect((await say(r.patient, r.id, 'Text still goes')).statusCode).toBe(201);
  });
});

describe("the audit trail of a doctor's reads", () => {
  it("when the doctor reads a room's chat, then the trail has one entry for the hour however often they read; the patient's reads are not audited", async () => {
    const r = await room();
    await say(r.patient, r.id, 'Hello');
    await history(r.patient, r.id);
    await history(r.doctor, r.id);
    await history(r.doctor, r.id);
    await history(r.doctor, r.id, '?after=0');
    const entries = await storedRows<{ action: string; actor_id: string; target_type: string }>(
      ctx.database.db,
      sql`select action, actor_id, target_type from audit_entries where target_id = ${r.id}`,
    );
    expect(entries).toEqual([
      { action: 'consultation.chat-read', actor_id: r.doctor.user.id, target_type: 'appointment' },
    ]);
  });
});
