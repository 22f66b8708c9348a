import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_ACTIVE_CONTENT_MESSAGE,
  ATTACHMENT_MISSING_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  chatMessageSchema,
} from '@hospital/contract/consultations';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpeg, photo, plainPdf, useChatApp } from './chat-testing.js';

// Files in a consultation's chat: what a photo or a PDF becomes, how each is served, and what is refused.

const { call, room, send, fetchFile, count } = useChatApp();

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
    const noId = await send(r.patient, r.id, await jpeg('a.jpg'), {});
    expect(noId.statusCode).toBe(400);
    const json = await call(r.patient, 'POST', `/consultations/${r.id}/attachments`, {
      file: 'data:image/png;base64,AA',
    });
    expect([400, 415]).toContain(json.statusCode);
    expect(await count('consultation_attachments', r.id)).toBe(0);
  });
});
