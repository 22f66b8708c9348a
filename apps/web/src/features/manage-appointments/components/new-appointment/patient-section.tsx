import type { Patient } from '@hospital/contract/patients';
import type { ChangeDraft, WalkInDraft } from '../../utils/walk-in-draft';
import { NewPatientFields } from './new-patient-fields';
import { useLanguage } from '@/i18n/i18n';

type PatientSectionProps = {
  /** False until the contact has 11 digits: a shorter one counts as not entered (docs/product-spec.md §4). */
  complete: boolean;
  patients: readonly Patient[] | undefined;
  isChecking: boolean;
  choice: string;
  draft: WalkInDraft;
  onChange: ChangeDraft;
};

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50';

/**
 * docs/product-spec.md §4: patients who already use the contact can be chosen (or someone new added on the same number: families
 * share phones); with none found the spec's reassurance shows and the new-patient fields follow.
 */
export function PatientSection({ complete, patients, isChecking, choice, draft, onChange }: PatientSectionProps) {
  const { t, formats } = useLanguage();
  if (!complete) return null;
  if (isChecking) return <p className="text-sm text-slate-500">{t('walkIn.checking')}</p>;
  if (!patients) return null;
  if (patients.length === 0) {
    return (
      <div className="space-y-3">
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('walkIn.noPatient')}</p>
        <NewPatientFields draft={draft} onChange={onChange} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('walkIn.patient')}</legend>
        <div className="space-y-2">
          {patients.map((patient) => (
            <label key={patient._id} className={optionClass}>
              <input
                type="radio"
                name="walk-in-patient"
                checked={choice === patient._id}
                onChange={() => onChange({ patientChoice: patient._id })}
                className="size-4 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{patient.name}</span>
                <span className="block text-xs text-slate-600">
                  {t('walkIn.patientLine', { age: formats.number(patient.age) })}
                  {patient.gender ? ` · ${t(`walkIn.listedGender_${patient.gender}`)}` : ''} · {patient.patientId}
                </span>
              </span>
            </label>
          ))}
          <label className={optionClass}>
            <input
              type="radio"
              name="walk-in-patient"
              checked={choice === 'new'}
              onChange={() => onChange({ patientChoice: 'new' })}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium text-slate-900">{t('walkIn.someoneNew')}</span>
          </label>
        </div>
      </fieldset>
      {choice === 'new' && <NewPatientFields draft={draft} onChange={onChange} />}
    </div>
  );
}
