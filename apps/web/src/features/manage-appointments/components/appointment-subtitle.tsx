import type { Appointment } from '@hospital/contract/appointments';
import { useLanguage } from '@/i18n/i18n';

/** Which appointment a dialog acts on, so the attendant can check it before confirming. */
export function AppointmentSubtitle({ appointment }: { appointment: Appointment }) {
  const { t, formats } = useLanguage();
  const { serialNo, patient, doctor } = appointment;
  return (
    <>
      {t('deskCard.subtitle', {
        serial: formats.number(serialNo),
        name: patient.name,
        doctor: `${doctor.title} ${doctor.fullName}`,
      })}
    </>
  );
}
