import type { Room } from '@hospital/contract/consultations';
import { useLanguage } from '@/i18n/i18n';

/**
 * The patient waits here until the doctor admits them: their serial and the serial the queue is serving, both live
 * from the room's stream. No media is open and no peer connection exists while waiting.
 */
export function WaitingRoom({ room }: { room: Room }) {
  const { t, formats } = useLanguage();
  const n = formats.number;
  return (
    <section className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center shadow-sm sm:p-8">
      {/* The English is the contract's WAITING_MESSAGE; the catalogue holds it in both languages. */}
      <h2 className="text-2xl font-bold text-brand-900">{t('room.waitingTitle')}</h2>
      <div aria-live="polite" className="mt-5 grid gap-3 sm:grid-cols-2">
        <p className="rounded-xl bg-white p-4 text-xl font-semibold text-slate-900">
          {t('room.yourSerial', { serial: n(room.serialNo) })}
        </p>
        <p className="rounded-xl bg-white p-4 text-xl font-semibold text-slate-900">
          {room.nowServingSerial === null
            ? t('room.notServing')
            : t('room.nowServing', { serial: n(room.nowServingSerial) })}
        </p>
      </div>
      <p className="mt-5 text-slate-700">{t('room.waitingHint')}</p>
      <span className="mx-auto mt-5 block size-3 animate-ping rounded-full bg-brand-600" aria-hidden="true" />
    </section>
  );
}
