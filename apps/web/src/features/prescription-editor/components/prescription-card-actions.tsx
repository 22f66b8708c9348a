import type { Appointment } from '@hospital/contract/appointments';
import { prescriptionEditorPath, prescriptionPath } from '@hospital/contract/prescriptions';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { useGetDayPrescriptionsQuery } from '../api/day-prescriptions';
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
  // The day's answer, shared by every card of that day and asked again when the list shows: the doctor may have just
  // signed in the editor.
  const { data: day } = useGetDayPrescriptionsQuery(appointment.selectedDate, { refetchOnMountOrArgChange: true });
  const prescription = day?.find((state) => state.appointmentId === appointment._id);
  const signed = prescription?.status === 'signed' ? prescription : null;
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
      <button type="button" onClick={() => setCorrecting(true)} className={secondary}>
        {t('rxCard.newVersion')}
      </button>
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
