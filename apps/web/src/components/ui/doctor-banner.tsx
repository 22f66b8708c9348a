import type { DoctorDetail } from '@hospital/contract/doctors';
import type { ReactNode } from 'react';
import { Portrait } from './portrait';
import { useLanguage } from '@/i18n/i18n';
import { specialityName } from '@/i18n/listed-words';

// 'summary': beside the booking form, small on a phone and a column on wide screens. 'profile': the doctor profile's
// header, whose name is the page's heading.
const SIZES = {
  summary: {
    banner: 'flex items-center gap-4 p-4 sm:p-5 lg:flex-col lg:items-start',
    photo: 96,
    photoClass: 'size-20 rounded-xl border-2 sm:size-24 lg:size-32',
    text: 'min-w-0',
    title: 'text-sm text-brand-100',
    name: 'text-lg leading-tight font-bold text-balance sm:text-xl',
    speciality: 'mt-0.5 text-sm text-brand-50',
  },
  profile: {
    banner: 'flex flex-col items-center gap-5 p-5 sm:flex-row sm:items-end sm:p-8',
    photo: 220,
    photoClass: 'size-36 rounded-2xl border-4 sm:size-44',
    text: 'w-full min-w-0 text-center sm:text-left',
    title: 'text-sm font-medium text-brand-100',
    name: 'text-2xl leading-tight font-extrabold text-balance sm:text-3xl',
    speciality: 'mt-1 text-brand-50',
  },
};

type DoctorBannerProps = {
  doctor: Pick<DoctorDetail, 'title' | 'fullName' | 'photo' | 'speciality'>;
  size: keyof typeof SIZES;
  /** What follows the speciality: the fee, or the profile's status, rating and actions. */
  children: ReactNode;
};

/** A doctor on the brand gradient: photo, title, name and speciality. On the profile the name is the page's heading. */
export function DoctorBanner({ doctor, size, children }: DoctorBannerProps) {
  const { t } = useLanguage();
  const classes = SIZES[size];
  const Banner = size === 'profile' ? 'header' : 'div';
  const Name = size === 'profile' ? 'h1' : 'p';
  return (
    <Banner
      className={`rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 text-white shadow-md ${classes.banner}`}
    >
      <Portrait
        src={doctor.photo}
        size={classes.photo}
        className={`shrink-0 border-white/20 bg-brand-50 object-cover ${classes.photoClass}`}
      />
      <div className={classes.text}>
        <p className={classes.title}>{doctor.title}</p>
        <Name className={classes.name}>{doctor.fullName}</Name>
        <p className={classes.speciality}>{specialityName(doctor.speciality, t)}</p>
        {children}
      </div>
    </Banner>
  );
}
