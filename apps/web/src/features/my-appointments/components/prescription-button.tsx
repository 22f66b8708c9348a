import { prescriptionPath } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { useLazyFindVisitPrescriptionQuery } from '../api/get-visit-prescription';

type PrescriptionButtonProps = { appointmentId: string; className: string };

/**
 * A done visit's "Prescription": opens the prescription its doctor signed for it, or says on the card that none was
 * written (a doctor may still write by hand). The answer spans the card's row of actions.
 */
export function PrescriptionButton({ appointmentId, className }: PrescriptionButtonProps) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [find, { isFetching }] = useLazyFindVisitPrescriptionQuery();
  const [note, setNote] = useState('');

  const open = async () => {
    setNote('');
    const result = await find(appointmentId);
    if (result.data) {
      void navigate(prescriptionPath(result.data._id));
      return;
    }
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    setNote(status === 404 ? t('rxView.noPrescriptionForVisit') : t('forms.couldNotLoad', { what: t('rxView.what') }));
  };

  return (
    <>
      <button type="button" onClick={() => void open()} aria-busy={isFetching} className={className}>
        {t('myAppointments.prescription')}
      </button>
      <p role="status" className={note ? 'col-span-2 text-sm text-slate-700' : 'sr-only'}>
        {note}
      </p>
    </>
  );
}
