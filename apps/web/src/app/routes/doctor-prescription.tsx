import { PrescriptionEditorPage } from '@/features/prescription-editor/components/prescription-editor-page';
import { ParamRolePage } from '../role-page';

/**
 * /doctor/prescription/{appointmentId}: the doctor writes the visit's prescription. The API answers 404 to anyone but
 * the visit's doctor, and for a visit that cannot have one yet.
 */
export function DoctorPrescriptionRoute() {
  return (
    <ParamRolePage param="appointmentId" title="rxEditor.title" capability="doctor">
      {(appointmentId) => <PrescriptionEditorPage appointmentId={appointmentId} />}
    </ParamRolePage>
  );
}
