import { ConsultationPage } from '@/features/consultation/components/consultation-page';
import { useAppointmentUpdate } from '@/features/manage-appointments/hooks/use-appointment-update';
import { ParamRolePage } from '../role-page';

/**
 * /consultation/{appointmentId}: the video, voice or chat room of one appointment, for its patient and its doctor.
 * Any signed-in account may ask; the API answers 404 to everyone but those two, and the page shows the same 404 as a
 * missing appointment. The app joins the room with the doctor's "Mark done" from the appointments feature.
 */
export function ConsultationRoute() {
  return (
    <ParamRolePage param="appointmentId" title="room.head" capability="self">
      {(appointmentId) => <Room appointmentId={appointmentId} />}
    </ParamRolePage>
  );
}

function Room({ appointmentId }: { appointmentId: string }) {
  const { update } = useAppointmentUpdate();
  return <ConsultationPage appointmentId={appointmentId} markDone={(id) => update(id, { status: 'done' })} />;
}
