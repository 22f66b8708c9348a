import type { RoomSummary } from '@hospital/contract/consultations';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { RoomStateBadge } from '@/components/ui/room-state-badge';
import { useLanguage } from '@/i18n/i18n';
import { patientRoomAccess, roomPath, useNow } from '@/lib/consultation-room';

const quietLink =
  'flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type JoinConsultationProps = {
  appointment: {
    _id: string;
    consultationMethod: string;
    status: string;
    selectedDate: string;
    chamberHours: { start: string } | null;
    consultation?: RoomSummary | null;
  };
  className?: string;
};

/**
 * The patient's way into a video, voice or chat consultation on its day: a quiet "The room opens at 9:45 AM" until
 * 15 minutes before the doctor's chamber, then "Join consultation" (docs/decisions/0027-consultation-rooms.md), with
 * the room's state once the patient is in it. Nothing for a hospital visit, another day, or a closed booking.
 */
export function JoinConsultation({ appointment, className = '' }: JoinConsultationProps) {
  const { t, formats } = useLanguage();
  const access = patientRoomAccess(appointment, useNow());
  const room = appointment.consultation;
  if (!access && !room) return null;
  return (
    <div className={`flex flex-col gap-2 print:hidden ${className}`}>
      {room && (
        <p>
          <RoomStateBadge room={room} />
        </p>
      )}
      {access?.kind === 'opens' && (
        <p className="text-sm text-slate-600">{t('roomCard.opensAt', { time: formats.time(access.time) })}</p>
      )}
      {access?.kind === 'join' &&
        (room?.state === 'ended' ? (
          // After the call the room still holds the chat to read again.
          <Link to={roomPath(appointment._id)} className={quietLink}>
            {t('roomCard.open')}
          </Link>
        ) : (
          <JoinRoomLink appointmentId={appointment._id} className="text-base" />
        ))}
    </div>
  );
}

/** The large "Join consultation" button into an appointment's room; `className` adds its place and type size. */
export function JoinRoomLink({ appointmentId, className }: { appointmentId: string; className: string }) {
  const { t } = useLanguage();
  return (
    <ButtonLink
      to={roomPath(appointmentId)}
      className={`flex min-h-12 items-center justify-center px-4 py-3 text-center ${className}`}
    >
      {t('roomCard.join')}
    </ButtonLink>
  );
}
