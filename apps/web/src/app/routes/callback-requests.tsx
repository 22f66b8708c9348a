import { roleMay } from '@hospital/contract/permissions';
import { useSelector } from 'react-redux';
import { StatusPanel } from '@/components/ui/status-panel';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { CallbackDesk } from '@/features/callback-desk/components/callback-desk';
import { usePageHead } from '@/lib/page-head';
import { useLanguage } from '@/i18n/i18n';

export function CallbackRequestsRoute() {
  usePageHead('head.callbackRequests');
  const role = useSelector(selectCurrentUser)?.role;
  // Other roles would only collect a 403 toast: say plainly that the page is not theirs, and send no request.
  // Callbacks and their remarks belong to the desk (docs/architecture.md §6).
  if (!roleMay(role, 'desk')) return <DeskOnly />;
  return <CallbackDesk />;
}

function DeskOnly() {
  const { t } = useLanguage();
  return (
    <StatusPanel tone="stopped" title={t('callbackDesk.title')}>
      <p className="text-slate-600">{t('callbackDesk.deskOnly')}</p>
    </StatusPanel>
  );
}
