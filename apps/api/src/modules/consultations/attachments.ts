import { inflateSync } from 'node:zlib';
import {
  ATTACHMENT_ACTIVE_CONTENT_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENT_UNREADABLE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
} from '@hospital/contract/consultations';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { boundedDecoding, MAX_INPUT_PIXELS, sniffImage } from '../doctors/doctor-photos.js';

/** A chat photo is kept at most this many pixels on its long side: a report stays legible, a phone's photo shrinks. */
export const MAX_PHOTO_SIDE = 1600;
export const MAX_FILE_NAME = 120;
export const IMAGE_TYPE = 'image/webp';
export const PDF_TYPE = 'application/pdf';
/** The form field of the file in an attachment upload; its errors name it. */
export const FILE_FIELD = 'file';

export type AttachmentKind = 'image' | 'pdf';

/** A file as it is stored: images re-encoded, PDFs as sent, with a name safe to show and to download under. */
export type PreparedAttachment = {
  kind: AttachmentKind;
  contentType: typeof IMAGE_TYPE | typeof PDF_TYPE;
  fileName: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
};

const unreadable = () => AppError.badRequest(ATTACHMENT_UNREADABLE_MESSAGE, FILE_FIELD);

/**
 * Checks an upload by its bytes, never by its name or declared type: a JPEG, PNG or WebP photo is decoded (within the
 * API's one bound on decodes), turned upright by its EXIF orientation, shrunk to at most MAX_PHOTO_SIDE on its long
 * side (never enlarged) and written as WebP with no metadata (no camera, no GPS); a PDF is checked (`checkPdf`) and
 * kept as sent. Anything else is refused.
 */
export async function prepareAttachment(upload: Buffer, name: string | undefined): Promise<PreparedAttachment> {
  if (upload.length > MAX_ATTACHMENT_BYTES) throw AppError.badRequest(ATTACHMENT_SIZE_MESSAGE, FILE_FIELD);
  if (upload.length === 0) throw unreadable();
  const format = sniffImage(upload);
  if (format) {
    const photo = await boundedDecoding(() => reencode(upload, format), FILE_FIELD);
    return { kind: 'image', contentType: IMAGE_TYPE, fileName: safeFileName(name, 'image'), ...photo };
  }
  if (isPdf(upload)) {
    checkPdf(upload);
    return {
      kind: 'pdf',
      contentType: PDF_TYPE,
      fileName: safeFileName(name, 'pdf'),
      bytes: upload,
      width: null,
      height: null,
    };
  }
  throw AppError.badRequest(ATTACHMENT_TYPE_MESSAGE, FILE_FIELD);
}

async function reencode(upload: Buffer, format: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    // limitInputPixels refuses a decompression bomb (a small file that decodes to gigapixels) from its header.
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format: decoded, width, height } = await image.metadata();
    if (decoded !== format) throw AppError.badRequest(ATTACHMENT_TYPE_MESSAGE, FILE_FIELD);
    if (!width || !height) throw unreadable();
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

const isPdf = (bytes: Buffer) => bytes.toString('latin1', 0, 5) === '%PDF-';

/** `%%EOF` must close the file, give or take what some writers append after it. */
const EOF_WINDOW = 2048;
/** A compressed object stream is inflated to look inside it, up to this many bytes in all. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * What a PDF sent in a consultation may not carry: scripts, actions that start programs, embedded files and rich
 * media. A PDF opening actions without script (`/OpenAction` to a page) is fine; one with script is caught by `/JS`.
 */
const ACTIVE_CONTENT = [
  /\/JavaScript(?![A-Za-z0-9])/,
  /\/JS(?![A-Za-z0-9])/,
  /\/Launch(?![A-Za-z0-9])/,
  /\/EmbeddedFiles?(?![A-Za-z0-9])/,
  /\/RichMedia[A-Za-z]*/,
];

