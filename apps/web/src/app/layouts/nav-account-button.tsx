import { useDispatch, useSelector } from 'react-redux';
import { MenuIcon, UserIcon } from '@/components/ui/icons';
import { selectIsLoggedIn } from '@/features/auth/stores/auth-slice';
import { loginDialogOpened, quickMenuToggled, selectQuickMenuOpen } from '@/stores/ui-slice';
import { loadLoginDialog } from './login-dialog-loader';
import { useLanguage } from '@/i18n/i18n';

const buttonClass =
  'ml-1 flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Logged out: the user icon opens the login dialog. Logged in: the quick-menu toggle (docs/product-spec.md §2). */
export function NavAccountButton() {
  const { t } = useLanguage();
  const dispatch = useDispatch();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const menuOpen = useSelector(selectQuickMenuOpen);

  if (!isLoggedIn) {
    return (
      <button
        type="button"
        aria-label={t('nav.logIn')}
        className={buttonClass}
        onPointerEnter={loadLoginDialog}
        onFocus={loadLoginDialog}
        onClick={() => dispatch(loginDialogOpened('login'))}
      >
        <UserIcon />
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={t('nav.openMenu')}
      aria-expanded={menuOpen}
      aria-controls="quick-menu"
      className={buttonClass}
      onClick={() => dispatch(quickMenuToggled())}
    >
      <MenuIcon />
    </button>
  );
}
