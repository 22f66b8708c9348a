import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { CloseButton } from '@/components/ui/close-button';
import { LogoutIcon } from '@/components/ui/icons';
import { useLogout } from '@/features/auth/hooks/use-logout';
import type { AuthUser } from '@/features/auth/stores/access-token';
import { selectCurrentUser } from '@/features/auth/stores/auth-slice';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { quickMenuClosed, selectQuickMenuOpen } from '@/stores/ui-slice';
import { QuickMenuGrid } from './quick-menu-grid';
import { quickMenuItems, roleGreeting } from './quick-menu-items';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §2 "Side quick menu": slides in from the right, closes on an outside click (the backdrop), Escape or an item.
 * Name and role greeting, the Holder ID, the role's menu grid, then Logout.
 */
export function QuickMenu() {
  const open = useSelector(selectQuickMenuOpen);
  const user = useSelector(selectCurrentUser);
  if (!open || !user) return null;
  return <QuickMenuPanel user={user} />;
}

function QuickMenuPanel({ user }: { user: AuthUser }) {
  const dispatch = useDispatch();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => dispatch(quickMenuClosed());
  useFocusTrap(panelRef, close);
  const { logout, isLoggingOut } = useLogout();
  const { t } = useLanguage();

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 animate-fade-in bg-slate-900/40" onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id="quick-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('quickMenu.label')}
        className="absolute inset-y-0 right-0 flex w-80 max-w-[88vw] animate-slide-in-right flex-col gap-5 overflow-y-auto bg-white p-5 shadow-2xl"
      >
        <div className="flex items-start justify-between gap-3">
          <UserGreeting user={user} />
          <CloseButton label={t('quickMenu.close')} onClick={close} />
        </div>
        <HolderIdCard patientId={user.patientId} />
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-medium text-slate-600">{t('quickMenu.language')}</span>
          <LanguageSwitch />
        </div>
        <QuickMenuGrid items={quickMenuItems(user.role)} onNavigate={close} />
        <Link
          to="/account/security"
          onClick={close}
          className="flex min-h-11 items-center justify-center rounded-lg border border-slate-200 px-4 font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('quickMenu.twoStep')}
        </Link>
        <button
          type="button"
          onClick={logout}
          disabled={isLoggingOut}
          className="mt-auto flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 font-semibold text-red-700 hover:bg-red-100 disabled:opacity-60"
        >
          <LogoutIcon /> {t('quickMenu.logout')}
        </button>
      </div>
    </div>
  );
}

function UserGreeting({ user }: { user: AuthUser }) {
  const { t } = useLanguage();
  const greeting = roleGreeting(user.role, t);
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('quickMenu.signedInAs')}</p>
      <p className="truncate text-lg font-bold text-slate-900">{user.userName}</p>
      {greeting && <p className="text-sm font-medium text-brand-700">{greeting}</p>}
    </div>
  );
}

function HolderIdCard({ patientId }: { patientId: string }) {
  const { t } = useLanguage();
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">{t('quickMenu.holderId')}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-900">{patientId}</p>
      <p className="mt-2 text-sm text-slate-600">{t('quickMenu.bringId')}</p>
    </div>
  );
}