/**
 * A PDF must start with `%PDF-`, end with `%%EOF`, and carry no active content (ACTIVE_CONTENT), neither in plain
 * sight nor disguised: names are read with their `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), and the
 * compressed object streams a newer PDF keeps its dictionaries in are inflated and read too. One that cannot be
 * read this far is refused: what cannot be checked is not passed on to the other side.
 */
export function checkPdf(bytes: Buffer): void {
  if (!isPdf(bytes)) throw unreadable();
  if (!bytes.toString('latin1', Math.max(0, bytes.length - EOF_WINDOW)).includes('%%EOF')) throw unreadable();
  const text = bytes.toString('latin1');
  const readable = [decodeNames(text)];
  let inflated = 0;
  for (const stream of objectStreams(text)) {
    let content: Buffer;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1'), { maxOutputLength: MAX_INFLATED_BYTES - inflated });
    } catch {
      throw unreadable();
    }
    inflated += content.length;
    readable.push(decodeNames(content.toString('latin1')));
  }
  if (readable.some((part) => ACTIVE_CONTENT.some((pattern) => pattern.test(part))))
    throw AppError.badRequest(ATTACHMENT_ACTIVE_CONTENT_MESSAGE, FILE_FIELD);
}

/** PDF names with their `#xx` escapes decoded. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s/[\]<>(){}%]*#[0-9A-Fa-f]{2}[^\s/[\]<>(){}%]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The contents of the streams whose dictionary says `/Type /ObjStm` (objects kept compressed inside a stream). */
function* objectStreams(text: string): Generator<string> {
  const keyword = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = keyword.exec(text))) {
    if (match.index >= 3 && text.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = decodeNames(text.slice(Math.max(0, objectStart), match.index));
    if (/\/Type\s*\/ObjStm(?![A-Za-z0-9])/.test(dictionary)) yield text.slice(start, end).replace(/\r?\n$/, '');
    keyword.lastIndex = end + 'endstream'.length;
  }
}

// Path separators, control characters and the marks that reverse text's direction (`gpj.exe` shown as `exe.jpg`).
// Zero-width joiners stay: Bangla writes conjuncts with them.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f/\\\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name the file is shown and downloaded under: the last part of what the browser sent, without control
 * characters, separators or direction marks, at most MAX_FILE_NAME characters. A photo is named `.webp` (what it is
 * now); a file with no usable name is `photo.webp` or `document.pdf`.
 */
export function safeFileName(sent: string | undefined, kind: AttachmentKind): string {
  const fallback = kind === 'image' ? 'photo.webp' : 'document.pdf';
  const base = (sent ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base.replace(UNSAFE_NAME_CHARACTERS, '').trim().replace(/^\.+/, '');
  if (kind === 'image') name = name.replace(/\.[^.]*$/, '');
  if (!name || name === '.') return fallback;
  const extension = kind === 'image' ? '.webp' : /\.pdf$/i.test(name) ? '' : '.pdf';
  const chars = Array.from(name);
  const room = MAX_FILE_NAME - extension.length;
  // Cut by code points, keeping a name's own `.pdf` when it is cut.
  if (chars.length > room)
    return kind === 'pdf' && !extension
      ? `${chars.slice(0, MAX_FILE_NAME - 4).join('')}.pdf`
      : `${chars.slice(0, room).join('')}${extension}`;
  return `${name}${extension}`;
}

/** Content-Disposition for a download: the name in UTF-8 (RFC 5987), with a plain ASCII stand-in for old clients. */
export function downloadDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stored chat file as its routes send it. */
export type StoredChatFile = { contentType: string; kind: string; fileName: string; bytes: Uint8Array };

/** Sends a chat file to a reader allowed to see it: a photo shown inline, a PDF as a download only. */
export function sendChatFile(reply: FastifyReply, file: StoredChatFile): FastifyReply {
  reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    // Opened on its own, the file can run nothing and load nothing, whatever it turns out to hold.
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', file.kind === 'pdf' ? downloadDisposition(file.fileName) : 'inline');
  return reply.send(Buffer.from(file.bytes));
}
