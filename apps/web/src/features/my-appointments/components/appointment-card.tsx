import type { PatientAppointment } from '@hospital/contract/appointments';
import { useId, type ReactNode } from 'react';
import { AppointmentCardFrame } from '@/components/ui/appointment-card-frame';
import { CheckInQrDisclosure } from '@/components/ui/check-in-qr-disclosure';
import { DetailRow } from '@/components/ui/detail-row';
import { JoinConsultation } from '@/components/ui/join-consultation';
import { Portrait } from '@/components/ui/portrait';
import { StarRating } from '@/components/ui/star-rating';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { hasOnlinePayment } from '@/lib/online-payment';
import { canPayOnline } from '../utils/can-pay-online';
import { PaymentBadge, RefundBadge, StatusBadge } from '@/components/ui/appointment-badges';
import { PayNowButton } from './pay-now-button';
import { PrescriptionButton } from './prescription-button';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';

// docs/product-spec.md §4: the card itself carries the status colour (pending yellow, cancelled red, done green).
const secondaryAction =
  'flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type AppointmentCardProps = {
  appointment: PatientAppointment;
  onWriteFeedback: (appointment: PatientAppointment) => void;
  /** Another feature's actions for this booking (cancel, change date). */
  actions?: ReactNode;
};

/**
 * docs/product-spec.md §2 'Patient appointments page': one booking, with what the patient can do next. A done visit offers
 * 'Write a Feedback' until it is reviewed, then shows the patient's stars.
 */
export function AppointmentCard({ appointment, onWriteFeedback, actions }: AppointmentCardProps) {
  const { t, formats } = useLanguage();
  const headingId = useId();
  const { doctor, status, paymentStatus, refundStatus } = appointment;
  const isDone = status === 'done';
  const payable = canPayOnline(appointment);

  return (
    <AppointmentCardFrame status={status} headingId={headingId}>
      <header className="flex items-start gap-3">
        <Portrait src={doctor.photo} size={48} className="size-12 shrink-0 rounded-xl bg-brand-50 object-cover" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="leading-snug font-semibold text-slate-900">
            {doctor.title} {doctor.fullName}
          </h3>
          <p className="text-sm text-slate-600">{specialityName(doctor.speciality, t)}</p>
        </div>
        <p className="shrink-0 rounded-lg bg-brand-50 px-2.5 py-1 text-center text-xs text-brand-900">
          {t('myAppointments.serial')}
          <span className="block text-lg leading-tight font-bold">{formats.number(appointment.serialNo)}</span>
        </p>
      </header>
      {appointment.doctorOnLeave && status === 'pending' && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <span className="font-semibold">{t('myAppointments.onLeave')}</span>
          {t('myAppointments.onLeaveText')}
        </p>
      )}
      <dl className="my-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <DetailRow label={t('myAppointments.date')}>{formats.date(appointment.selectedDate)}</DetailRow>
        {appointment.chamberHours && status === 'pending' && (
          <DetailRow label={t('myAppointments.hours')}>
            {t('receipt.hours', {
              start: formats.time(appointment.chamberHours.start),
              end: formats.time(appointment.chamberHours.end),
            })}
          </DetailRow>
        )}
        <DetailRow label={t('myAppointments.patient')}>{appointment.patient.name}</DetailRow>
        <DetailRow label={t('myAppointments.method')}>{t(`method.${appointment.consultationMethod}`)}</DetailRow>
        <DetailRow label={t('myAppointments.fee')}>{formats.fee(appointment.consultationFee)}</DetailRow>
        <DetailRow label={t('myAppointments.payment')}>
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <PaymentBadge status={paymentStatus} />
            {hasOnlinePayment(appointment) && <TestPaymentBadge />}
          </span>
        </DetailRow>
        <DetailRow label={t('myAppointments.status')}>
          <StatusBadge status={status} />
        </DetailRow>
        {refundStatus !== 'none' && (
          <DetailRow label={t('myAppointments.refund')}>
            <RefundBadge status={refundStatus} />
          </DetailRow>
        )}
      </dl>
      <JoinConsultation appointment={appointment} className="mb-4" />
      {appointment.checkInCode && status === 'pending' && <CheckInQrDisclosure code={appointment.checkInCode} />}
      {actions}
      {/* mt-auto: the actions sit at the bottom, lined up across a grid row of cards of different heights. */}
      {(isDone || payable) && (
        <div className="mt-auto grid grid-cols-2 gap-2 border-t border-slate-100 pt-4">
          {payable && <PayNowButton appointmentId={appointment._id} className="col-span-2" />}
          {isDone && (
            <>
              {appointment.review ? (
                <YourRating rating={appointment.review.rating} />
              ) : (
                <button type="button" onClick={() => onWriteFeedback(appointment)} className={secondaryAction}>
                  {t('myAppointments.writeFeedback')}
                </button>
              )}
              <PrescriptionButton appointmentId={appointment._id} className={secondaryAction} />
            </>
          )}
        </div>
      )}
    </AppointmentCardFrame>
  );
}

/** A reviewed visit: the stars the patient gave, where 'Write a Feedback' was. */
function YourRating({ rating }: { rating: number }) {
  const { t, formats } = useLanguage();
  return (
    <p className="flex min-h-11 flex-col justify-center gap-0.5 text-xs text-slate-600">
      {t('myAppointments.yourRating')}
      <StarRating rating={rating} label={(stars) => t('myAppointments.rated', { n: formats.number(stars) })} />
    </p>
  );
}
