import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ATTACHMENT_MISSING_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  chatMessageBodySchema,
  chatMessageSchema,
  chatMessagesSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_CHAT_TEXT,
} from '@hospital/contract/consultations';
import { objectIdSchema } from '@hospital/contract/ids';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { CHAT_FILE } from '../../plugins/openapi.js';
import { FILE_FIELD, sendChatFile } from './attachments.js';
import { chatHistory, roomAttachment, sendAttachment, sendMessage, type Upload } from './chat.service.js';

// A room's id is checked by roomAccessOf (a malformed one is the same 404 as a missing room), so the params take any
// short text; the attachment's id must look like one.
const roomParams = z.object({ id: z.string().max(64) });

const historyQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'After must be a whole number.' })
    .int('After must be a whole number.')
    .min(0, 'After must be a whole number.')
    .max(Number.MAX_SAFE_INTEGER, 'After must be a whole number.')
    .optional(),
});

export async function chatRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'consultations' });

  route.get(
    '/consultations/:id/messages',
    {
      access: 'self',
      summary: "A consultation room's chat, oldest first (after a `seq` when given); for its patient and its doctor",
      params: roomParams,
      query: historyQuerySchema,
      data: chatMessagesSchema,
    },
    async (request) =>
      ok('Messages retrieved successfully.', {
        messages: await chatHistory(ctx, request.user!, request.params.id, request.query.after),
      }),
  );

  route.post(
    '/consultations/:id/messages',
    {
      access: 'self',
      summary: 'Send a chat message while the room is open; a retry with the same clientId answers the same message',
      params: roomParams,
      body: chatMessageBodySchema,
      data: chatMessageSchema,
      status: 201,
    },
    async (request, reply) => {
      const sent = await sendMessage(ctx, request.user!, request.params.id, request.body);
      if (!sent.created) return reply.code(200).send(okBody('Message sent.', sent.message));
      return ok('Message sent.', sent.message);
    },
  );

  // Multipart is parsed in this scope only: every other route still answers a multipart body with 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: MAX_ATTACHMENT_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
        // The words beside a file: MAX_CHAT_TEXT characters of up to 4 bytes each.
        fieldSize: MAX_CHAT_TEXT * 4 + 1024,
        headerPairs: 50,
      },
    });
    routesOf(uploads, { tag: 'consultations' }).post(
      '/consultations/:id/attachments',
      {
        access: 'self',
        summary:
          "Send a photo (JPEG, PNG, WebP) or a PDF, at most 5 MB, in a room's chat (multipart: `clientId`, optional `text`, file `file`)",
        consumes: ['multipart/form-data'],
        params: roomParams,
        data: chatMessageSchema,
        status: 201,
        bodyLimit: MAX_ATTACHMENT_BYTES + 64 * 1024,
      },
      async (request, reply) => {
        const sent = await sendAttachment(ctx, request.user!, request.params.id, () => readUpload(request));
        if (!sent.created) return reply.code(200).send(okBody('File sent.', sent.message));
        return ok('File sent.', sent.message);
      },
    );
  });

  route.get(
    '/consultations/:id/attachments/:attachmentId',
    {
      access: 'self',
      summary: "A file of a room's chat: a photo shown inline, a PDF as a download only",
      params: z.object({ id: z.string().max(64), attachmentId: objectIdSchema }),
      response: { 200: z.string().describe(CHAT_FILE) },
    },
    async (request, reply) => {
      const file = await roomAttachment(ctx, request.user!, request.params.id, request.params.attachmentId);
      return sendChatFile(reply, file);
    },
  );
}

/** The success envelope for an answer sent by hand (a retry's 200 where the route's own status is 201). */
function okBody(message: string, data: unknown) {
  return { success: true, statusCode: 200, message, data };
}

const clientIdField = z.uuid({ error: 'A message needs its client id.' });

/**
 * The multipart body: `clientId`, optional `text`, and one file `file` in memory (at most 5 MB). A missing or
 * misnamed file asks for one; an oversized one is a 400 with the size rule.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw AppError.badRequest(ATTACHMENT_MISSING_MESSAGE, FILE_FIELD);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string | undefined } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === FILE_FIELD && !file) file = { bytes: await part.toBuffer(), fileName: part.filename };
        else part.file.resume();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.badRequest(ATTACHMENT_SIZE_MESSAGE, FILE_FIELD);
    throw AppError.badRequest(ATTACHMENT_MISSING_MESSAGE, FILE_FIELD);
  }
  const clientId = clientIdField.safeParse(fields.clientId);
  if (!clientId.success) throw AppError.badRequest('A message needs its client id.', 'clientId');
  if (!file) throw AppError.badRequest(ATTACHMENT_MISSING_MESSAGE, FILE_FIELD);
  return { clientId: clientId.data, text: fields.text ?? '', ...file };
}
