import type { PatientAppointment } from '@hospital/contract/appointments';
import { formatDisplayDate, formatFee, formatTime12h, weekdayOfDateString } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import { useId } from 'react';
import { PaymentBadge } from '@/components/ui/appointment-badges';
import { CheckInQr } from '@/components/ui/check-in-qr';
import { DetailRow } from '@/components/ui/detail-row';
import { Portrait } from '@/components/ui/portrait';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { siteConfig } from '@/config/site';
import { hasOnlinePayment } from '@/lib/online-payment';
import { RECEIPT_TEXT, whatToBring } from '../utils/receipt-text';
import { ReceiptActions } from './receipt-actions';

/**
 * The booking as the patient needs it on the day: who, when (the date and that day's chamber hours), their serial,
 * how, what it costs and whether it is paid, the Holder ID to show, and what to bring; then "Add to calendar" and
 * "Print or save". Printing shows this card alone (the layout hides the rest in print).
 */
export function BookingReceipt({ appointment }: { appointment: PatientAppointment }) {
  const headingId = useId();
  const { doctor, patient, chamberHours } = appointment;
  return (
    <section
      aria-labelledby={headingId}
      className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      {/* A printed receipt says where to go; on screen the site's own header and footer do. */}
      <p className="mb-3 hidden text-sm text-slate-700 print:block">
        <strong>{siteConfig.name}</strong>, {siteConfig.address}. {RECEIPT_TEXT.hotline} {siteConfig.hotline}
      </p>
      <h2 id={headingId} className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {RECEIPT_TEXT.heading}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Portrait src={doctor.photo} size={56} className="size-14 shrink-0 rounded-xl bg-brand-50 object-cover" />
        <div className="min-w-0 flex-1">
          <p className="leading-snug font-semibold text-balance text-slate-900">
            {doctor.title} {doctor.fullName}
          </p>
          <p className="text-sm text-slate-600">{doctor.speciality}</p>
        </div>
        {/* Beside the doctor from 400 px; on a narrower phone a row of its own, so the name is not squeezed. */}
        <p className="flex w-full shrink-0 items-center justify-between rounded-xl bg-brand-50 px-3 py-1.5 text-sm text-brand-900 ring-1 ring-brand-200 min-[400px]:block min-[400px]:w-auto min-[400px]:text-center min-[400px]:text-xs">
          {RECEIPT_TEXT.serialNumber}
          <span className="text-2xl leading-tight font-extrabold min-[400px]:block">{appointment.serialNo}</span>
        </p>
      </div>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
        <DetailRow label={RECEIPT_TEXT.date}>
          {weekdayOfDateString(appointment.selectedDate)}, {formatDisplayDate(appointment.selectedDate)}
        </DetailRow>
        <DetailRow label={RECEIPT_TEXT.chamberHours}>
          {chamberHours ? `${formatTime12h(chamberHours.start)} – ${formatTime12h(chamberHours.end)}` : RECEIPT_TEXT.hoursNotSet}
        </DetailRow>
        <DetailRow label={RECEIPT_TEXT.method}>{CONSULTATION_METHOD_LABELS[appointment.consultationMethod]}</DetailRow>
        <DetailRow label={RECEIPT_TEXT.fee}>{formatFee(appointment.consultationFee)}</DetailRow>
        <DetailRow label={RECEIPT_TEXT.paymentStatus}>
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <PaymentBadge status={appointment.paymentStatus} />
            {hasOnlinePayment(appointment) && <TestPaymentBadge />}
          </span>
        </DetailRow>
        <DetailRow label={RECEIPT_TEXT.patient}>{patient.name}</DetailRow>
        <DetailRow label={RECEIPT_TEXT.holderId}>
          <span className="font-mono text-base font-bold tracking-wide">{patient.patientId}</span>
          <span className="mt-0.5 block text-xs font-normal text-slate-600">{RECEIPT_TEXT.holderIdNote}</span>
        </DetailRow>
      </dl>
      {appointment.checkInCode && appointment.status === 'pending' && (
        // Issue 14: the desk scans it to check the patient in; printed on the slip too.
        <div className="mt-5 break-inside-avoid">
          <CheckInQr code={appointment.checkInCode} />
        </div>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{RECEIPT_TEXT.whatToBring}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {whatToBring(appointment.consultationMethod, patient.patientId).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ReceiptActions appointment={appointment} />
    </section>
  );
}
