import type { Patient } from '@hospital/contract/patients';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §4 step 2: the logged-in user's own record, shown so they can confirm who the visit is for. */
export function PatientDetails({ patient }: { patient: Patient }) {
  const { t, formats } = useLanguage();
  const notGiven = t('booking.notGiven');
  const rows: Array<[string, string]> = [
    [t('booking.name'), patient.name],
    [t('booking.holderId'), patient.patientId],
    [t('booking.age'), t('booking.years', { age: formats.number(patient.age) })],
    [t('booking.gender'), patient.gender ? t(`booking.gender_${patient.gender}`) : notGiven],
    [
      t('booking.weight'),
      patient.weight === null ? notGiven : t('booking.kg', { weight: formats.number(patient.weight) }),
    ],
    [t('booking.contact'), patient.contact ?? notGiven],
  ];
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-4">
      <h3 className="text-sm font-semibold text-brand-900">{t('booking.patientDetails')}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('booking.somethingWrong')}</p>
    </div>
  );
}
