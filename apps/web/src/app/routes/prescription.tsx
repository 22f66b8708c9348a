import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { PrescriptionPage } from '@/features/prescription-view/components/prescription-page';
import { RolePage } from '../role-page';

/**
 * /prescriptions/{id}: a prescription for its patient (and the account holder) and the doctors allowed to read it.
 * Any signed-in account may ask; the API answers 404 to anyone else, and the page shows the same 404 as a missing
 * prescription. The patient also gets "Book follow-up".
 */
export function PrescriptionRoute() {
  const { id = '' } = useParams();
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RolePage title="head.prescription" capability="self">
      <PrescriptionPage key={id} id={id} forPatient={role === 'patient'} />
    </RolePage>
  );
}
