import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessages } from '@/lib/api-errors';
import {
  appendIncomingMessage,
  useSendChatAttachmentMutation,
  useSendChatMessageMutation,
  type ChatDispatch,
} from '../api/chat';

/** A message written here and not yet in the room's chat: on its way, or refused and waiting for a retry. */
export type OutgoingMessage = {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** A photo or PDF to send with it; kept in memory only, so a reload loses the file (and keeps any text). */
  file?: File;
  /** The server's reason when it refused the message (a file it cannot take); none for a lost connection. */
  reason?: string;
};

type StoredMessage = Pick<OutgoingMessage, 'clientId' | 'text' | 'createdAt'>;

const storageKey = (appointmentId: string) => `chat-outbox:${appointmentId}`;

function readStored(appointmentId: string): OutgoingMessage[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(appointmentId)) ?? '[]') as StoredMessage[];
    return Array.isArray(stored)
      ? stored
          .filter((item) => typeof item?.clientId === 'string' && typeof item.text === 'string')
          .map((item) => ({ ...item, status: 'sending' }))
      : [];
  } catch {
    return [];
  }
}

function writeStored(appointmentId: string, outgoing: OutgoingMessage[]): void {
  const texts: StoredMessage[] = outgoing
    .filter((item) => item.text !== '')
    .map(({ clientId, text, createdAt }) => ({ clientId, text, createdAt }));
  try {
    if (texts.length === 0) sessionStorage.removeItem(storageKey(appointmentId));
    else sessionStorage.setItem(storageKey(appointmentId), JSON.stringify(texts));
  } catch {
    // Storage full or blocked (a private window): the messages still go while the page stays open.
  }
}

/** A refusal the server explained (a 4xx with a sentence); a lost connection or a server fault has no reason. */
function reasonOf(error: unknown): string | undefined {
  const failure = error as FetchBaseQueryError;
  if (typeof failure?.status !== 'number' || failure.status >= 500) return undefined;
  return errorMessages(failure)[0];
}

/**
 * The chat's outbox: each message gets its own id (`crypto.randomUUID()`), shows at once as "sending", and is sent
 * again with the same id (the server keeps one message per id) on a Retry tap, when the connection comes back, and
 * after a reload (the texts wait in this tab's session storage). A message leaves the outbox once the chat has it,
 * whether from our POST's answer or the room's stream, whichever comes first.
 */
export function useChatOutbox(appointmentId: string, delivered: ReadonlySet<string>) {
  const dispatch = useDispatch<ChatDispatch>();
  const [sendMessage] = useSendChatMessageMutation();
  const [sendAttachment] = useSendChatAttachmentMutation();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>(() => readStored(appointmentId));
  const inFlight = useRef(new Set<string>());

  const update = useCallback(
    (change: (items: OutgoingMessage[]) => OutgoingMessage[]) =>
      setOutgoing((items) => {
        const next = change(items);
        writeStored(appointmentId, next);
        return next;
      }),
    [appointmentId],
  );

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      if (inFlight.current.has(item.clientId)) return;
      inFlight.current.add(item.clientId);
      update((items) =>
        items.map((other) =>
          other.clientId === item.clientId ? { ...other, status: 'sending', reason: undefined } : other,
        ),
      );
      try {
        const message = item.file
          ? await sendAttachment({ appointmentId, clientId: item.clientId, file: item.file, text: item.text }).unwrap()
          : await sendMessage({ appointmentId, clientId: item.clientId, text: item.text }).unwrap();
        appendIncomingMessage(dispatch, appointmentId, message);
        update((items) => items.filter((other) => other.clientId !== item.clientId));
      } catch (error) {
        const reason = reasonOf(error);
        update((items) =>
          items.map((other) => (other.clientId === item.clientId ? { ...other, status: 'failed', reason } : other)),
        );
      } finally {
        inFlight.current.delete(item.clientId);
      }
    },
    [appointmentId, dispatch, sendAttachment, sendMessage, update],
  );

  // The outbox as it is now, for the window's `online` listener and a Retry tap.
  const latest = useRef(outgoing);
  useEffect(() => {
    latest.current = outgoing;
  }, [outgoing]);

  // After a reload the stored texts go again at once; back online, every message the network lost goes again.
  useEffect(() => {
    for (const item of latest.current) if (item.status === 'sending') void deliver(item);
    // A message the server refused with a reason (a file it cannot read, a closed chat) waits for a Retry tap.
    const retryFailed = () => {
      for (const item of latest.current) if (item.status === 'failed' && !item.reason) void deliver(item);
    };
    window.addEventListener('online', retryFailed);
    return () => window.removeEventListener('online', retryFailed);
  }, [deliver]);

  // The stream can bring our own message before our POST's answer does: it is sent, whatever the POST says next.
  const pending = outgoing.filter((item) => !delivered.has(item.clientId));
  useEffect(() => {
    if (outgoing.some((item) => delivered.has(item.clientId) && !inFlight.current.has(item.clientId)))
      update((items) => items.filter((item) => !delivered.has(item.clientId)));
  }, [delivered, outgoing, update]);

  const send = (text: string, file?: File) => {
    const item: OutgoingMessage = {
      clientId: crypto.randomUUID(),
      text,
      createdAt: new Date().toISOString(),
      status: 'sending',
      file,
    };
    update((items) => [...items, item]);
    void deliver(item);
  };

  const retry = (clientId: string) => {
    const item = latest.current.find((other) => other.clientId === clientId);
    if (item) void deliver(item);
  };

  return { pending, send, retry };
}
