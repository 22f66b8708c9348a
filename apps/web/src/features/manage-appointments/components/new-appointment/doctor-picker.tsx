import type { DoctorListItem } from '@hospital/contract/doctors';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Options } from '@/components/ui/options';
import { DOCTOR_LIMITS, filterDoctors, type DoctorLimit } from '../../utils/doctor-search';
import { DoctorOption } from './doctor-option';
import { useLanguage } from '@/i18n/i18n';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:outline-none';

type DoctorPickerProps = {
  doctors: readonly DoctorListItem[];
  isLoading: boolean;
  chosen: DoctorListItem | undefined;
  onChoose: (doctor: DoctorListItem | null) => void;
};

/**
 * docs/product-spec.md §2: the doctor list with its search and limit filters. Once a doctor is chosen the list folds away to that
 * one card and a 'Change' button, so on a phone the date and patient fields come into view without scrolling past
 * every doctor.
 */
export function DoctorPicker({ doctors, isLoading, chosen, onChoose }: DoctorPickerProps) {
  const { t, formats } = useLanguage();
  const [searchTerm, setSearchTerm] = useState('');
  const [limit, setLimit] = useState<DoctorLimit>(DOCTOR_LIMITS[0]);

  if (chosen) {
    return (
      <div className="space-y-2">
        <ul>
          <DoctorOption doctor={chosen} selected onSelect={() => onChoose(null)} />
        </ul>
        <Button variant="link" onClick={() => onChoose(null)} className="text-sm">
          {t('walkIn.changeDoctor')}
        </Button>
      </div>
    );
  }

  const shown = filterDoctors(doctors, searchTerm, limit);
  return (
    <div className="space-y-3">
      {/* Named without a visible label: the placeholder and the options say what each is for. */}
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <input
          type="search"
          aria-label={t('walkIn.searchDoctors')}
          value={searchTerm}
          onChange={(event) => setSearchTerm(event.target.value)}
          // Enter submits the dialog's form (docs/product-spec.md §2); while searching that would only toast 'choose a doctor'.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          placeholder={t('walkIn.searchPlaceholder')}
          className={inputClass}
        />
        <select
          aria-label={t('walkIn.howMany')}
          value={limit}
          onChange={(event) => setLimit(Number(event.target.value) as DoctorLimit)}
          className={inputClass}
        >
          <Options
            values={DOCTOR_LIMITS}
            label={(value) => (value === 0 ? t('walkIn.all') : t('walkIn.showN', { n: formats.number(value) }))}
          />
        </select>
      </div>
      {isLoading ? (
        <p className="text-sm text-slate-500">{t('walkIn.loadingDoctors')}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('walkIn.nothing')}</p>
      ) : (
        <ul aria-label={t('walkIn.doctors')} className="space-y-2">
          {shown.map((doctor) => (
            <DoctorOption key={doctor._id} doctor={doctor} selected={false} onSelect={() => onChoose(doctor)} />
          ))}
        </ul>
      )}
    </div>
  );
}
