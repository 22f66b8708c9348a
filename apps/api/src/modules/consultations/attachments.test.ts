import { deflateSync } from 'node:zlib';
import {
  ATTACHMENT_ACTIVE_CONTENT_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENT_UNREADABLE_MESSAGE,
} from '@hospital/contract/consultations';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { downloadDisposition, MAX_FILE_NAME, prepareAttachment, safeFileName } from './attachments.js';

// What a file sent in a consultation's chat becomes: photos re-encoded upright without metadata, PDFs kept only when
// they are plain documents, anything else refused, all by the bytes and never by the name.

/** A minimal well-formed PDF; `catalog` adds entries to its catalog, `objects` further objects. */
function pdf(catalog = '', objects = ''): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
      `2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n${objects}` +
      `trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A compressed object stream (PDF 1.5) holding `content`: where newer PDFs keep their dictionaries. */
function objectStream(content: string): string {
  const packed = deflateSync(Buffer.from(content, 'latin1')).toString('latin1');
  return `3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream\nendobj\n`;
}

/** Two colours side by side: red on the left, blue on the right. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ]);
}

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, message: (error as AppError).message };
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('photos', () => {
  it('when a phone JPEG says by EXIF that it was taken turned, then it is stored upright, as WebP, with no metadata', async () => {
    // Stored 400x200 with red on the left; orientation 6 means "turn 90 degrees clockwise to view": red at the top.
    const jpeg = await halves(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Owner of the phone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const stored = await prepareAttachment(jpeg, 'IMG_0001.JPG');

    expect(stored).toMatchObject({ kind: 'image', contentType: 'image/webp', fileName: 'IMG_0001.webp' });
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 200, height: 400 });
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const [top, bottom] = [await pixel(stored.bytes, 100, 20), await pixel(stored.bytes, 100, 380)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('when a photo is larger than 1600 px on its long side, then it is shrunk to 1600 keeping its shape; a small one keeps its size', async () => {
    const wide = await prepareAttachment(await halves(3200, 1000).png().toBuffer(), 'scan.png');
    expect({ width: wide.width, height: wide.height }).toEqual({ width: 1600, height: 500 });
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 500 });

    const small = await prepareAttachment(await halves(300, 120).webp().toBuffer(), 'small.webp');
    expect({ width: small.width, height: small.height }).toEqual({ width: 300, height: 120 });
  });

  it('when a PNG is named and sent as a PDF, then its bytes decide: it is re-encoded as a photo, never stored as a PDF', async () => {
    const png = await halves(60, 40).png().toBuffer();
    const stored = await prepareAttachment(png, 'report.pdf');
    expect(stored).toMatchObject({ kind: 'image', contentType: 'image/webp', fileName: 'report.webp' });
    expect(stored.bytes.equals(png)).toBe(false);
  });

  it('when a file is a decompression bomb (a 12 KB PNG of 10000 x 10000 pixels), then it is refused undecoded', async () => {
    const bomb = pngBomb(10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(prepareAttachment(bomb, 'bomb.png'))).toEqual({
      status: 400,
      message: ATTACHMENT_UNREADABLE_MESSAGE,
    });
  });

  it('when a photo is cut short, then it is refused as unreadable', async () => {
    const jpeg = await halves(400, 300).jpeg().toBuffer();
    expect(await refusal(prepareAttachment(jpeg.subarray(0, 300), 'cut.jpg'))).toEqual({
      status: 400,
      message: ATTACHMENT_UNREADABLE_MESSAGE,
    });
  });
});

describe('PDFs', () => {
  it('when a PDF is a plain document, then it is kept byte for byte under its own name', async () => {
    const plain = pdf('/OpenAction [2 0 R /Fit]');
    const stored = await prepareAttachment(plain, 'blood report.pdf');
    expect(stored).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
      fileName: 'blood report.pdf',
      width: null,
      height: null,
    });
    expect(stored.bytes.equals(plain)).toBe(true);
  });

  it.each([
    ['JavaScript run on opening', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a /JS action', pdf('/AA << /O << /S /JavaScript /JS 5 0 R >> >>')],
    ['a name written with #xx escapes', pdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>')],
    ['a Launch action', pdf('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    ['an embedded file', pdf('/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>')],
    ['rich media', pdf('', '4 0 obj\n<< /Type /Annot /Subtype /RichMedia >>\nendobj\n')],
    [
      'script hidden in a compressed object stream',
      pdf('', objectStream('4 0 << /S /JavaScript /JS (app.alert(1)) >>')),
    ],
  ])('when a PDF carries %s, then it is refused', async (_case, bytes) => {
    expect(await refusal(prepareAttachment(bytes, 'report.pdf'))).toEqual({
      status: 400,
      message: ATTACHMENT_ACTIVE_CONTENT_MESSAGE,
    });
  });

  it('when a compressed object stream holds only ordinary objects, then the PDF passes', async () => {
    const stored = await prepareAttachment(pdf('', objectStream('4 0 << /Type /Font /Subtype /Type1 >>')), 'a.pdf');
    expect(stored.kind).toBe('pdf');
  });

  it('when a PDF has no end marker, or an object stream that does not inflate, then it is refused as unreadable', async () => {
    const cut = pdf().subarray(0, 60);
    expect(await refusal(prepareAttachment(cut, 'cut.pdf'))).toEqual({
      status: 400,
      message: ATTACHMENT_UNREADABLE_MESSAGE,
    });
    const broken = pdf(
      '',
      '3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\nnot zlib\nendstream\nendobj\n',
    );
    expect(await refusal(prepareAttachment(broken, 'broken.pdf'))).toEqual({
      status: 400,
      message: ATTACHMENT_UNREADABLE_MESSAGE,
    });
  });
});

describe('other files', () => {
  it.each([
    ['a text file named .pdf', Buffer.from('Hello doctor, this is not a PDF'), 'report.pdf'],
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
  ])('when the upload is %s, then it is refused by its content', async (_case, bytes, name) => {
    expect(await refusal(prepareAttachment(bytes, name))).toEqual({ status: 400, message: ATTACHMENT_TYPE_MESSAGE });
  });

  it('when the upload is a GIF, then it is refused: only JPEG, PNG and WebP photos are taken', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await refusal(prepareAttachment(gif, 'a.gif'))).toEqual({ status: 400, message: ATTACHMENT_TYPE_MESSAGE });
  });

  it('when a file is over 5 MB, then it is refused by its size before anything reads it', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(await refusal(prepareAttachment(big, 'big.pdf'))).toEqual({ status: 400, message: ATTACHMENT_SIZE_MESSAGE });
  });
});

describe('file names', () => {
  it.each([
    { sent: '../../etc/passwd.pdf', kind: 'pdf', named: 'passwd.pdf' },
    { sent: 'C:\\Users\\rahim\\Desktop\\prescription.pdf', kind: 'pdf', named: 'prescription.pdf' },
    { sent: 'evil\u0000name\u0007.pdf', kind: 'pdf', named: 'evilname.pdf' },
    { sent: 'invoice\u202Efdp.exe', kind: 'pdf', named: 'invoicefdp.exe.pdf' },
    { sent: 'রিপোর্ট-১.pdf', kind: 'pdf', named: 'রিপোর্ট-১.pdf' },
    { sent: '', kind: 'pdf', named: 'document.pdf' },
    { sent: undefined, kind: 'image', named: 'photo.webp' },
    { sent: '/', kind: 'image', named: 'photo.webp' },
    { sent: 'IMG_2024.jpeg', kind: 'image', named: 'IMG_2024.webp' },
    { sent: '...hidden.pdf', kind: 'pdf', named: 'hidden.pdf' },
  ] as const)('when the browser sends $sent for a $kind, then it is named $named', ({ sent, kind, named }) => {
    expect(safeFileName(sent, kind)).toBe(named);
  });

  it('when a name is longer than 120 characters, then it is cut to 120, keeping its extension', () => {
    const pdfName = safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(pdfName)).toHaveLength(MAX_FILE_NAME);
    expect(pdfName.endsWith('.pdf')).toBe(true);
    const bangla = safeFileName(`${'রি'.repeat(200)}.jpg`, 'image');
    expect(Array.from(bangla)).toHaveLength(MAX_FILE_NAME);
    expect(bangla.endsWith('.webp')).toBe(true);
  });

  it('when a PDF is downloaded, then its name travels in UTF-8 and quotes cannot break the header', () => {
    expect(downloadDisposition('রিপোর্ট "1".pdf')).toBe(
      `attachment; filename="_______ _1_.pdf"; filename*=UTF-8''${encodeURIComponent('রিপোর্ট "1".pdf')}`,
    );
  });
});

/** PNG's CRC-32 (ISO 3309), to keep a patched header valid so the decoder reads its claimed size. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid black-and-white PNG `side` pixels square: a few KB that decode to `side`² pixels. */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit per pixel, greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
