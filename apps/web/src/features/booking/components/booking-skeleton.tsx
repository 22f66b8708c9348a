import { useLanguage } from '@/i18n/i18n';

const block = 'animate-pulse rounded bg-slate-200';

/** Laid out like the booking page, so nothing jumps when the doctor arrives. */
export function BookingSkeleton() {
  const { t } = useLanguage();
  return (
    <div role="status" aria-label={t('booking.loading')} className="mx-auto max-w-5xl px-4 py-4 sm:px-6 sm:py-6">
      <div className={`h-11 w-56 rounded-lg ${block}`} />
      <div className="mt-4 grid gap-4 lg:grid-cols-[18rem_1fr]">
        <div className="flex items-center gap-4 rounded-2xl bg-slate-100 p-4 lg:flex-col lg:items-start">
          <div className={`size-20 rounded-xl lg:size-32 ${block}`} />
          <div className="w-full space-y-2">
            <div className={`h-4 w-16 ${block}`} />
            <div className={`h-6 w-3/4 ${block}`} />
            <div className={`h-4 w-1/2 ${block}`} />
          </div>
        </div>
        <div className="space-y-4">
          {[0, 1].map((index) => (
            <div key={index} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
              <div className={`h-6 w-48 ${block}`} />
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {[0, 1, 2, 3].map((cell) => (
                  <div key={cell} className={`h-16 rounded-xl ${block}`} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
