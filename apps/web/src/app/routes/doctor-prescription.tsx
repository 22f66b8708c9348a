import { useParams } from 'react-router';
import { PrescriptionEditorPage } from '@/features/prescription-editor/components/prescription-editor-page';
import { RolePage } from '../role-page';

/**
 * /doctor/prescription/{appointmentId}: the doctor writes the visit's prescription. The API answers 404 to anyone but
 * the visit's doctor, and for a visit that cannot have one yet.
 */
export function DoctorPrescriptionRoute() {
  const { appointmentId = '' } = useParams();
  return (
    <RolePage title="rxEditor.title" capability="doctor">
      <PrescriptionEditorPage key={appointmentId} appointmentId={appointmentId} />
    </RolePage>
  );
}
