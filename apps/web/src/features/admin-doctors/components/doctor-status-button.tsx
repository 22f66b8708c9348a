import type { ManagedDoctor } from '@hospital/contract/admin';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { withToasts } from '@/lib/with-toasts';
import { useSetDoctorStatusMutation } from '../api/set-doctor-status';
import { useLanguage } from '@/i18n/i18n';

const buttonBase =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** Deactivate (or activate again) a doctor, after a confirmation: it changes what patients can book at once. */
export function DoctorStatusButton({ doctor }: { doctor: ManagedDoctor }) {
  const [setStatus, { isLoading }] = useSetDoctorStatusMutation();
  const [confirming, setConfirming] = useState(false);
  const name = `${doctor.title} ${doctor.fullName}`;
  const { t } = useLanguage();
  const action = doctor.active ? 'deactivate' : 'activate';
  const verb = t(`adminDoctors.${action}`);

  const confirm = async () => {
    const answer = await withToasts(t('adminDoctors.pleaseWait'), () =>
      setStatus({ doctorId: doctor._id, active: !doctor.active }).unwrap(),
    );
    if (answer) setConfirming(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={t(`adminDoctors.${action}Name`, { name })}
        className={`${buttonBase} ${
          doctor.active
            ? 'border border-red-300 bg-white text-red-700 hover:bg-red-50'
            : 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
        }`}
      >
        {verb}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t(`adminDoctors.${action}Question`, { name })}
          confirmLabel={verb}
          destructive={doctor.active}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          {t(`adminDoctors.${action}Body`)}
        </ConfirmDialog>
      )}
    </>
  );
}
