import type { ReactNode } from 'react';
import type { ConsultationFor } from '@hospital/contract/lists';
import type { Patient } from '@hospital/contract/patients';
import { ChoiceButton } from './choice-button';
import { PatientDetails } from './patient-details';
import { useLanguage } from '@/i18n/i18n';

type ForWhomStepProps = {
  value: ConsultationFor | '';
  /** The confirmed patient record, once 'For Me' has loaded it. */
  patient: Patient | undefined;
  onForMe: () => void;
  onFamilyMember: () => void;
  /** The family member picker, where the app offers it; otherwise the spec's 'Service will be available soon'. */
  familyPicker?: ReactNode;
};

/** docs/product-spec.md §4 step 2: 'For Me' shows the user's record to confirm; 'Family Member' is not offered yet. */
export function ForWhomStep({ value, patient, onForMe, onFamilyMember, familyPicker }: ForWhomStepProps) {
  const { t } = useLanguage();
  return (
    <>
      <div role="group" aria-label={t('booking.forWhomGroup')} className="grid grid-cols-2 gap-2">
        <ChoiceButton selected={value === 'For Me'} onClick={onForMe}>
          {t('booking.forMe')}
        </ChoiceButton>
        <ChoiceButton selected={value === 'Family Member'} onClick={onFamilyMember}>
          {t('booking.familyMember')}
        </ChoiceButton>
      </div>
      {value === 'Family Member' && familyPicker !== undefined && <div className="mt-4">{familyPicker}</div>}
      {value === 'Family Member' && familyPicker === undefined && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t('booking.soon')}
        </p>
      )}
      {value === 'For Me' && patient && <PatientDetails patient={patient} />}
    </>
  );
}
