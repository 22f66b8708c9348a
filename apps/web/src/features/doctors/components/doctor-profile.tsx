import type { DoctorDetail } from '@hospital/contract/doctors';
import type { MouseEvent, ReactNode } from 'react';
import { AppointmentFacts } from './appointment-facts';
import { Fact } from './fact';
import { DoctorProfileHeader } from './doctor-profile-header';
import { GoBackButton } from './go-back-button';
import { Panel } from '@/components/ui/panel';
import { useLanguage } from '@/i18n/i18n';
import { designationName } from '@/i18n/listed-words';

type DoctorProfileProps = {
  doctor: DoctorDetail;
  /** The 'patient reviews' list: drawn by the reviews feature and handed in by the page that composes both. */
  reviews: ReactNode;
  /** Runs before 'Make Appointment' is followed: the page lets a guest log in first, staying here. */
  onMakeAppointment?: (event: MouseEvent<HTMLAnchorElement>, path: string) => void;
};

/**
 * docs/product-spec.md §2 'Doctor profile page', open to guests (docs/architecture.md §11), with what a patient decides on
 * before booking: the fee, the ways to consult, the chamber days and hours, and the next available date.
 */
export function DoctorProfile({ doctor, reviews, onMakeAppointment }: DoctorProfileProps) {
  const { t } = useLanguage();
  return (
    <article className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <DoctorProfileHeader doctor={doctor} onMakeAppointment={onMakeAppointment} />
      <Panel look="label" title={t('profile.appointmentSection')}>
        <AppointmentFacts doctor={doctor} />
      </Panel>
      <Panel look="label" title={t('profile.about')}>
        <p className="leading-relaxed">{doctor.about}</p>
      </Panel>
      <Panel look="label" title={t('profile.position')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact label={t('profile.designation')} valueClassName="font-semibold text-slate-900">
            {designationName(doctor.currentWorkDesignation, t)}
          </Fact>
          <Fact label={t('profile.workstation')} valueClassName="font-semibold text-slate-900">
            {doctor.currentWorkStation}
          </Fact>
          <Fact label={t('profile.department')} valueClassName="font-semibold text-slate-900">
            {doctor.currentWorkDepartment}
          </Fact>
        </dl>
      </Panel>
      <Panel look="label" title={t('profile.degrees')}>
        <p>{doctor.degrees.length > 0 ? doctor.degrees.join(', ') : t('profile.noDegrees')}</p>
      </Panel>
      <Panel look="label" title={t('profile.reviews')}>
        {reviews}
      </Panel>
      <GoBackButton />
    </article>
  );
}
