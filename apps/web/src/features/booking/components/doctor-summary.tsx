import type { DoctorDetail } from '@hospital/contract/doctors';
import { Portrait } from '@/components/ui/portrait';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';

export type BookingDoctor = Pick<
  DoctorDetail,
  '_id' | 'title' | 'fullName' | 'photo' | 'speciality' | 'consultationFee' | 'availableFor' | 'availableDates'
>;

/** docs/product-spec.md §2 'Make appointment page': who the booking is with, and what it costs. */
export function DoctorSummary({ doctor }: { doctor: BookingDoctor }) {
  const { t, formats } = useLanguage();
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-4 text-white shadow-md sm:p-5 lg:flex-col lg:items-start">
      <Portrait
        src={doctor.photo}
        size={96}
        className="size-20 shrink-0 rounded-xl border-2 border-white/20 bg-brand-50 object-cover sm:size-24 lg:size-32"
      />
      <div className="min-w-0">
        <p className="text-sm text-brand-100">{doctor.title}</p>
        <p className="text-lg leading-tight font-bold text-balance sm:text-xl">{doctor.fullName}</p>
        <p className="mt-0.5 text-sm text-brand-50">{specialityName(doctor.speciality, t)}</p>
        <p className="mt-2 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          {t('booking.fee', { fee: formats.fee(doctor.consultationFee) })}
        </p>
      </div>
    </div>
  );
}
