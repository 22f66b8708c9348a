import type { Attachment } from '@hospital/contract/consultations';
import { useLanguage } from '@/i18n/i18n';
import { dhakaClock } from '@/lib/dhaka-clock';
import { ChatAttachment } from '@/components/ui/chat-attachment';

/**
 * A message written mostly in Bengali script is marked `lang="bn"` whatever language the page is in, so a screen
 * reader voices it in Bangla; one mostly in Latin letters stays English (a Bangla word in it does not turn it).
 */
function textLanguage(text: string): 'bn' | 'en' {
  const bengali = text.match(/[\u0980-\u09FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return bengali > latin ? 'bn' : 'en';
}

export type ChatBubbleProps = {
  mine: boolean;
  /** Who wrote it, as the list names them: "You", "Doctor", "Patient". */
  who: string;
  text: string;
  createdAt: string;
  attachment?: Attachment | null;
  /** A file still on its way (no address to read it from yet): its name. */
  fileName?: string;
  status?: 'sending' | 'failed';
  reason?: string;
  onRetry?: () => void;
};

/** One message: ours on the right in the brand colour, the other side's on the left; the time on the Dhaka clock. */
export function ChatBubble({
  mine,
  who,
  text,
  createdAt,
  attachment,
  fileName,
  status,
  reason,
  onRetry,
}: ChatBubbleProps) {
  const { t, formats } = useLanguage();
  const time = formats.time(dhakaClock(createdAt));
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`flex max-w-[85%] flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
        <div
          className={`flex flex-col gap-2 rounded-2xl px-3 py-2 ${
            mine
              ? 'rounded-br-sm bg-brand-700 text-white'
              : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
          } ${status === 'sending' ? 'opacity-80' : ''}`}
        >
          <span className="sr-only">{who}: </span>
          {attachment && <ChatAttachment attachment={attachment} />}
          {!attachment && fileName && <p className="text-sm font-semibold [overflow-wrap:anywhere]">{fileName}</p>}
          {text !== '' && (
            <p
              lang={textLanguage(text)}
              className="leading-relaxed break-words whitespace-pre-wrap [overflow-wrap:anywhere]"
            >
              {text}
            </p>
          )}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 px-1 text-xs text-slate-600">
          <time dateTime={createdAt}>{time}</time>
          {status === 'sending' && <span>{t('chat.sending')}</span>}
          {status === 'failed' && (
            <>
              <span className="font-semibold text-red-700">{t('chat.notSent')}</span>
              <button
                type="button"
                onClick={onRetry}
                className="min-h-11 min-w-11 rounded-lg px-2 font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t('chat.retry')}
              </button>
            </>
          )}
        </p>
        {status === 'failed' && reason && <p className="px-1 text-xs text-red-700">{reason}</p>}
      </div>
    </li>
  );
}
