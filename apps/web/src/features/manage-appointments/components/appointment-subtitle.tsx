import type { Appointment } from '@hospital/contract/appointments';

/** Which appointment a dialog acts on, so the attendant can check it before confirming. */
export function AppointmentSubtitle({ appointment }: { appointment: Appointment }) {
  const { serialNo, patient, doctor } = appointment;
  return (
    <>
      Serial {serialNo} · {patient.name} · {doctor.title} {doctor.fullName}
    </>
  );
}
