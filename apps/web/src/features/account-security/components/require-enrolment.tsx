import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decodeJwtPayload } from '@/lib/jwt';
import { selectToken } from '@/lib/session';
import { useGetMfaStatusQuery } from '../api/get-mfa-status';

const ENROLMENT_PATH = '/account/security';

/**
 * Production mode: a staff account whose session says it must still set up two-step sign-in (`enrol` in its
 * token) opens no signed-in page but the enrolment until it is on; the server refuses everything else anyway
 * (docs/decisions/0011-staff-two-step-sign-in.md). Once the status says it is on, the same session goes anywhere.
 */
export function RequireEnrolment() {
  const token = useSelector(selectToken);
  const mustEnrol = token !== null && decodeJwtPayload(token)?.enrol === true;
  const { pathname } = useLocation();
  const { data: status, isError } = useGetMfaStatusQuery(undefined, { skip: !mustEnrol });
  if (mustEnrol && pathname !== ENROLMENT_PATH && status === undefined && !isError) {
    // A session's token keeps saying `enrol` until it is renewed, also after enrolment: sending the page away before
    // the status has answered would bounce an enrolled account that reloads a page back to the enrolment.
    return <p aria-busy="true" className="sr-only" role="status" />;
  }
  if (mustEnrol && status?.enabled !== true && pathname !== ENROLMENT_PATH) {
    return <Navigate to={ENROLMENT_PATH} replace />;
  }
  return <Outlet />;
}
