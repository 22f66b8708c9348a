import { DOCTOR_STATUS_FILTERS } from '@hospital/contract/admin';
import { useLanguage } from '@/i18n/i18n';

export type DoctorStatusFilter = (typeof DOCTOR_STATUS_FILTERS)[number];

type StatusFilterProps = { value: DoctorStatusFilter; onChange: (status: DoctorStatusFilter) => void };

/** Active, inactive or all doctors: three pressed-or-not buttons, one row on any phone. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('adminDoctors.show')}
      className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {DOCTOR_STATUS_FILTERS.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={`min-h-11 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
            value === status ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
          }`}
        >
          {t(`adminDoctors.filter_${status}`)}
        </button>
      ))}
    </div>
  );
}
