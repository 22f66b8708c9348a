import { createStaffAppointmentSchema } from '@hospital/contract/appointments';
import type { DoctorListItem } from '@hospital/contract/doctors';
import { firstErrorMessage } from '@hospital/contract/envelope';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ContactField } from '@/components/ui/contact-field';
import { errorToastMs } from '@/lib/api-errors';
import { withToasts } from '@/lib/with-toasts';
import { useCreateWalkInMutation } from '../../api/create-walk-in';
import { useContactPatients } from '../../hooks/use-contact-patients';
import type { DoctorDirectory } from '../../types';
import { emptyWalkIn, walkInPayload, type ChangeDraft, type WalkInDraft } from '../../utils/walk-in-draft';
import { BookingDatePicker } from './booking-date-picker';
import { DoctorPicker } from './doctor-picker';
import { PatientSection } from './patient-section';
import { SmsLanguageField } from './sms-language-field';
import { useLanguage } from '@/i18n/i18n';
import { inLanguage } from '@/i18n/sentences';

const toastError = (message: string) => toast.error(message, { id: message, duration: errorToastMs(message) });

type NewAppointmentDialogProps = { directory: DoctorDirectory; today: string; onClose: () => void };

/**
 * docs/product-spec.md §2/§4 'New appointment': doctor, date, contact, then an existing or new patient; 'Save Appointment' or Enter
 * books a hospital visit. The payload is checked with the contract's staff schema first: the first message is
 * toasted and nothing is sent (docs/product-spec.md §5).
 */
export function NewAppointmentDialog({ directory, today, onClose }: NewAppointmentDialogProps) {
  const { t } = useLanguage();
  const [draft, setDraft] = useState<WalkInDraft>(() => emptyWalkIn(today));
  const change: ChangeDraft = (changes) => setDraft((current) => ({ ...current, ...changes }));
  const lookup = useContactPatients(draft);
  const [createWalkIn, { isLoading }] = useCreateWalkInMutation();
  const chosenDoctor = directory.doctors.find((doctor) => doctor._id === draft.doctorId);

  const close = () => {
    directory.showDatesFor(null);
    onClose();
  };

  const chooseDoctor = (doctor: DoctorListItem | null) => {
    // Another doctor has other dates: start again from today, which the desk can always book.
    change({ doctorId: doctor?._id ?? '', selectedDate: today });
    directory.showDatesFor(doctor?._id ?? null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosenDoctor) return toastError(t('walkIn.chooseDoctorFirst'));
    const parsed = createStaffAppointmentSchema.safeParse(walkInPayload({ ...draft, patientChoice: lookup.choice }));
    if (!parsed.success) {
      // The contract's message, in the language on screen like every form's (docs/decisions/0024).
      const refused = firstErrorMessage(parsed.error);
      return toastError(refused ? inLanguage(refused) : t('walkIn.chooseDoctorFirst'));
    }

    const response = await withToasts(t('walkIn.working'), () => createWalkIn(parsed.data).unwrap());
    if (response) close();
  };

  return (
    <Dialog title={t('walkIn.title')} subtitle={t('walkIn.subtitle')} onClose={close}>
      <form onSubmit={save} noValidate className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('walkIn.doctor')}</legend>
          <DoctorPicker
            doctors={directory.doctors}
            isLoading={directory.isLoading}
            chosen={chosenDoctor}
            onChoose={chooseDoctor}
          />
        </fieldset>
        {chosenDoctor && (
          <BookingDatePicker
            today={today}
            availableDates={directory.datesFor === chosenDoctor._id ? directory.dates : undefined}
            value={draft.selectedDate}
            onChange={(selectedDate) => change({ selectedDate })}
          />
        )}
        <ContactField
          autoComplete="off"
          value={draft.contact}
          onChange={(event) => change({ contact: event.target.value })}
        />
        <PatientSection {...lookup} draft={draft} onChange={change} />
        {lookup.complete && lookup.patients && <SmsLanguageField value={draft.smsLanguage} onChange={change} />}
        <Button type="submit" disabled={isLoading}>
          {t('walkIn.save')}
        </Button>
      </form>
    </Dialog>
  );
}
