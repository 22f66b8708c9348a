import type { ReactNode } from 'react';
import type { DoctorDirectory } from '../types';
import { CallLogDialog } from './call-log-dialog';
import { CancelDialog } from './cancel-dialog';
import type { OpenDialog } from './card-dialogs';
import { NewAppointmentDialog } from './new-appointment/new-appointment-dialog';
import { PaidDialog } from './paid-dialog';
import { RecordsDialog } from './records-dialog';
import { RefinePatientDialog } from './refine-patient-dialog';

type DialogHostProps = {
  dialog: OpenDialog | null;
  directory: DoctorDirectory;
  today: string;
  renderScheduleDialog?: (onClose: () => void) => ReactNode;
  onClose: () => void;
};

/** The one dialog open at a time (each is mounted only while open, so it starts fresh and its Modal traps focus). */
export function DialogHost({ dialog, directory, today, renderScheduleDialog, onClose }: DialogHostProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'cancel':
      return <CancelDialog appointment={dialog.appointment} onClose={onClose} />;
    case 'paid': {
      const doctorFee = directory.doctors.find(
        (doctor) => doctor._id === dialog.appointment.doctor._id,
      )?.consultationFee;
      return <PaidDialog appointment={dialog.appointment} doctorFee={doctorFee} onClose={onClose} />;
    }
    case 'call-log':
      return <CallLogDialog appointment={dialog.appointment} onClose={onClose} />;
    case 'records':
      return <RecordsDialog appointment={dialog.appointment} onClose={onClose} />;
    case 'refine':
      return <RefinePatientDialog patient={dialog.appointment.patient} onClose={onClose} />;
    case 'new-appointment':
      return <NewAppointmentDialog directory={directory} today={today} onClose={onClose} />;
    case 'schedule':
      return renderScheduleDialog?.(onClose) ?? null;
  }
}
