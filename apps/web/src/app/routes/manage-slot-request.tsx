import { roleMay } from '@hospital/contract/permissions';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { SlotRequestList } from '@/features/slot-requests/components/slot-request-list';
import { errorToastMs } from '@/lib/api-errors';
import { useLanguage } from '@/i18n/i18n';
import { usePageHead } from '@/lib/page-head';

/** /admin/manage-slot-request: admins only (docs/product-spec.md §2, §6). */
export function ManageSlotRequestRoute() {
  usePageHead('head.manageSlotRequests');
  const isAdmin = roleMay(useSelector(selectCurrentUser)?.role, 'admin');
  useEjectUnlessAdmin(isAdmin);
  return isAdmin ? <SlotRequestList /> : null;
}

/** docs/product-spec.md §6: a non-admin here gets 'Unauthorized request.', is logged out and sent to '/'. */
function useEjectUnlessAdmin(isAdmin: boolean) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const { t } = useLanguage();
  // StrictMode runs effects twice in development; the session must be ended (and the server called) once.
  const ejected = useRef(false);

  useEffect(() => {
    if (isAdmin || ejected.current) return;
    ejected.current = true;
    const message = t('shell.unauthorizedRequest');
    toast.error(message, { id: message, duration: errorToastMs(message) });
    // The session ends first. The route guard then sends the page to '/', but remembering this page so that the
    // next login would return here (to be thrown out again): '/' is entered once more without that memory.
    void logout().then(() => navigate('/', { replace: true }));
  }, [isAdmin, navigate, logout, t]);
}
