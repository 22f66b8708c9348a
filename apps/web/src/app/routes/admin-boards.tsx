import { useSelector } from 'react-redux';
import { RequireRole } from '@/components/require-role';
import { siteConfig } from '@/config/site';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { BoardLinks } from '@/features/board-links/components/board-links';
import { useGetConsultantsQuery } from '@/features/doctors/api/get-consultants';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

/** /admin/boards: admins create and revoke waiting-room board links (issue 14). */
export function AdminBoardsRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.boards', { name: siteConfig.name }), robots: 'noindex' });
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
