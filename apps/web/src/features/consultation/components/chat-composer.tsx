import { ATTACHMENT_SIZE_MESSAGE, MAX_ATTACHMENT_BYTES, MAX_CHAT_TEXT } from '@hospital/contract/consultations';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { strokeIcon } from '@/components/ui/icons';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useLanguage } from '@/i18n/i18n';
import { inLanguage } from '@/i18n/sentences';

const SendIcon = strokeIcon(<path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />);
const AttachIcon = strokeIcon(
  <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />,
);

const squareButton =
  'flex size-12 shrink-0 items-center justify-center rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type ChatComposerProps = { onSend: (text: string, file?: File) => void };

/**
 * The text box, the attach button and Send. Enter sends where there is a keyboard; on a touch screen Enter is a new
 * line (the phone's keyboard has no Shift to spare) and Send sends. A file over 5 MB is refused here, before a
 * slow upload would be refused by the server anyway.
 */
export function ChatComposer({ onSend }: ChatComposerProps) {
  const { t, language } = useLanguage();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)');
  const textId = useId();
  const errorId = useId();

  const sendText = () => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendText();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || touch) return;
    event.preventDefault();
    sendText();
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > MAX_ATTACHMENT_BYTES) {
      setFileError(inLanguage(ATTACHMENT_SIZE_MESSAGE, language));
      return;
    }
    setFileError(null);
    onSend('', file);
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-2">
      {fileError && (
        <p id={errorId} role="alert" className="px-1 pb-2 text-sm font-medium text-red-700">
          {fileError}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*,application/pdf"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => onFile(event.target.files?.[0])}
          data-testid="chat-file"
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-label={t('chat.attach')}
          aria-describedby={fileError ? errorId : undefined}
          className={`${squareButton} text-slate-700 hover:bg-slate-100`}
        >
          <AttachIcon className="size-6" />
        </button>
        <label htmlFor={textId} className="sr-only">
          {t('chat.messageLabel')}
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          maxLength={MAX_CHAT_TEXT}
          rows={1}
          className="max-h-32 min-h-12 min-w-0 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-3 leading-snug [field-sizing:content] focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          className={`${squareButton} gap-1 bg-brand-700 px-3 text-white hover:bg-brand-800 sm:w-auto`}
        >
          <SendIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('chat.send')}</span>
        </button>
      </div>
    </form>
  );
}
