import type { DoctorDetail } from '@hospital/contract/doctors';
import type { ReactNode } from 'react';
import { DoctorProfileHeader } from './doctor-profile-header';
import { GoBackButton } from './go-back-button';
import { ProfileSection } from './profile-section';

type DoctorProfileProps = {
  doctor: DoctorDetail;
  /** The 'patient reviews' list: drawn by the reviews feature and handed in by the page that composes both. */
  reviews: ReactNode;
};

/** docs/product-spec.md §2 'Doctor profile page'. */
export function DoctorProfile({ doctor, reviews }: DoctorProfileProps) {
  return (
    <article className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <DoctorProfileHeader doctor={doctor} />
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
