import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { BoardLinks } from '@/features/board-links/components/board-links';
import { useGetConsultantsQuery } from '@/features/doctors/api/get-consultants';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Waiting-room boards | ${siteConfig.name}`, robots: 'noindex' };

/** /admin/boards: admins create and revoke waiting-room board links (issue 14). */
export function AdminBoardsRoute() {
  useDocumentHead(HEAD);
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RequireRole role={role} capability="admin">
      <AdminBoards />
    </RequireRole>
  );
}

function AdminBoards() {
  // limit 0: every doctor, as the desk's directory reads them.
  const { data: doctors = [] } = useGetConsultantsQuery({ limit: 0 });
  return <BoardLinks doctors={doctors} />;
}
