import type { DoctorDetail } from '@hospital/contract/doctors';
import { DoctorBanner } from '@/components/ui/doctor-banner';
import { useLanguage } from '@/i18n/i18n';

export type BookingDoctor = Pick<
  DoctorDetail,
  '_id' | 'title' | 'fullName' | 'photo' | 'speciality' | 'consultationFee' | 'availableFor' | 'availableDates'
>;

/** docs/product-spec.md §2 'Make appointment page': who the booking is with, and what it costs. */
export function DoctorSummary({ doctor }: { doctor: BookingDoctor }) {
  const { t, formats } = useLanguage();
  return (
    <DoctorBanner doctor={doctor} size="summary">
      <p className="mt-2 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
        {t('booking.fee', { fee: formats.fee(doctor.consultationFee) })}
      </p>
    </DoctorBanner>
  );
}
