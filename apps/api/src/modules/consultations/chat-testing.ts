import { randomUUID } from 'node:crypto';
import { chatMessagesSchema, type ChatMessage } from '@hospital/contract/consultations';
import sharp from 'sharp';
import { expect } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { createDoctor, EVERY_DAY } from '../../test/factories.js';
import { addChild, signedIn, useTestApp, type Caller, type SignedIn } from '../../test/test-app.js';
import { at, D } from '../../test/visit-day.js';
import { insertWithNextSerial } from '../appointments/booking.repository.js';

// The chat tests' set-up. The rooms' doctor holds a chamber from 09:00 to 23:59 every day, so the room opens at
// 08:45; the clock stands at 10:00 on D unless a test moves it.

type Room = { id: string; patient: SignedIn; doctor: SignedIn; doctorId: string };
type FileToSend = { bytes: Buffer; name: string; type: string; field?: string };

const BOUNDARY = '----chat-test-boundary';

/** A multipart body as a browser's FormData sends it: text fields, then the file. */
function form(fields: Record<string, string>, file?: FileToSend) {
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

export const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();

/** A phone's JPEG photo named `name`, ready to send. */
export const jpeg = async (name: string): Promise<FileToSend> => ({ bytes: await photo(), name, type: 'image/jpeg' });

export const plainPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

export function useChatApp() {
  let now = at(0, '10:00');
  const app = useTestApp({ signedIn: [], clock: () => now });
  const { ctx, call } = app;

  /** The app's clock: `set` moves it to a time on a day after D, `reset` back to 10:00 on D. */
  const clock = {
    set: (days: number, time: string) => (now = at(days, time)),
    reset: () => (now = at(0, '10:00')),
  };

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

  const send = (
    who: Caller,
    roomId: string,
    file: FileToSend | undefined,
    fields: Record<string, string> = { clientId: randomUUID() },
  ) =>
    call(who, 'POST', `/consultations/${roomId}/attachments`, form(fields, file), {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });

  /** A file's address in a message is the API's; `call` takes it without the /api/v1 prefix. */
  const fetchFile = (who: Caller, message: ChatMessage) =>
    call(who, 'GET', message.attachment!.url.replace(/^\/api\/v1/, ''));

  const count = async (table: 'consultation_messages' | 'consultation_attachments', roomId: string) => {
    const [row] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where appointment_id = ${roomId}`,
    );
    return row!.n;
  };

  return { ...app, clock, room, say, history, send, fetchFile, count };
}
