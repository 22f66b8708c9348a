import { useState, type ReactNode } from 'react';
import { useGetPatientProfileQuery } from '../api/get-patient-profile';
import { useAppointmentDraft } from '../hooks/use-appointment-draft';
import { useBookAppointment } from '../hooks/use-book-appointment';
import { useConfirmForMe } from '../hooks/use-confirm-for-me';
import { useLeaveBooking } from '../hooks/use-leave-booking';
import { BookingHeader } from './booking-header';
import { BriefField } from './brief-field';
import { DateStep } from './date-step';
import { DoctorSummary, type BookingDoctor } from './doctor-summary';
import { ForWhomStep } from './for-whom-step';
import { MethodStep } from './method-step';
import { PaymentStep } from './payment-step';
import { StepSection } from './step-section';
import { useLanguage } from '@/i18n/i18n';

type BookingPageProps = {
  doctor: BookingDoctor;
  /** The logged-in user's email: 'For Me' looks the patient record up by it (docs/product-spec.md §4). */
  userEmail: string;
  /**
   * 'Family Member' picks one of the account's family members (another feature's list, wired in by the
   * route). Without it the spec's 'Service will be available soon' stays.
   */
  renderFamilyPicker?: (selectedId: string, onPick: (patientId: string) => void) => ReactNode;
  /** A date the doctor offers to start on (a prescription's "Book follow-up"); the patient can still change it. */
  preferredDate?: string;
};

/** docs/product-spec.md §2 'Make appointment page' and §4 'Booking flow'. Mount with `key={doctor._id}`: the draft is per doctor. */
export function BookingPage({ doctor, userEmail, renderFamilyPicker, preferredDate }: BookingPageProps) {
  const { t } = useLanguage();
  const { draft, update, discard } = useAppointmentDraft(doctor._id, doctor.consultationFee, preferredDate);
  const confirmForMe = useConfirmForMe(userEmail);
  const leave = useLeaveBooking(discard);
  const { book, isBooking } = useBookAppointment();
  // A restored draft with a date already shows the dates; otherwise they wait for 'Select Date'.
  const [datesOpen, setDatesOpen] = useState(() => draft.selectedDate !== '');
  // Not part of the draft: agreeing to the terms is asked again on every visit.
  const [termsAccepted, setTermsAccepted] = useState(false);

  const { currentData: profile } = useGetPatientProfileQuery(userEmail, { skip: draft.consultationFor !== 'For Me' });
  // Derived, not stored: the stored patient counts only while it is this user's own record (a draft left by another
  // account in this browser is not), and a stored date only while the doctor still offers it.
  const patient = draft.consultationFor === 'For Me' && profile?._id === draft.patient ? profile : undefined;
  const forFamily =
    renderFamilyPicker !== undefined && draft.consultationFor === 'Family Member' && draft.patient !== '';
  const canPickDate = draft.consultationMethod !== '' && (patient !== undefined || forFamily);
  const selectedDate = doctor.availableDates.includes(draft.selectedDate) ? draft.selectedDate : '';
  const showPayment = canPickDate && datesOpen && selectedDate !== '';
  const bookingDraft = { ...draft, selectedDate };

  const chooseForMe = async () => {
    const patientId = await confirmForMe();
    if (patientId) update({ consultationFor: 'For Me', patient: patientId });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:px-6 sm:py-6">
      <BookingHeader onGoBack={leave} />
      <div className="mt-4 grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start">
        <div className="lg:sticky lg:top-6">
          <DoctorSummary doctor={doctor} />
        </div>
        <div className="min-w-0 space-y-4">
          <StepSection step={1} title={t('booking.stepMethod')}>
            <MethodStep
              value={draft.consultationMethod}
              offered={doctor.availableFor}
              onChange={(method) => {
                update({ consultationMethod: method });
                // docs/product-spec.md §4 step 1: a method the doctor does not offer hides the date step.
                if (method === '') setDatesOpen(false);
              }}
            />
          </StepSection>
          <StepSection step={2} title={t('booking.stepForWhom')}>
            <ForWhomStep
              value={draft.consultationFor}
              patient={patient}
              onForMe={chooseForMe}
              onFamilyMember={() => update({ consultationFor: 'Family Member', patient: '' })}
              familyPicker={renderFamilyPicker?.(draft.patient, (patientId) =>
                update({ consultationFor: 'Family Member', patient: patientId }),
              )}
            />
          </StepSection>
          {canPickDate && (
            <StepSection step={3} title={t('booking.stepDate')} revealOnMount>
              <DateStep
                dates={doctor.availableDates}
                open={datesOpen}
                onOpen={() => setDatesOpen(true)}
                value={selectedDate}
                onChange={(date) => update({ selectedDate: date })}
              />
            </StepSection>
          )}
          {showPayment && (
            <StepSection step={4} title={t('booking.stepPay')} revealOnMount>
              <div className="space-y-5">
                <BriefField value={draft.shortBrief} onChange={(shortBrief) => update({ shortBrief })} />
                <PaymentStep
                  fee={doctor.consultationFee}
                  termsAccepted={termsAccepted}
                  onTermsChange={setTermsAccepted}
                  onPayNow={() => book(bookingDraft, true)}
                  onPayLater={() => book(bookingDraft, false)}
                  busy={isBooking}
                />
              </div>
            </StepSection>
          )}
        </div>
      </div>
    </div>
  );
}
