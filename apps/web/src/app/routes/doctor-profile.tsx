import { useEffect } from 'react';
import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { useLoginFirst } from '@/features/auth/hooks/use-login-first';
import { getSingleDoctor, useGetSingleDoctorQuery } from '@/features/doctors/api/get-single-doctor';
import { DoctorProfile } from '@/features/doctors/components/doctor-profile';
import { DoctorProfileSkeleton } from '@/features/doctors/components/doctor-profile-skeleton';
import { GoBackButton } from '@/features/doctors/components/go-back-button';
import { doctorProfileHead } from '@/features/doctors/utils/doctor-head';
import { DoctorReviewList } from '@/features/reviews/components/doctor-review-list';
import { useDocumentHead } from '@/lib/head';
import type { ServerQueries } from '../server-queries';
import { useLanguage } from '@/i18n/i18n';

/** Rendered on the server with the doctor (public data, open to guests). */
export const serverQueries: ServerQueries = ({ id = '' }) => [getSingleDoctor.initiate(id)];

/**
 * docs/product-spec.md §2 /doctor-profile/{id}, open to guests (docs/architecture.md §11): booking stays login-protected, so
 * 'Make Appointment' asks a guest to log in here and then goes on to the booking.
 */
export function DoctorProfileRoute() {
  const { t } = useLanguage();
  const { id = '' } = useParams();
  const loginFirst = useLoginFirst();
  // `currentData`, not `data`: going from one profile to another must not show the previous doctor meanwhile.
  const { currentData: doctor, isError } = useGetSingleDoctorQuery(id);
  useDocumentHead(
    doctor
      ? doctorProfileHead(doctor, siteConfig.name, t)
      : { title: t('head.doctorProfile', { name: siteConfig.name }) },
  );
  useSmoothScrollToTop(id);

  if (!doctor) return isError ? <DoctorUnavailable /> : <DoctorProfileSkeleton />;
  return (
    <DoctorProfile
      doctor={doctor}
      reviews={<DoctorReviewList reviews={doctor.reviews} />}
      onMakeAppointment={loginFirst}
    />
  );
}

/** docs/product-spec.md §2: the profile scrolls smoothly to the top when opened (instantly for visitors who prefer less motion). */
function useSmoothScrollToTop(doctorId: string) {
  useEffect(() => {
    const reduce =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [doctorId]);
}

function DoctorUnavailable() {
  const { t } = useLanguage();
  // The API client has already toasted the server's reason (docs/product-spec.md §8).
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('profile.unavailable')}</h1>
      <p className="text-slate-600">{t('profile.unavailableText')}</p>
      <GoBackButton />
    </section>
  );
}
