import type { Attachment } from '@hospital/contract/consultations';
import { useEffect, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { strokeIcon } from './icons';
import { useLanguage } from '@/i18n/i18n';
import { fetchAttachmentUrl, type AttachmentDispatch } from '@/lib/attachment-url';

/**
 * The file's bytes as an object URL: the attachment route wants the session's Authorization header, which an
 * <img src> or a plain link cannot send. Revoked when the message leaves the screen. `undefined` while loading,
 * null when it could not be read.
 */
function useAttachmentUrl(url: string): string | null | undefined {
  const dispatch = useDispatch<AttachmentDispatch>();
  const store = useStore();
  const [objectUrl, setObjectUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    void fetchAttachmentUrl(url, controller.signal)(dispatch, store.getState).then((result) => {
      if (controller.signal.aborted) {
        if (result) URL.revokeObjectURL(result);
        return;
      }
      made = result;
      setObjectUrl(result);
    });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, dispatch, store]);
  return objectUrl;
}

function useFileSize(size: number): string {
  const { t, formats } = useLanguage();
  if (size < 1024 * 1024) return t('chat.fileSize', { size: formats.number(Math.max(1, Math.round(size / 1024))) });
  return t('chat.fileSizeMb', { size: formats.number(Math.round((size / (1024 * 1024)) * 10) / 10) });
}

/**
 * What is shown of a file: the chat's message carries its kind and a photo's size; the doctor's records carry the
 * content type only.
 */
export type ShownAttachment = Pick<Attachment, 'url' | 'fileName' | 'size' | 'contentType'> &
  Partial<Pick<Attachment, 'kind' | 'width' | 'height'>>;

/**
 * A consultation chat's file (the room's chat, and the doctor's records of earlier visits): a photo as a thumbnail
 * that opens full size in a new tab; a PDF as a download link with its name and size.
 */
export function ChatAttachment({ attachment }: { attachment: ShownAttachment }) {
  const { t } = useLanguage();
  const objectUrl = useAttachmentUrl(attachment.url);
  const size = useFileSize(attachment.size);

  if (objectUrl === null) return <p className="text-sm italic">{t('chat.fileUnavailable')}</p>;
  const kind = attachment.kind ?? (attachment.contentType.startsWith('image/') ? 'image' : 'pdf');
  if (kind === 'image') {
    const ratio = attachment.width && attachment.height ? `${attachment.width} / ${attachment.height}` : '4 / 3';
    return objectUrl === undefined ? (
      <div
        role="img"
        aria-label={t('chat.photoLoading')}
        style={{ aspectRatio: ratio }}
        className="w-48 max-w-full animate-pulse rounded-lg bg-slate-200"
      />
    ) : (
      <a href={objectUrl} target="_blank" rel="noreferrer" className="block w-48 max-w-full">
        <img
          src={objectUrl}
          alt={t('chat.photo', { name: attachment.fileName })}
          width={attachment.width ?? undefined}
          height={attachment.height ?? undefined}
          style={{ aspectRatio: ratio }}
          className="h-auto w-full rounded-lg object-cover"
        />
      </a>
    );
  }
  return (
    <a
      href={objectUrl}
      download={attachment.fileName}
      aria-disabled={objectUrl === undefined}
      className="flex min-h-12 items-center gap-2 rounded-lg bg-white/80 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300"
    >
      <PdfIcon className="size-6 shrink-0 text-red-700" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold [overflow-wrap:anywhere]">{attachment.fileName}</span>
        <span className="block text-xs text-slate-600">
          {t('chat.download')} · {size}
        </span>
      </span>
    </a>
  );
}

const PdfIcon = strokeIcon(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M12 12v6M9 15l3 3 3-3" />
  </>,
);
