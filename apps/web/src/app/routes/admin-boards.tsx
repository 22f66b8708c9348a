import { BoardLinks } from '@/features/board-links/components/board-links';
import { useGetConsultantsQuery } from '@/features/doctors/api/get-consultants';
import { RolePage } from '../role-page';

/** /admin/boards: admins create and revoke the links of the waiting-room boards. */
export function AdminBoardsRoute() {
  return (
    <RolePage title="head.boards" capability="admin">
      <AdminBoards />
    </RolePage>
  );
}

function AdminBoards() {
  // limit 0: every doctor, as the desk's directory reads them.
  const { data: doctors = [] } = useGetConsultantsQuery({ limit: 0 });
  return <BoardLinks doctors={doctors} />;
}
