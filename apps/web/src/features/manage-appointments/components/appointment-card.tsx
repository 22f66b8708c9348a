import type { Appointment } from '@hospital/contract/appointments';
import { useId, type ReactNode } from 'react';
import { AppointmentCardFrame } from '@/components/ui/appointment-card-frame';
import { DetailRow } from '@/components/ui/detail-row';
import { RoomStateBadge } from '@/components/ui/room-state-badge';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { hasOnlinePayment } from '@/lib/online-payment';
import type { DeskRole } from '../types';
import { CardActions } from './card-actions';
import type { CardDialogKind } from './card-dialogs';
import { ArrivedBadge, BookedByRow } from './visit-marks';
import { ContactReveal } from './contact-reveal';
import { PatientName } from './patient-name';
import { StatusLabel } from './status-label';
import { PAYMENT_COLOURS } from './status-tones';
import { methodWord } from '@/i18n/listed-words';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §2: the method is shown by its first 8 characters ('hospital visit' -> 'hospital'), which keeps the row short.
const METHOD_CHARACTERS = 8;
// In Bangla the method is a short word of its own.

export type AppointmentCardProps = {
  appointment: Appointment;
  role: DeskRole;
  onMarkDone: (appointment: Appointment) => void;
  onOpen: (kind: CardDialogKind, appointment: Appointment) => void;
  /** A doctor's prescription actions for the visit (write, open, new version, blank sheet); the route wires them in. */
  renderPrescription?: (appointment: Appointment) => ReactNode;
  /** True while a change to this appointment is being saved. */
  busy?: boolean;
};

/** docs/product-spec.md §2 'Appointment card', for the desk and for doctors. */
export function AppointmentCard({
  appointment,
  role,
  onMarkDone,
  onOpen,
  renderPrescription,
  busy = false,
}: AppointmentCardProps) {
  const { t, language, formats } = useLanguage();
  const headingId = useId();
  const { patient, doctor, status, paymentStatus } = appointment;
  const isAdmin = role === 'admin';

  return (
    <AppointmentCardFrame status={status} headingId={headingId} className="gap-3">
      <header className="flex items-start gap-3">
        <p className="flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-900">
          <span className="text-[10px] leading-none font-medium tracking-wide uppercase">{t('deskCard.serial')}</span>
          <span className="text-xl leading-tight font-bold tabular-nums">{formats.number(appointment.serialNo)}</span>
        </p>
        <div className="min-w-0 flex-1">
          {/* The heading names the card for screen readers: serial and patient, as staff call them out. */}
          <h3 id={headingId} className="sr-only">
            {t('deskCard.heading', { serial: formats.number(appointment.serialNo), name: patient.name })}
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <PatientName name={patient.name} onRefine={isAdmin ? () => onOpen('refine', appointment) : undefined} />
            <span className="text-sm text-slate-600">{t('deskCard.age', { age: formats.number(patient.age) })}</span>
            {appointment.arrivedAt && status === 'pending' && <ArrivedBadge arrivedAt={appointment.arrivedAt} />}
            {appointment.isFollowup && (
              <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-800">
                {t('deskCard.followup')}
              </span>
            )}
          </div>
          <p className="mt-0.5 text-sm break-words text-slate-700">
            {doctor.title} {doctor.fullName}
          </p>
        </div>
      </header>

      {appointment.doctorOnLeave && status === 'pending' && (
        // Leave added after this booking: the desk cancels it (refunding an online payment) or moves the patient.
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <span className="font-semibold">{t('deskCard.onLeave')}</span>
          {role !== 'doctor' && (
            <button
              type="button"
              onClick={() => onOpen('cancel', appointment)}
              className="min-h-11 font-semibold underline underline-offset-2"
            >
              {t('deskCard.cancelThis')}
            </button>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusLabel
          status={status}
          disabled={busy}
          onMarkDone={status === 'pending' ? () => onMarkDone(appointment) : undefined}
        />
        <p className={`flex items-center gap-1.5 text-sm font-semibold ${PAYMENT_COLOURS[paymentStatus].tone}`}>
          <span aria-hidden="true" className={`size-2 rounded-full ${PAYMENT_COLOURS[paymentStatus].dot}`} />
          <span className="text-base tabular-nums">{formats.feeTaka(appointment.consultationFee)}</span>
          <span className="capitalize">{t(`deskCard.payment_${paymentStatus}`)}</span>
          {hasOnlinePayment(appointment) && <TestPaymentBadge />}
        </p>
      </div>

      {appointment.consultation && (
        <p>
          <RoomStateBadge room={appointment.consultation} />
        </p>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <DetailRow plain label={t('deskCard.method')}>
          <span className="capitalize">
            {language === 'bn'
              ? methodWord(appointment.consultationMethod, t)
              : appointment.consultationMethod.slice(0, METHOD_CHARACTERS)}
          </span>
        </DetailRow>
        <DetailRow plain label={t('deskCard.date')}>
          {formats.shortDate(appointment.selectedDate)}
        </DetailRow>
        <DetailRow plain label={t('deskCard.contact')}>
          <ContactReveal contact={patient.contact} />
        </DetailRow>
        {appointment.bookedBy && <BookedByRow name={appointment.bookedBy.name} />}
        {role === 'doctor' && appointment.shortBrief && (
          <DetailRow plain label={t('deskCard.shortBrief')}>
            {appointment.shortBrief}
          </DetailRow>
        )}
        {status === 'cancelled' && appointment.cancellationReason && (
          <DetailRow plain label={t('deskCard.reason')}>
            {appointment.cancellationReason}
          </DetailRow>
        )}
      </dl>

      <CardNotes appointment={appointment} />

      <div className="mt-auto">
        <CardActions
          appointment={appointment}
          role={role}
          onOpen={(kind) => onOpen(kind, appointment)}
          prescription={renderPrescription?.(appointment)}
        />
      </div>
    </AppointmentCardFrame>
  );
}

/** docs/product-spec.md §2: who last called the patient and who took the fee, so the next attendant does not repeat either. */
function CardNotes({ appointment }: { appointment: Appointment }) {
  const { t } = useLanguage();
  const { lastCallLog, feeReceivedBy } = appointment;
  if (!lastCallLog && !feeReceivedBy) return null;
  return (
    <ul className="space-y-0.5 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
      {lastCallLog && <li>{t('deskCard.lastCall', { name: lastCallLog.user.name })}</li>}
      {feeReceivedBy && <li>{t('deskCard.paymentBy', { name: feeReceivedBy.name })}</li>}
    </ul>
  );
}
