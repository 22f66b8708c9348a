import type { Callback } from '@hospital/contract/callbacks';
import { useId } from 'react';
import { DateTime } from '@/components/ui/date-time';
import { PhoneIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/i18n';

type CallbackCardProps = { callback: Callback; onAnswer: (callback: Callback) => void };

/**
 * docs/product-spec.md §2 'Callback screen': name, contact number and message. An unanswered card opens the remarks dialog when
 * pressed anywhere (a stretched button, so keyboards and screen readers get one real button); the phone link sits
 * above that layer so calling does not open the dialog too.
 */
export function CallbackCard({ callback, onAnswer }: CallbackCardProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const answered = callback.answeredAt !== null;

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm ${
        answered ? 'border-slate-200' : 'border-amber-300 hover:border-amber-500 hover:shadow-md'
      }`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {callback.name}
          </h3>
          <p className="text-xs text-slate-600">
            {t('callbackDesk.requested')} <DateTime at={callback.createdAt} />
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            answered ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {answered ? t('callbackDesk.answeredBadge') : t('callbackDesk.waitingBadge')}
        </span>
      </header>
      <a
        href={`tel:+88${callback.contactNo}`}
        aria-label={t('callbackDesk.call', { number: callback.contactNo })}
        className="relative z-10 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg bg-brand-50 px-3 py-1.5 font-mono text-sm font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <PhoneIcon className="size-4" />
        {callback.contactNo}
      </a>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{callback.message}</p>
      {answered ? (
        <AnswerNote {...callback} />
      ) : (
        <button
          type="button"
          onClick={() => onAnswer(callback)}
          // The name says whose call: a screen reader's list of buttons would otherwise be 'Answer, Answer, Answer'.
          aria-label={t('callbackDesk.answerName', { name: callback.name })}
          className="mt-auto self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white after:absolute after:inset-0 after:rounded-2xl hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('callbackDesk.answer')}
        </button>
      )}
    </article>
  );
}

/** An answered request's note: the remarks, who answered and when. */
function AnswerNote({ remarks, answeredBy, answeredAt }: Pick<Callback, 'remarks' | 'answeredBy' | 'answeredAt'>) {
  const { t } = useLanguage();
  return (
    <div className="mt-auto rounded-xl bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-600">{t('callbackDesk.remarks')}</p>
      <p className="mt-0.5 break-words whitespace-pre-line text-slate-900">{remarks}</p>
      <p className="mt-2 text-xs text-slate-600">
        {t('callbackDesk.by', { name: answeredBy?.name ?? t('callbackDesk.staff') })}
        {answeredAt && (
          <>
            {' · '}
            <DateTime at={answeredAt} />
          </>
        )}
      </p>
    </div>
  );
}
