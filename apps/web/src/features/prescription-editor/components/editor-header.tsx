import type { Prescription } from '@hospital/contract/prescriptions';
import { useLanguage } from '@/i18n/i18n';

/** The head of the page, as it heads the printed prescription: the doctor with degrees and BMDC number, the patient. */
export function EditorHeader({ prescription }: { prescription: Prescription }) {
  const { t, formats } = useLanguage();
  const { doctor, patient, appointment } = prescription;
  const facts = [
    patient.age !== null ? t('rxEditor.age', { age: formats.number(patient.age) }) : null,
    patient.gender ? t(`rxEditor.gender_${patient.gender}`) : null,
    t('rxEditor.holderId', { id: patient.patientId }),
    t('rxEditor.date', { date: formats.date(appointment.selectedDate) }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <header className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <div className="min-w-0">
        <p className="text-lg font-bold break-words text-slate-900">
          {doctor.title} {doctor.fullName}
        </p>
        {doctor.degrees.length > 0 && <p className="text-sm break-words text-slate-700">{doctor.degrees.join(', ')}</p>}
        <p className="text-sm text-slate-700">{doctor.speciality}</p>
        <p className="text-sm font-medium text-slate-800">
          {doctor.registrationNo
            ? t('rxEditor.registration', { number: doctor.registrationNo })
            : t('rxEditor.noRegistration')}
        </p>
      </div>
      <div className="min-w-0 border-t border-slate-200 pt-3 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-4">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('rxEditor.patient')}</p>
        <p className="text-lg font-bold break-words text-slate-900">{patient.name}</p>
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
        {prescription.version > 1 && (
          <p className="mt-1 text-sm text-purple-900">
            {prescription.correction
              ? t('rxEditor.corrects', {
                  version: formats.number(prescription.version - 1),
                  correction: prescription.correction,
                })
              : t('rxEditor.versionOf', { version: formats.number(prescription.version) })}
          </p>
        )}
      </div>
    </header>
  );
}
