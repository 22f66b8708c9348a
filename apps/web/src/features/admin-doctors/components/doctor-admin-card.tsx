import type { ManagedDoctor } from '@hospital/contract/admin';
import { useId } from 'react';
import { Link } from 'react-router';
import { DayBadge } from '@/components/ui/day-badge';
import { Portrait } from '@/components/ui/portrait';
import { DoctorStatusButton } from './doctor-status-button';
import { useLanguage } from '@/i18n/i18n';
import { designationName, specialityName } from '@/i18n/listed-words';

/** One doctor on the admin's list: who, what and for how much, whether bookable, and the way to edit or switch off. */
export function DoctorAdminCard({ doctor }: { doctor: ManagedDoctor }) {
  const { t, formats } = useLanguage();
  const headingId = useId();
  const name = `${doctor.title} ${doctor.fullName}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Portrait
          src={doctor.photo}
          size={72}
          lazy
          className={`size-18 shrink-0 rounded-xl bg-brand-50 object-cover ${doctor.active ? '' : 'grayscale'}`}
        />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="leading-snug font-semibold break-words text-slate-900">
            <Link
              to={`/admin/doctors/${doctor._id}`}
              className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {name}
            </Link>
          </h2>
          <p className="text-sm font-semibold text-brand-700">{specialityName(doctor.speciality, t)}</p>
          <p className="text-sm text-slate-600">{designationName(doctor.currentWorkDesignation, t)}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t('adminDoctors.fee')}{' '}
            <span className="font-semibold text-slate-900">{formats.feeTaka(doctor.consultationFee)}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex min-h-6 flex-wrap gap-2">
        {doctor.active ? (
          <DayBadge schedule={doctor.schedule} />
        ) : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-bold tracking-wide text-slate-800 uppercase">
            {t('adminDoctors.inactive')}
          </span>
        )}
      </div>
      <div className="mt-auto flex gap-2 border-t border-slate-100 pt-4">
        <Link
          to={`/admin/doctors/${doctor._id}`}
          aria-label={t('adminDoctors.editName', { name })}
          className="flex min-h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('adminDoctors.edit')}
        </Link>
        <DoctorStatusButton doctor={doctor} />
      </div>
    </article>
  );
}
