import type { ChatMessage } from '@hospital/contract/consultations';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/i18n';
import type { OutgoingMessage } from '../hooks/use-chat-outbox';
import { ChatBubble } from './chat-bubble';

type ChatMessageListProps = {
  messages: ChatMessage[];
  pending: OutgoingMessage[];
  you: 'patient' | 'doctor';
  /** The newest `seq` when the chat first loaded: later messages from the other side are announced. */
  seenUpTo: number;
  onRetry: (clientId: string) => void;
};

/**
 * The conversation, oldest first, kept scrolled to the newest. What the other side writes after the list first
 * showed is read out politely (once, by the live region), not the whole history on arrival.
 */
export function ChatMessageList({ messages, pending, you, seenUpTo, onRetry }: ChatMessageListProps) {
  const { t } = useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  const whoOf = (from: 'patient' | 'doctor') => (from === you ? t('chat.you') : t(`chat.${from}`));
  const incoming = messages.filter((message) => message.from !== you && message.seq > seenUpTo).at(-1);

  const list = useRef<HTMLOListElement>(null);
  // Kept at the newest while the reader is there; one who scrolled up to read is left where they are.
  const atNewest = useRef(true);
  const toNewest = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };
  const count = messages.length + pending.length;
  useLayoutEffect(() => {
    if (atNewest.current || pending.length > 0) toNewest();
  }, [count, pending.length]);
  // A photo or a file's line arrives after its message: the list grows under the reader, who stays at the newest.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !list.current) return;
    const observer = new ResizeObserver(() => {
      if (atNewest.current) toNewest();
    });
    observer.observe(list.current);
    return () => observer.disconnect();
  }, []);
  const onScroll = () => {
    const element = scroller.current;
    if (element) atNewest.current = element.scrollHeight - element.scrollTop - element.clientHeight < 64;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3"
    >
      <ol ref={list} className="flex flex-col gap-3">
        {messages.map((message) => (
          <ChatBubble
            key={message.clientId}
            mine={message.from === you}
            who={whoOf(message.from)}
            text={message.text}
            createdAt={message.createdAt}
            attachment={message.attachment}
          />
        ))}
        {pending.map((item) => (
          <ChatBubble
            key={item.clientId}
            mine
            who={t('chat.you')}
            text={item.text}
            createdAt={item.createdAt}
            fileName={item.file?.name}
            status={item.status}
            reason={item.reason}
            onRetry={() => onRetry(item.clientId)}
          />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {incoming &&
          t('chat.newMessage', {
            who: whoOf(incoming.from),
            text: incoming.text || incoming.attachment?.fileName || '',
          })}
      </p>
    </div>
  );
}
