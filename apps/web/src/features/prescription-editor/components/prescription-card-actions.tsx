import type { Appointment } from '@hospital/contract/appointments';
import { prescriptionEditorPath, prescriptionPath } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { useGetAppointmentPrescriptionQuery } from '../api/appointment-prescription';
import { canWritePrescription } from '../lib/writable';
import { NewVersionDialog } from './new-version-dialog';

const action =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const primary = `${action} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${action} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;

type PrescriptionCardActionsProps = {
  appointment: Appointment;
  /** The printable blank sheet, for a doctor who writes by hand. */
  onPrintBlank: () => void;
};

/**
 * The doctor's card, for a visit that may have a prescription: "Write Prescription" opens the editor (or "Continue
 * prescription" for a draft); once signed, "Prescription" opens it and "Write new version" corrects it. "Print blank
 * sheet" stays beside them.
 */
export function PrescriptionCardActions({ appointment, onPrintBlank }: PrescriptionCardActionsProps) {
  if (!canWritePrescription(appointment)) return null;
  return <VisitPrescriptionActions appointment={appointment} onPrintBlank={onPrintBlank} />;
}

function VisitPrescriptionActions({ appointment, onPrintBlank }: PrescriptionCardActionsProps) {
  const { t } = useLanguage();
  const [correcting, setCorrecting] = useState(false);
  // Asked again each time the card shows: the doctor may have just signed it in the editor.
  const { data: prescription } = useGetAppointmentPrescriptionQuery(appointment._id, {
    refetchOnMountOrArgChange: true,
  });
  const signed = prescription && prescription.status !== 'draft' ? prescription : null;
  const print = (
    <button type="button" onClick={onPrintBlank} className={secondary}>
      {t('rxCard.printBlank')}
    </button>
  );
  if (!signed) {
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={prescriptionEditorPath(appointment._id)} className={primary}>
          {t(prescription ? 'rxCard.continue' : 'rxCard.write')}
        </Link>
        {print}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={prescriptionPath(signed._id)} className={primary}>
        {t('rxCard.open')}
      </Link>
      {signed.status === 'signed' && (
        <button type="button" onClick={() => setCorrecting(true)} className={secondary}>
          {t('rxCard.newVersion')}
        </button>
      )}
      {print}
      {correcting && (
        <NewVersionDialog
          prescriptionId={signed._id}
          appointmentId={appointment._id}
          onClose={() => setCorrecting(false)}
        />
      )}
    </div>
  );
}
