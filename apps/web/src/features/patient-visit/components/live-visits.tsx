import type { LiveVisit } from '@hospital/contract/queue';
import { isRemoteMethod } from '@hospital/contract/consultations';
import { JoinRoomLink } from '@/components/ui/join-consultation';
import { PatientPagePart } from '@/components/ui/patient-page-part';
import { useLanguage } from '@/i18n/i18n';
import { useGetLiveVisitsQuery } from '../api/live-visits';
import { useLiveVisitStream } from '../hooks/use-live-visit-stream';

/**
 * The patient's own view of today's visits on /patient/: "Now serving 12, you are 17, about 40 minutes",
 * live over GET /appointment/live/stream. Nothing at all on a day without a visit.
 */
export function LiveVisits() {
  const { t } = useLanguage();
  const { data: visits = [] } = useGetLiveVisitsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnReconnect: true,
  });
  const shown = visits.filter((visit) => visit.state !== 'cancelled');
  useLiveVisitStream(shown.some((visit) => visit.state === 'waiting' || visit.state === 'called'));
  if (shown.length === 0) return null;
  return (
    <PatientPagePart title={t('live.title')}>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {shown.map((visit) => (
          <LiveVisitCard key={visit.appointmentId} visit={visit} />
        ))}
      </ul>
    </PatientPagePart>
  );
}

function LiveVisitCard({ visit }: { visit: LiveVisit }) {
  const { t, formats } = useLanguage();
  const n = formats.number;
  return (
    <li className="rounded-2xl border border-brand-200 bg-brand-50 p-4 shadow-sm">
      <p className="font-semibold text-slate-900">
        {visit.doctor.title} {visit.doctor.fullName}
      </p>
      <p className="text-sm text-slate-700">{t('live.forPatient', { name: visit.patient.name })}</p>
      {/* aria-live: the sentence is read out when the queue moves. */}
      <div aria-live="polite" className="mt-2">
        {visit.state === 'waiting' && (
          <>
            <p className="text-xl font-bold text-brand-900">
              {visit.nowServing === null ? t('live.notStarted') : t('live.nowServing', { serial: n(visit.nowServing) })}
              , {t('live.yourSerial', { serial: n(visit.serialNo) })},{' '}
              {visit.estimatedMinutes ? t('live.about', { minutes: n(visit.estimatedMinutes) }) : t('live.aboutNow')}
            </p>
            {visit.ahead !== null && (
              <p className="text-sm text-slate-700">{t('live.ahead', { count: visit.ahead, n: n(visit.ahead) })}</p>
            )}
          </>
        )}
        {visit.state === 'called' && (
          <p className="text-xl font-bold text-emerald-800">{t('live.called', { serial: n(visit.serialNo) })}</p>
        )}
        {visit.state === 'done' && <p className="font-semibold text-slate-800">{t('live.done')}</p>}
      </div>
      {visit.arrivedAt && visit.state !== 'done' && (
        <p className="mt-1 text-sm font-medium text-emerald-800">{t('live.arrived')}</p>
      )}
      {visit.state === 'waiting' && <p className="mt-2 text-xs text-slate-600">{t('live.estimateNote')}</p>}
      {/* A video, voice or chat visit happens in its room: the way there is on the live view too. */}
      {visit.consultationMethod &&
        isRemoteMethod(visit.consultationMethod) &&
        (visit.state === 'waiting' || visit.state === 'called') && (
          <JoinRoomLink appointmentId={visit.appointmentId} className="mt-3" />
        )}
    </li>
  );
}
