import type { Appointment } from '@hospital/contract/appointments';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasRoomToday, roomPath } from '@/lib/consultation-room';
import type { DeskRole } from '../types';
import type { CardDialogKind } from './card-dialogs';
import { useLanguage } from '@/i18n/i18n';

const action =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const neutral = `${action} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const danger = `${action} border-red-200 bg-white text-red-700 hover:bg-red-50`;
const positive = `${action} border-green-700 bg-green-700 text-white hover:bg-green-800`;
const brand = `${action} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`;

type CardActionsProps = {
  appointment: Appointment;
  role: DeskRole;
  onOpen: (kind: CardDialogKind) => void;
  /** The doctor's prescription actions for this visit, when the visit may have one (the prescription feature decides). */
  prescription?: ReactNode;
};

/**
 * docs/product-spec.md §2/§6. A doctor gets the prescription actions (on a done visit, and on one being seen now) and
 * 'Records' on done appointments. Everyone else gets Cancel, the
 * call log and (unpaid or failed only) Paid, all of them gone once the appointment is cancelled or done (docs/product-spec.md §4:
 * those offer no staff actions).
 */
export function CardActions({ appointment, role, onOpen, prescription }: CardActionsProps) {
  const { t } = useLanguage();
  const { status, paymentStatus } = appointment;
  if (role === 'doctor') {
    if (status === 'pending') {
      return (
        <div className="space-y-2">
          {hasRoomToday(appointment) && <RoomLink appointment={appointment} />}
          {prescription}
        </div>
      );
    }
    if (status !== 'done') return null;
    return (
      <div className="space-y-2">
        {prescription}
        <div className="flex gap-2">
          <button type="button" onClick={() => onOpen('records')} className={neutral}>
            {t('deskCard.records')}
          </button>
        </div>
      </div>
    );
  }
  if (status !== 'pending') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => onOpen('cancel')} className={danger}>
        {t('deskCard.cancel')}
      </button>
      <button type="button" onClick={() => onOpen('call-log')} className={neutral}>
        {t('deskCard.callLog')}
      </button>
      {paymentStatus !== 'paid' && (
        <button type="button" onClick={() => onOpen('paid')} className={positive}>
          {t('deskCard.paidButton')}
        </button>
      )}
    </div>
  );
}

/**
 * A video, voice or chat appointment today: the doctor goes to its room. "Start consultation" while the patient waits
 * there (the room admits them with the doctor's own press), "Open room" before they come and during the call.
 */
function RoomLink({ appointment }: { appointment: Appointment }) {
  const { t } = useLanguage();
  const waiting = appointment.consultation?.state === 'waiting';
  return (
    <div className="flex gap-2">
      <Link to={roomPath(appointment._id)} className={waiting ? brand : neutral}>
        {t(waiting ? 'roomCard.start' : 'roomCard.open')}
      </Link>
    </div>
  );
}
