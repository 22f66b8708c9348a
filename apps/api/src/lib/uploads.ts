import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** What a single-file upload answers when the file is missing (or the body is broken) and when it is too large. */
export type UploadMessages = { missing: string; tooLarge: string };

/**
 * The one file of a multipart body under `field`, in memory, within the route's size limit; other files are
 * drained. A missing or misnamed file is a 400 saying so, an oversized one a 400 saying it is too large.
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw AppError.badRequest(messages.missing, field);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === field)
        return { bytes: await part.toBuffer(), fileName: part.filename };
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw AppError.badRequest(tooLarge ? messages.tooLarge : messages.missing, field);
  }
  throw AppError.badRequest(messages.missing, field);
}
