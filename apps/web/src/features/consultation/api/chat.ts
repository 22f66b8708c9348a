import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessage, ChatMessageBody } from '@hospital/contract/consultations';
import type { SuccessEnvelope } from '@hospital/contract/envelope';
import { baseApi } from '@/lib/api-client';

/** A dispatch that runs thunks, as every stream hook's is. */
export type ChatDispatch = ThunkDispatch<never, unknown, UnknownAction>;

export type ChatAttachmentBody = { clientId: string; file: File; text?: string };

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /consultations/{id}/messages: the room's whole chat, oldest first (the stream adds what comes after).
    getChatMessages: build.query<ChatMessage[], string>({
      query: (appointmentId) => `/consultations/${appointmentId}/messages`,
      transformResponse: (response: SuccessEnvelope<{ messages: ChatMessage[] }>) => response.data.messages,
    }),
    // POST /consultations/{id}/messages: the same clientId twice is one message, so a retry never doubles it. The
    // chat shows "Not sent — Retry" beside the message itself: no toast.
    sendChatMessage: build.mutation<ChatMessage, { appointmentId: string } & ChatMessageBody>({
      query: ({ appointmentId, clientId, text }) => ({
        url: `/consultations/${appointmentId}/messages`,
        method: 'POST',
        body: { clientId, text },
      }),
      transformResponse: (response: SuccessEnvelope<ChatMessage>) => response.data,
      extraOptions: { toastErrors: false },
    }),
    // POST /consultations/{id}/attachments (multipart: clientId, file, optional text).
    sendChatAttachment: build.mutation<ChatMessage, { appointmentId: string } & ChatAttachmentBody>({
      query: ({ appointmentId, clientId, file, text }) => {
        const body = new FormData();
        body.set('clientId', clientId);
        if (text) body.set('text', text);
        body.set('file', file, file.name);
        return { url: `/consultations/${appointmentId}/attachments`, method: 'POST', body };
      },
      transformResponse: (response: SuccessEnvelope<ChatMessage>) => response.data,
      extraOptions: { toastErrors: false },
    }),
  }),
});

export const { useGetChatMessagesQuery, useSendChatMessageMutation, useSendChatAttachmentMutation } = chatApi;

/** Where `message` belongs in a list kept in `seq` order. */
function insertInOrder(messages: ChatMessage[], message: ChatMessage): void {
  const at = messages.findIndex((other) => other.seq > message.seq);
  if (at === -1) messages.push(message);
  else messages.splice(at, 0, message);
}

/**
 * Puts a message (from the room's event stream, or the answer to our own POST) into the cached chat: one that is
 * already there (the same `_id`, or the same `clientId` when our POST's answer and the stream both bring it) is
 * replaced, not doubled, and the list stays in `seq` order. Before the chat is loaded there is nothing to add to: the
 * GET brings the message with the rest.
 */
export function appendIncomingMessage(dispatch: ChatDispatch, appointmentId: string, message: ChatMessage): void {
  dispatch(
    chatApi.util.updateQueryData('getChatMessages', appointmentId, (messages) => {
      const known = messages.findIndex((other) => other._id === message._id || other.clientId === message.clientId);
      if (known !== -1) messages.splice(known, 1);
      insertInOrder(messages, message);
    }),
  );
}
