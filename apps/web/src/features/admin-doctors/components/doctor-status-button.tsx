import type { ManagedDoctor } from '@hospital/contract/admin';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useSetDoctorStatusMutation } from '../api/set-doctor-status';
import { useLanguage } from '@/i18n/i18n';

const buttonBase =
  'flex flex-1 items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold disabled:opacity-60';

/** Deactivate (or activate again) a doctor, after a confirmation: it changes what patients can book at once. */
export function DoctorStatusButton({ doctor }: { doctor: ManagedDoctor }) {
  const [setStatus, { isLoading }] = useSetDoctorStatusMutation();
  const name = `${doctor.title} ${doctor.fullName}`;
  const { t } = useLanguage();
  const action = doctor.active ? 'deactivate' : 'activate';
  return (
    <ConfirmButton
      label={t(`adminDoctors.${action}`)}
      ariaLabel={t(`adminDoctors.${action}Name`, { name })}
      className={`${buttonBase} ${
        doctor.active
          ? 'border border-red-300 text-red-700 hover:bg-red-50'
          : 'border border-brand-700 text-brand-700 hover:bg-brand-50'
      }`}
      title={t(`adminDoctors.${action}Question`, { name })}
      destructive={doctor.active}
      working={t('adminDoctors.pleaseWait')}
      onConfirm={() => setStatus({ doctorId: doctor._id, active: !doctor.active }).unwrap()}
      busy={isLoading}
    >
      {t(`adminDoctors.${action}Body`)}
    </ConfirmButton>
  );
}
