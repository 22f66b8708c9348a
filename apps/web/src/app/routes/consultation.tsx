import { useParams } from 'react-router';
import { ConsultationPage } from '@/features/consultation/components/consultation-page';
import { useAppointmentUpdate } from '@/features/manage-appointments/hooks/use-appointment-update';
import { RolePage } from '../role-page';

/**
 * /consultation/{appointmentId}: the video, voice or chat room of one appointment, for its patient and its doctor.
 * Any signed-in account may ask; the API answers 404 to everyone but those two, and the page shows the same 404 as a
 * missing appointment. The app joins the room with the doctor's "Mark done" from the appointments feature.
 */
export function ConsultationRoute() {
  const { appointmentId = '' } = useParams();
  return (
    <RolePage title="room.head" capability="self">
      <Room appointmentId={appointmentId} />
    </RolePage>
  );
}

function Room({ appointmentId }: { appointmentId: string }) {
  const { update } = useAppointmentUpdate();
  return (
    <ConsultationPage
      key={appointmentId}
      appointmentId={appointmentId}
      markDone={(id) => update(id, { status: 'done' })}
    />
  );
}
