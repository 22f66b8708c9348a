import type { DoctorDetail } from '@hospital/contract/doctors';
import type { MouseEvent, ReactNode } from 'react';
import { PROFILE_TEXT } from '../utils/profile-text';
import { AppointmentFacts } from './appointment-facts';
import { DoctorProfileHeader } from './doctor-profile-header';
import { GoBackButton } from './go-back-button';
import { ProfileSection } from './profile-section';

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
  return (
    <article className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <DoctorProfileHeader doctor={doctor} onMakeAppointment={onMakeAppointment} />
      <ProfileSection title={PROFILE_TEXT.appointmentSection}>
        <AppointmentFacts doctor={doctor} />
      </ProfileSection>
      <ProfileSection title="a little about me">
        <p className="leading-relaxed">{doctor.about}</p>
      </ProfileSection>
      <ProfileSection title="current position">
        <dl className="grid gap-3 sm:grid-cols-3">
          <PositionItem label="Designation" value={doctor.currentWorkDesignation} />
          <PositionItem label="Workstation" value={doctor.currentWorkStation} />
          <PositionItem label="Department" value={doctor.currentWorkDepartment} />
        </dl>
      </ProfileSection>
      <ProfileSection title="Degrees">
        <p>{doctor.degrees.length > 0 ? doctor.degrees.join(', ') : 'No degrees available'}</p>
      </ProfileSection>
      <ProfileSection title="patient reviews">{reviews}</ProfileSection>
      <GoBackButton />
    </article>
  );
}

function PositionItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
