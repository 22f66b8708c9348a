import type { DoctorListItem } from '@hospital/contract/doctors';
import { relativeDayBadge } from '@hospital/contract/format';
import { useId } from 'react';
import { Portrait } from '@/components/ui/portrait';
import { chamberDaysBengali, isOffToday, todayHours } from '../../utils/doctor-days';
import { useLanguage } from '@/i18n/i18n';
import { designationName, specialityName } from '@/i18n/listed-words';

const DAY_TAG_TONES = { Today: 'bg-green-700', Tomorrow: 'bg-purple-700' } as const;

type DoctorOptionProps = { doctor: DoctorListItem; selected: boolean; onSelect: () => void };

/**
 * One doctor in the new appointment dialog (docs/product-spec.md §2): photo, name, speciality, today's hours or 'Off Today', fee and
 * the Today/Tomorrow tag; hovering or focusing shows designation, department, station and the chamber days in
 * Bengali. The tooltip also describes the button, so screen readers hear it without hovering.
 */
export function DoctorOption({ doctor, selected, onSelect }: DoctorOptionProps) {
  const { t, formats } = useLanguage();
  const tooltipId = useId();
  const dayTag = relativeDayBadge(doctor.schedule);
  const hours = todayHours(doctor.schedule, undefined, formats, t);
  return (
    <li className="group relative">
      <button
        type="button"
        aria-pressed={selected}
        aria-describedby={tooltipId}
        onClick={onSelect}
        className={`flex w-full items-center gap-3 rounded-xl border p-2.5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          selected
            ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-600'
            : 'border-slate-200 bg-white hover:border-brand-600'
        }`}
      >
        <Portrait src={doctor.photo} size={44} lazy className="size-11 shrink-0 rounded-lg bg-brand-50 object-cover" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm leading-snug font-semibold text-slate-900">
            {doctor.title} {doctor.fullName}
          </span>
          <span className="block text-xs font-medium text-brand-800">{specialityName(doctor.speciality, t)}</span>
          <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
            <span className={isOffToday(doctor.schedule) ? 'font-medium text-red-700' : ''}>{hours}</span>
            <span className="font-semibold text-slate-800">{formats.feeTaka(doctor.consultationFee)}</span>
          </span>
        </span>
        {dayTag && (
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold text-white uppercase ${DAY_TAG_TONES[dayTag]}`}
          >
            {t(`walkIn.tag_${dayTag}`)}
          </span>
        )}
      </button>
      <div
        role="tooltip"
        id={tooltipId}
        className="pointer-events-none invisible absolute inset-x-2 top-full z-20 mt-1 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <span className="block">{designationName(doctor.currentWorkDesignation, t)}</span>
        <span className="block">{doctor.currentWorkDepartment}</span>
        <span className="block">{doctor.currentWorkStation}</span>
        <span className="block">
          {t('walkIn.chamberDays')} <span lang="bn">{chamberDaysBengali(doctor.schedule) || '-'}</span>
        </span>
      </div>
    </li>
  );
}
