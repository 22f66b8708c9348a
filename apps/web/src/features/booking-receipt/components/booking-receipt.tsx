import type { PatientAppointment } from '@hospital/contract/appointments';
import { useId } from 'react';
import { PaymentBadge } from '@/components/ui/appointment-badges';
import { CheckInQr } from '@/components/ui/check-in-qr';
import { DetailRow } from '@/components/ui/detail-row';
import { JoinConsultation } from '@/components/ui/join-consultation';
import { Portrait } from '@/components/ui/portrait';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { siteConfig } from '@/config/site';
import { hasOnlinePayment } from '@/lib/online-payment';
import { whatToBring } from '../utils/receipt-text';
import { ReceiptActions } from './receipt-actions';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';

/**
 * The booking as the patient needs it on the day: who, when (the date and that day's chamber hours), their serial,
 * how, what it costs and whether it is paid, the Holder ID to show, and what to bring; then "Add to calendar" and
 * "Print or save". Printing shows this card alone (the layout hides the rest in print).
 */
export function BookingReceipt({ appointment }: { appointment: PatientAppointment }) {
  const { t, formats } = useLanguage();
  const headingId = useId();
  const { doctor, patient, chamberHours } = appointment;
  return (
    <section
      aria-labelledby={headingId}
      className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      {/* A printed receipt says where to go; on screen the site's own header and footer do. */}
      <p className="mb-3 hidden text-sm text-slate-700 print:block">
        <strong>{siteConfig.name}</strong>, {siteConfig.address}. {t('receipt.hotline')} {siteConfig.hotline}
      </p>
      <h2 id={headingId} className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('receipt.heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Portrait src={doctor.photo} size={56} className="size-14 shrink-0 rounded-xl bg-brand-50 object-cover" />
        <div className="min-w-0 flex-1">
          <p className="leading-snug font-semibold text-balance text-slate-900">
            {doctor.title} {doctor.fullName}
          </p>
          <p className="text-sm text-slate-600">{specialityName(doctor.speciality, t)}</p>
        </div>
        {/* Beside the doctor from 400 px; on a narrower phone a row of its own, so the name is not squeezed. */}
        <p className="flex w-full shrink-0 items-center justify-between rounded-xl bg-brand-50 px-3 py-1.5 text-sm text-brand-900 ring-1 ring-brand-200 min-[400px]:block min-[400px]:w-auto min-[400px]:text-center min-[400px]:text-xs">
          {t('receipt.serialNumber')}
          <span className="text-2xl leading-tight font-extrabold min-[400px]:block">
            {formats.number(appointment.serialNo)}
          </span>
        </p>
      </div>
      <JoinConsultation appointment={appointment} className="mt-4" />
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
        <DetailRow label={t('receipt.date')}>
          {t('receipt.dateWithDay', {
            weekday: formats.weekdayOf(appointment.selectedDate),
            date: formats.date(appointment.selectedDate),
          })}
        </DetailRow>
        <DetailRow label={t('receipt.chamberHours')}>
          {chamberHours
            ? t('receipt.hours', { start: formats.time(chamberHours.start), end: formats.time(chamberHours.end) })
            : t('receipt.hoursNotSet')}
        </DetailRow>
        <DetailRow label={t('receipt.method')}>{t(`method.${appointment.consultationMethod}`)}</DetailRow>
        <DetailRow label={t('receipt.fee')}>{formats.fee(appointment.consultationFee)}</DetailRow>
        <DetailRow label={t('receipt.paymentStatus')}>
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <PaymentBadge status={appointment.paymentStatus} />
            {hasOnlinePayment(appointment) && <TestPaymentBadge />}
          </span>
        </DetailRow>
        <DetailRow label={t('receipt.patient')}>{patient.name}</DetailRow>
        <DetailRow label={t('receipt.holderId')}>
          <span className="font-mono text-base font-bold tracking-wide">{patient.patientId}</span>
          <span className="mt-0.5 block text-xs font-normal text-slate-600">{t('receipt.holderIdNote')}</span>
        </DetailRow>
      </dl>
      {appointment.checkInCode && appointment.status === 'pending' && (
        // The desk scans it to check the patient in; printed on the slip too.
        <div className="mt-5 break-inside-avoid">
          <CheckInQr code={appointment.checkInCode} />
        </div>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('receipt.whatToBring')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {whatToBring(appointment.consultationMethod, patient.patientId, t).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ReceiptActions appointment={appointment} />
    </section>
  );
}
