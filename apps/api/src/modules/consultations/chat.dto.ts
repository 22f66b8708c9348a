import type { ChatMessage } from '@hospital/contract/consultations';
import type { MessageRow } from './chat.repository.js';

/** Where a room's file is read, with the caller's session (the route checks they are in the room). */
export const attachmentUrl = (appointmentId: string, attachmentId: string) =>
  `/api/v1/consultations/${appointmentId}/attachments/${attachmentId}`;

/** A message as both sides' browsers receive it: from the history, the answer to a send, and the event stream. */
export function toChatMessage(row: MessageRow): ChatMessage {
  const attachment = row.attachment;
  return {
    _id: row.id,
    seq: row.seq,
    clientId: row.clientId,
    from: row.fromRole as ChatMessage['from'],
    text: row.body,
    attachment: attachment
      ? {
          _id: attachment.id,
          kind: attachment.kind as 'image' | 'pdf',
          contentType: attachment.contentType,
          fileName: attachment.fileName,
          size: attachment.size,
          width: attachment.width,
          height: attachment.height,
          url: attachmentUrl(row.appointmentId, attachment.id),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
