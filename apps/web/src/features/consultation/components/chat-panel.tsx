import type { ChatMessage } from '@hospital/contract/consultations';
import { useId, useMemo, useState } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { useGetChatMessagesQuery } from '../api/chat';
import { useChatOutbox } from '../hooks/use-chat-outbox';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

type ChatPanelProps = {
  appointmentId: string;
  /** False once the room is closed or ended: the history stays readable, nothing more can be sent. */
  writable: boolean;
  you: 'patient' | 'doctor';
};

const NO_MESSAGES: ChatMessage[] = [];

/**
 * The room's chat (docs/decisions/0027-consultation-rooms.md): the conversation kept with the appointment, live from
 * the room's stream (which writes into the same cache), and a box to write in while the room is open. A message
 * written offline waits in the outbox and goes when the connection is back.
 */
export function ChatPanel({ appointmentId, writable, you }: ChatPanelProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const { data: messages = NO_MESSAGES, isLoading, isError, refetch } = useGetChatMessagesQuery(appointmentId);
  const delivered = useMemo(() => new Set(messages.map((message) => message.clientId)), [messages]);
  const { pending, send, retry } = useChatOutbox(appointmentId, delivered);
  const empty = messages.length === 0 && pending.length === 0;
  // What was there when the chat first loaded is history; only what the other side writes after it is announced.
  const [seenUpTo, setSeenUpTo] = useState<number | null>(null);
  if (seenUpTo === null && !isLoading) setSeenUpTo(messages.at(-1)?.seq ?? 0);

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col overflow-hidden bg-white">
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-2 text-base font-semibold text-slate-900">
        {t('chat.title')}
      </h2>
      {isLoading ? (
        <p role="status" className="flex-1 px-4 py-6 text-center text-slate-600">
          {t('chat.loading')}
        </p>
      ) : isError && messages.length === 0 ? (
        <div role="alert" className="flex flex-1 flex-col items-center gap-2 px-4 py-6 text-center text-slate-700">
          <p>{t('chat.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('chat.tryAgain')}
          </button>
        </div>
      ) : empty ? (
        <p className="flex-1 bg-slate-50 px-4 py-6 text-center text-slate-600">
          {t(you === 'patient' ? 'chat.emptyPatient' : 'chat.emptyDoctor')}
        </p>
      ) : (
        <ChatMessageList messages={messages} pending={pending} you={you} seenUpTo={seenUpTo ?? 0} onRetry={retry} />
      )}
      {writable ? (
        <ChatComposer onSend={send} />
      ) : (
        <p className="border-t border-slate-200 bg-slate-100 px-4 py-3 text-sm text-slate-700">{t('chat.closed')}</p>
      )}
    </section>
  );
}
